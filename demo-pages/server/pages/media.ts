import { CLIPS, clipMp4, clipPosterSvg } from '../../data/clips.ts';
import {
  ARTICLES,
  BANNERS,
  PROMOS,
  articlePictureSvg,
  bannerSvg,
  brandSlug,
  brandSvg,
  brandsOf,
  promoSvg,
} from '../../data/content.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { HttpError } from '../http.ts';

/**
 * Sends a generated file, honouring a single `Range: bytes=…` (the browser's media player asks for one),
 * cacheable for a day.
 */
export function sendBytes(ctx: StoreCtx, type: string, body: Buffer | string): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(ctx.req.headers.range ?? ''));
  const headers = {
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=86400',
  };
  let status = 200;
  let part = bytes;
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, bytes.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
    if (start > end || start >= bytes.length) {
      ctx.res.writeHead(416, { 'Content-Range': `bytes */${bytes.length}` });
      ctx.res.end();
      return;
    }
    status = 206;
    part = bytes.subarray(start, end + 1);
    Object.assign(headers, { 'Content-Range': `bytes ${start}-${end}/${bytes.length}` });
  }
  ctx.res.writeHead(status, { ...headers, 'Content-Length': part.length });
  ctx.res.end(ctx.req.method === 'HEAD' ? undefined : part);
}

const SVG = 'image/svg+xml';
const notFound = () => new HttpError(404, 'Not found.');

/** The store's generated media: short clips and their posters, banners, promo tiles, brands, article pictures. */
export function mediaRoutes(router: StoreRouter): void {
  router.get('/media/shorts/:file', (ctx) => {
    const [, n, extension] = /^(\d+)\.(mp4|svg)$/.exec(ctx.params.file ?? '') ?? [];
    const clip = CLIPS.find((candidate) => String(candidate.n) === n);
    if (!clip) throw notFound();
    if (extension === 'mp4') sendBytes(ctx, 'video/mp4', clipMp4(clip));
    else sendBytes(ctx, SVG, clipPosterSvg(clip));
  });
  router.get('/media/banners/:file', (ctx) => {
    const banner = BANNERS.find((candidate) => `${candidate.n}.svg` === ctx.params.file);
    if (!banner) throw notFound();
    sendBytes(ctx, SVG, bannerSvg(banner));
  });
  router.get('/media/promos/:file', (ctx) => {
    const promo = PROMOS.find((candidate) => `${candidate.n}.svg` === ctx.params.file);
    if (!promo) throw notFound();
    sendBytes(ctx, SVG, promoSvg(promo));
  });
  router.get('/media/brands/:file', (ctx) => {
    const brand = brandsOf(ctx.state.store.catalog).find(
      (name) => `${brandSlug(name)}.svg` === ctx.params.file,
    );
    if (!brand) throw notFound();
    sendBytes(ctx, SVG, brandSvg(brand));
  });
  router.get('/media/articles/:file', (ctx) => {
    const [, slug, k] = /^([a-z0-9-]+)-(\d+)\.svg$/.exec(ctx.params.file ?? '') ?? [];
    const article = ARTICLES.find((candidate) => candidate.slug === slug);
    if (!article || !k || Number(k) < 1 || Number(k) > article.sections.length) throw notFound();
    sendBytes(ctx, SVG, articlePictureSvg(article, Number(k)));
  });
}
