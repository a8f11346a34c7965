/**
 * Goes to a URL the way the listing elements do: first a cancelable `shop-navigate` event {url} from the host
 * (a page script or a test may take over), then `location.assign` unless it was cancelled.
 */
export function navigate(host: HTMLElement, url: string): void {
  const event = new CustomEvent('shop-navigate', {
    detail: { url },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (host.dispatchEvent(event)) location.assign(url);
}
