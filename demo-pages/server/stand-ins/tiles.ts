import { deflateSync } from 'node:zlib';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { sendJson } from '../http.ts';

/**
 * The map-tile stand-in: `/stand-in/tiles/{z}/{x}/{y}.png`, a 256×256 PNG with a light background and a
 * grid, made with node:zlib, so the maps work with no outside network.
 */

const SIZE = 256;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGB PNG; `pixel(x, y)` gives [r, g, b]. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let tile: Buffer | undefined;

/** One tile serves every address: the background colour, a fine grid every 32 px, the tile edge a bit darker. */
function standInTile(): Buffer {
  return (tile ??= encodePng(SIZE, SIZE, (x, y) => {
    if (x === 0 || y === 0) return [214, 210, 200];
    if (x % 32 === 0 || y % 32 === 0) return [229, 226, 218];
    return [242, 239, 233];
  }));
}

export function tileRoutes(router: StoreRouter): void {
  router.get('/stand-in/tiles/:z/:x/:y', (ctx: StoreCtx) => {
    const z = Number(ctx.params.z);
    const x = Number(ctx.params.x);
    const y = Number((ctx.params.y ?? '').replace(/\.png$/, ''));
    const valid =
      ctx.params.y?.endsWith('.png') &&
      [z, x, y].every(Number.isInteger) &&
      z >= 0 &&
      z <= 20 &&
      x >= 0 &&
      y >= 0 &&
      x < 2 ** z &&
      y < 2 ** z;
    if (!valid) {
      sendJson(ctx.res, 404, { message: 'Not found.' });
      return;
    }
    const png = standInTile();
    ctx.res.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': png.length,
      'Cache-Control': 'public, max-age=86400',
    });
    ctx.res.end(ctx.req.method === 'HEAD' ? undefined : png);
  });
}
