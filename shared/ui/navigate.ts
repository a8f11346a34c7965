/** Leaving the page, behind one seam so tests can watch where an element sends the browser. */
export const navigation = {
  go(url: string): void {
    location.assign(url);
  },
};

/**
 * Goes to a URL the way the listing elements do: first a cancelable `shop-navigate` event {url} from the host
 * (a page script or a test may take over), then the navigation unless it was cancelled.
 */
export function navigate(host: HTMLElement, url: string): void {
  const event = new CustomEvent('shop-navigate', {
    detail: { url },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (host.dispatchEvent(event)) navigation.go(url);
}
