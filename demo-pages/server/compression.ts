import type { IncomingMessage } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

/** Text types worth compressing: JS, CSS, HTML, JSON, SVG (and source maps). */
export const isCompressible = (type: string) =>
  /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/.test(type);

/** The best encoding the client accepts (brotli before gzip); null for none. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * An answer made per request (a page, JSON) compressed for its client, since it runs on every request at a
 * fast quality; static files get the slow, small kind once (static-files.ts).
 */
export function compressForAnswer(
  req: IncomingMessage,
  type: string,
  body: string | Buffer,
): { encoded: Buffer; encoding: Encoding | null } {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding =
    raw.length >= MIN_BYTES && isCompressible(type) ? pickEncoding(req.headers['accept-encoding']) : null;
  return { encoded: encoding ? compressBody(raw, encoding) : raw, encoding };
}

/** Brotli at a fast quality (3: a 120 KB listing page in 0.2 ms, 8.3 KB) or gzip, for bodies made per request. */
export const compressBody = (raw: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipSync(raw, { level: 6 });

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Both encodings at their smallest, off the main thread: for files that are compressed once and kept. */
export async function compressSmallest(raw: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  return { br, gzip: gz };
}
