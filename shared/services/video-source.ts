import { getConfig } from '../config.ts';
import { safeUrl } from '../domain/safe-url.ts';

/**
 * Where a short video plays: a file the store hosts (the native <video>), or Rutube's embed player driven
 * through its postMessage API. Rutube is the video hosting Russian stores embed most (no foreign-service
 * risk, a documented embed API); its links are `https://rutube.ru/video/{id}/` (or `/shorts/{id}/`). A link
 * marked `data-player="rutube"` on another host plays the same way only when the config's `videoOrigins` lists its
 * origin (the reference store's stand-in): an author's link never frames any other site (SECURITY.md).
 */
export type VideoSource =
  { kind: 'file'; url: string } | { kind: 'rutube'; id: string; embed: string; origin: string };

const FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;
const RUTUBE_PATH = /^(.*?)\/(?:video|shorts|play\/embed)\/([\w-]+)\/?$/;

const isRutubeHost = (url: URL) =>
  url.protocol === 'https:' && (url.hostname === 'rutube.ru' || url.hostname.endsWith('.rutube.ru'));

/** The source of a video link, or null when it is neither a video file nor a Rutube video it may frame. */
export function videoSourceOf(
  href: string | null,
  player?: string | null,
  videoOrigins: readonly string[] = getConfig().videoOrigins,
): VideoSource | null {
  const safe = safeUrl(href);
  if (!safe) return null;
  const url = new URL(safe);
  if (FILE.test(url.pathname)) return { kind: 'file', url: url.href };
  const rutube = isRutubeHost(url) || (player === 'rutube' && videoOrigins.includes(url.origin));
  const match = rutube ? RUTUBE_PATH.exec(url.pathname) : null;
  if (!match) return null;
  const [, prefix, id] = match;
  return { kind: 'rutube', id: id!, embed: `${url.origin}${prefix}/play/embed/${id}/`, origin: url.origin };
}
