import { safeUrl } from '../domain/safe-url.ts';

/**
 * Where a short video plays: a file the store hosts (the native <video>), or Rutube's embed player driven
 * through its postMessage API. Rutube is the video hosting Russian stores embed most (no foreign-service
 * risk, a documented embed API); its links are `https://rutube.ru/video/{id}/` (or `/shorts/{id}/`), and any
 * host's link marked `data-player="rutube"` is read the same way (the reference store's stand-in).
 */
export type VideoSource =
  { kind: 'file'; url: string } | { kind: 'rutube'; id: string; embed: string; origin: string };

const FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;
const RUTUBE_PATH = /^(.*?)\/(?:video|shorts|play\/embed)\/([\w-]+)\/?$/;

/** The source of a video link, or null when it is neither a video file nor a Rutube video. */
export function videoSourceOf(href: string | null, player?: string | null): VideoSource | null {
  const safe = safeUrl(href);
  if (!safe) return null;
  const url = new URL(safe);
  if (FILE.test(url.pathname)) return { kind: 'file', url: url.href };
  const rutube = player === 'rutube' || url.hostname === 'rutube.ru' || url.hostname.endsWith('.rutube.ru');
  const match = rutube ? RUTUBE_PATH.exec(url.pathname) : null;
  if (!match) return null;
  const [, prefix, id] = match;
  return { kind: 'rutube', id: id!, embed: `${url.origin}${prefix}/play/embed/${id}/`, origin: url.origin };
}
