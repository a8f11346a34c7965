/** Leaving the page for the payment URL; one object so tests can stub the navigation. */
export const navigation = {
  go(url: string): void {
    location.assign(url);
  },
};
