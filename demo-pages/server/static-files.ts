import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { compressSmallest, isCompressible, pickEncoding, type Encoding } from './compression.ts';
import { decodePart, sendJson } from './http.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

interface CachedFile {
  type: string;
  hash: string;
  raw: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface StaticFolder {
  dir: string;
  /** whether a file (its path segments under dir) never changes under its name: hashed build output */
  immutable: (segments: string[]) => boolean;
}

/**
 * Files of a folder, resolved by path segments (no segment may climb out or hide a separator), kept in memory
 * with their brotli and gzip forms, answered with an ETag (304 when unchanged); hashed files are cached for a year.
 */
export class StaticFiles {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; file: Promise<CachedFile> }>();

  constructor(private readonly folder: StaticFolder) {}

  /** Answers the file at `rest` (the URL path after the folder's prefix, still percent-encoded). */
  async serve(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    const segments = rest.split('/').map(decodePart);
    if (segments.some((segment) => !isPlainSegment(segment))) return notFound(res);
    const path = join(this.folder.dir, ...segments);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return notFound(res);
    const file = await this.load(path, info.mtimeMs, info.size);
    const encoding = isCompressible(file.type) ? pickEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? file.encoded[encoding]! : file.raw;
    const etag = `"${file.hash}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': file.type,
      'Cache-Control': this.folder.immutable(segments) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      ...(isCompressible(file.type) ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The file from memory, read and compressed again when it changed on disk (a rebuild). */
  private load(path: string, mtimeMs: number, size: number): Promise<CachedFile> {
    const known = this.cache.get(path);
    if (known && known.mtimeMs === mtimeMs && known.size === size) return known.file;
    const file = (async () => {
      const raw = await readFile(path);
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      return {
        type,
        hash: createHash('sha256').update(raw).digest('base64url').slice(0, 22),
        raw,
        encoded: isCompressible(type) ? await compressSmallest(raw) : {},
      };
    })();
    this.cache.set(path, { mtimeMs, size, file });
    file.catch(() => this.cache.delete(path));
    return file;
  }
}

/** A segment that names an entry of its folder: not empty, not '.' or '..', no separator or NUL inside. */
const isPlainSegment = (segment: string) =>
  segment !== '' && segment !== '.' && segment !== '..' && !/[/\\\0]/.test(segment);

const matches = (header: string | undefined, etag: string) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { message: 'Not found.' });
}
