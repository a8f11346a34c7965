import { getConfig } from '../config.ts';
import { shopUrl } from '../domain/safe-url.ts';
import { emit } from '../events.ts';
import { toastGenericError } from '../toast.ts';

/** Leaving the page, behind one seam so tests can watch where an element sends the browser. */
export const navigation = {
  go(url: string): void {
    location.assign(url);
  },
};

/**
 * Goes to a page of the shop the way the listing elements do: first a cancelable `shop-navigate` event {url} from
 * the host (a page script or a test may take over), then the navigation unless it was cancelled. A URL the
 * browser reads as another origin is never followed (SECURITY.md, "One URL rule"): the shopper gets the generic
 * error instead of a dead control.
 */
export function navigate(host: HTMLElement, url: string): void {
  const target = shopUrl(url, getConfig());
  if (!target) {
    console.error(`[shop-elements] <${host.localName}>: ${url} is off this site`);
    toastGenericError(host);
    return;
  }
  if (emit('shop-navigate', { url: target }, host, { cancelable: true })) navigation.go(target);
}
