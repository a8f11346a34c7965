import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { CLIPS, rutubeId } from '../../demo-pages/data/clips.ts';
import { ARTICLES } from '../../demo-pages/data/content.ts';
import { minifiedShopElementsCss, shopElementsCss } from '../../scripts/build/shop-elements-css.ts';
import { CAROUSEL_PRESETS, carouselPresetCss } from '../../shared/ui/carousel/carousel-presets.ts';
import { startStore } from './harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stand-in's JSON
type Json = any;

describe('the page stylesheet of dist/ lays out carousels before their script runs (docs/loading.md, "No layout shift")', () => {
  const dist = (file: string) => readFileSync(new URL(`../../dist/${file}`, import.meta.url), 'utf8');
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  it('the build writes dist/shop-elements.css from carouselPresetCss() and names it in preload.json', async () => {
    assert.equal((JSON.parse(dist('preload.json')) as { css?: string }).css, 'shop-elements.css');
    assert.equal(dist('shop-elements.css'), await minifiedShopElementsCss());
    assert.ok(shopElementsCss().startsWith(carouselPresetCss()));
    // every preset of docs/behaviour/constants.md, at the carousel's own width
    for (const name of Object.keys(CAROUSEL_PRESETS))
      if (name !== 'default') assert.match(dist('shop-elements.css'), new RegExp(`\\[name=${name}\\]`));
    assert.match(dist('shop-elements.css'), /@container shop-carousel \(min-width: ?400px\)/);
    assert.doesNotMatch(dist('shop-elements.css'), /@media/);
  });

  it("the store's pages link it before theme.css, which does not repeat it", async () => {
    const page = await (await fetch(`${store.url}/`)).text();
    const links = Array.from(page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g), (match) => match[1]);
    assert.deepEqual(links, ['/dist/shop-elements.css', '/assets/theme.css']);
    const css = await fetch(`${store.url}/dist/shop-elements.css`);
    assert.equal(css.headers.get('content-type'), 'text/css; charset=utf-8');
    const theme = readFileSync(new URL('../../demo-pages/public/theme.css', import.meta.url), 'utf8');
    assert.doesNotMatch(theme, /--shop-carousel-per-view/);
  });
});

describe("the store's generated media and the Rutube stand-in", () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  it('serves each sample clip as a small H.264 MP4, with byte ranges for the media player', async () => {
    for (const clip of CLIPS) {
      const response = await fetch(`${store.url}/media/shorts/${clip.n}.mp4`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'video/mp4');
      const bytes = Buffer.from(await response.arrayBuffer());
      assert.equal(bytes.subarray(4, 8).toString('latin1'), 'ftyp');
      assert.ok(bytes.includes(Buffer.from('avcC')), 'an H.264 track');
      assert.ok(bytes.length < 8 * 1024, `a few KB, not ${bytes.length} bytes`);
    }
    const part = await fetch(`${store.url}/media/shorts/1.mp4`, { headers: { Range: 'bytes=0-7' } });
    assert.equal(part.status, 206);
    assert.match(part.headers.get('content-range') ?? '', /^bytes 0-7\/\d+$/);
    assert.equal((await part.arrayBuffer()).byteLength, 8);
    assert.equal((await fetch(`${store.url}/media/shorts/99.mp4`)).status, 404);
  });

  it('serves the posters, banners, promo tiles, brands and article pictures as SVG', async () => {
    const paths = [
      '/media/shorts/1.svg',
      '/media/banners/1.svg',
      '/media/promos/1.svg',
      '/media/brands/tarkett.svg',
      `/media/articles/${ARTICLES[0]!.slug}-1.svg`,
    ];
    for (const path of paths) {
      const response = await fetch(store.url + path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'image/svg+xml', path);
      assert.match(await response.text(), /^<svg /, path);
    }
    assert.equal((await fetch(`${store.url}/media/articles/${ARTICLES[0]!.slug}-9.svg`)).status, 404);
  });

  it("the Rutube stand-in's embed page plays the clip and speaks the player's postMessage protocol", async () => {
    const clip = CLIPS[3]!;
    const response = await fetch(`${store.url}/stand-in/rutube/play/embed/${rutubeId(clip)}/`);
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.ok(page.includes(`src="/media/shorts/${clip.n}.mp4"`));
    // the protocol is in the page's script, a file of its own (the store's CSP runs no inline script)
    assert.ok(page.includes('<script type="module" src="/stand-in/rutube/player.js">'));
    const script = await (await fetch(`${store.url}/stand-in/rutube/player.js`)).text();
    for (const word of [
      "'player:play'",
      "'player:pause'",
      'player:ready',
      "state: 'completed'",
      'player:playComplete',
    ])
      assert.ok(script.includes(word), word);
    assert.equal((await fetch(`${store.url}/stand-in/rutube/play/embed/nothing/`)).status, 404);
    assert.equal((await fetch(`${store.url}/stand-in/rutube/video/${rutubeId(clip)}/`)).status, 200);
  });

  it('the geocoder stand-in answers in the Yandex Geocoder 1.x shape, and refuses a wrong key with 403', async () => {
    const ask = (query: Record<string, string>) =>
      fetch(
        `${store.url}/stand-in/geocoder/1.x/?${new URLSearchParams({ format: 'json', results: '1', ...query })}`,
      );
    const found = await ask({ apikey: 'demo-geocoder-key', geocode: 'Москва, Варшавское шоссе, 87' });
    assert.equal(found.status, 200);
    const collection = ((await found.json()) as Json).response.GeoObjectCollection;
    assert.equal(collection.metaDataProperty.GeocoderResponseMetaData.found, '1');
    assert.equal(collection.featureMember[0].GeoObject.Point.pos, '37.613353 55.650412');
    const none = await ask({ apikey: 'demo-geocoder-key', geocode: 'Москва, Несуществующая улица, 5' });
    assert.deepEqual(((await none.json()) as Json).response.GeoObjectCollection.featureMember, []);
    assert.equal((await ask({ apikey: 'wrong', geocode: 'Москва' })).status, 403);
  });
});
