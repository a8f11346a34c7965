import { safeUrl } from '../domain/safe-url.ts';

/** A picture of the author's markup: an <img>, or a link to the full image around one. */
export interface Picture {
  /** the image shown on the page */
  src: string;
  /** the lightbox image: the link's href, else the image itself */
  full: string;
  alt: string;
}

export function pictureOf(element: Element): Picture {
  const img = element instanceof HTMLImageElement ? element : element.querySelector('img');
  const src = safeUrl(img?.getAttribute('src')) ?? '';
  const href = element instanceof HTMLAnchorElement ? safeUrl(element.getAttribute('href')) : null;
  return { src, full: href ?? src, alt: img?.alt ?? '' };
}
