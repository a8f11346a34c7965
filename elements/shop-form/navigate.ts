/** Page navigation behind one seam, so tests can watch where a form sends the browser. */
export const navigation = {
  go(url: string): void {
    location.assign(url);
  },
};
