import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Product } from '../../demo-pages/data/catalog.ts';
import { stem } from '../../demo-pages/server/search.ts';
import { Shopper, startStore } from './harness.ts';

describe('the reference catalogue API (docs/behaviour/data.md, docs/behaviour/calls.md catalogue)', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let shopper: Shopper;
  before(async () => {
    store = await startStore();
    shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
  });
  after(() => store.stop());

  const catalog = () => store.app.store.catalog;
  const laminat = () => catalog().categoryBySlug.get('laminat')!;
  const products = () => catalog().productsOf(laminat().id);
  const getFilters = (filters: unknown[]) =>
    shopper.post('/api/1/ru/catalog/get-filters', { category_id: laminat().id, filters });
  type Item = { id: string; count: number };
  type RawFilter = { id?: number; type: string; from?: number; to?: number; items?: Item[] };
  const find = (filters: RawFilter[], key: string) => filters.find((f) => String(f.id ?? f.type) === key)!;
  const count = (filters: RawFilter[], key: string, id: string) =>
    find(filters, key).items!.find((item) => item.id === id)!.count;

  it('without filters: every option counts the whole category, ranges span it, total and url of the category', async () => {
    const { status, body } = await getFilters([]);
    assert.equal(status, 200);
    assert.equal(body.total, products().length);
    assert.equal(body.url, '/catalog/laminat');
    const egger = products().filter((p) => p.brand === 'Egger').length;
    assert.equal(count(body.filters, 'manufacturers', 'Egger'), egger);
    assert.equal(count(body.filters, 'in_stock', '1'), products().filter((p) => p.stock > 0).length);
    const prices = products().flatMap((p) => (p.price === null ? [] : [p.price]));
    assert.equal(find(body.filters, 'price').from, Math.min(...prices));
    assert.equal(find(body.filters, 'price').to, Math.max(...prices));
  });

  it('an option counts the products matching every active filter except its own (multi-select facets)', async () => {
    const range = { from: 1000, to: 2500 };
    const { body } = await getFilters([
      { field: 'manufacturers', value: ['Egger', 'Tarkett'] },
      { field: 'price', value: range },
    ]);
    const inPrice = (p: Product) => p.price !== null && p.price >= range.from && p.price <= range.to;
    const brandOk = (p: Product) => ['Egger', 'Tarkett'].includes(p.brand);
    // brand options ignore the brand filter, keep the price filter
    for (const brand of laminat().brands)
      assert.equal(
        count(body.filters, 'manufacturers', brand),
        products().filter((p) => p.brand === brand && inPrice(p)).length,
        brand,
      );
    // other options count within both filters
    assert.equal(
      count(body.filters, 'in_stock', '1'),
      products().filter((p) => p.stock > 0 && inPrice(p) && brandOk(p)).length,
    );
    const matching = products().filter((p) => inPrice(p) && brandOk(p));
    assert.equal(body.total, matching.length);
    // the price range reports the from/to of the set matching every other filter
    const brandPrices = products()
      .filter(brandOk)
      .flatMap((p) => (p.price === null ? [] : [p.price]));
    assert.equal(find(body.filters, 'price').from, Math.min(...brandPrices));
    assert.equal(find(body.filters, 'price').to, Math.max(...brandPrices));
    assert.equal(
      body.url,
      '/catalog/laminat?price_from=1000&price_to=2500&manufacturers=Egger&manufacturers=Tarkett',
    );
  });

  it('attributes: a variants attribute by value, a range attribute by {from, to}', async () => {
    const [wear, thickness] = laminat().attributes;
    const { body } = await getFilters([
      {
        field: 'attributes',
        value: [
          { attribute_id: wear!.id, value: ['32'] },
          { attribute_id: thickness!.id, value: { from: 8, to: 12 } },
        ],
      },
    ]);
    const expected = products().filter(
      (p) =>
        p.attributes[wear!.id] === '32' &&
        Number(p.attributes[thickness!.id]) >= 8 &&
        Number(p.attributes[thickness!.id]) <= 12,
    );
    assert.equal(body.total, expected.length);
    assert.match(body.url, new RegExp(`a${wear!.id}=32`));
    assert.match(body.url, new RegExp(`a${thickness!.id}_from=8&a${thickness!.id}_to=12`));
  });

  it('a full-span range counts as not set', async () => {
    const { body } = await getFilters([]);
    const price = find(body.filters, 'price');
    const again = await getFilters([{ field: 'price', value: { from: price.from, to: price.to } }]);
    assert.equal(again.body.total, products().length);
    assert.equal(again.body.url, '/catalog/laminat');
  });

  it('an unknown category or a malformed applied set is refused with 422', async () => {
    assert.equal(
      (await shopper.post('/api/1/ru/catalog/get-filters', { category_id: 999, filters: [] })).status,
      422,
    );
    assert.equal(
      (await shopper.post('/api/1/ru/catalog/get-filters', { category_id: laminat().id, filters: 'x' }))
        .status,
      422,
    );
  });

  it('search: names match whatever the Russian word ending, case-insensitively', async () => {
    const forms = ['ламинат', 'Ламината', 'ЛАМИНАТОМ'];
    for (const query of forms) {
      const { body } = await shopper.post('/api/1/ru/catalog/products/search', { query });
      assert.equal(body.error, null);
      assert.equal(body.data.length, products().length, query);
    }
    assert.equal(stem('смесителя'), stem('смеситель'));
    assert.equal(stem('двери'), stem('дверью'));
    const { body } = await shopper.post('/api/1/ru/catalog/products/search', { query: 'смесителей grohe' });
    assert.ok(body.data.length > 0);
    for (const result of body.data) assert.match(result.title, /^Смеситель Grohe/);
  });

  it('search: SKUs by prefix, results in the shape of docs/behaviour/data.md', async () => {
    const product = products()[3]!;
    const { body } = await shopper.get(
      `/api/1/ru/catalog/products/search?query=${encodeURIComponent(product.sku.slice(0, 8).toLowerCase())}`,
    );
    assert.ok(body.data.length >= 1 && body.data.length <= 8);
    for (const result of body.data) assert.ok(result.sku.startsWith(product.sku.slice(0, 8)));
    const exact = await shopper.get(`/api/1/ru/catalog/products/search?query=${product.sku}`);
    assert.deepEqual(exact.body.data, [
      {
        id: product.id,
        title: product.name,
        image: { url: `/img/p/${product.id}/0.svg` },
        url: `/product/${product.slug}`,
        sku: product.sku,
        price: product.price,
        oldPrice: product.oldPrice,
      },
    ]);
    const none = await shopper.get('/api/1/ru/catalog/products/search?query=zzzz');
    assert.deepEqual(none.body, { data: [], error: null });
  });
});

describe('category listings render from the URL', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let shopper: Shopper;
  before(async () => {
    store = await startStore();
    shopper = new Shopper(store.url);
  });
  after(() => store.stop());
  const products = () =>
    store.app.store.catalog.productsOf(store.app.store.catalog.categoryBySlug.get('laminat')!.id);
  const cardIds = (text: string) =>
    [...text.matchAll(/class="card" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
  const filterData = (text: string) =>
    JSON.parse(/<shop-filters[^>]*>\s*<script type="application\/json">([\s\S]*?)<\/script>/.exec(text)![1]!);

  it('filters, chips data and filter definitions: the same as after filtering in place', async () => {
    const { status, text } = await shopper.get(
      '/catalog/laminat?manufacturers=Egger&price_from=1000&price_to=2500',
    );
    assert.equal(status, 200);
    const expected = products().filter(
      (p) => p.brand === 'Egger' && p.price !== null && p.price >= 1000 && p.price <= 2500,
    );
    assert.deepEqual(
      cardIds(text).sort((a, b) => a - b),
      expected.map((p) => p.id).slice(0, 48),
    );
    const data = filterData(text);
    assert.deepEqual(data.applied, [
      { field: 'manufacturers', value: ['Egger'] },
      { field: 'price', value: { from: 1000, to: 2500 } },
    ]);
    assert.equal(data.total, expected.length);
    const api = await shopper.post('/api/1/ru/catalog/get-filters', {
      category_id: store.app.store.catalog.categoryBySlug.get('laminat')!.id,
      filters: data.applied,
    });
    assert.deepEqual(data.filters, api.body.filters);
    assert.equal(data.url, api.body.url);
  });

  it("a shopper gets 48 cards a page, whatever ?cards asks; only the bench's store serves a longer listing", async () => {
    assert.equal(cardIds((await shopper.get('/catalog/laminat?cards=480')).text).length, 48);
    const bench = await startStore({ benchListing: true });
    try {
      const long = cardIds((await new Shopper(bench.url).get('/catalog/laminat?cards=480')).text);
      assert.equal(long.length, 480);
      assert.deepEqual(long.slice(0, 48), cardIds((await shopper.get('/catalog/laminat')).text));
    } finally {
      await bench.stop();
    }
  });

  it('sorts: price up (request-price last) and down, rating, name, new', async () => {
    const priceOf = (id: number) => products().find((p) => p.id === id)!;
    const ids = async (query: string) =>
      cardIds((await shopper.get(`/catalog/laminat?${query}`)).text).map(priceOf);
    const up = await ids('sort=price&order=asc');
    for (let i = 1; i < up.length; i++) assert.ok(up[i - 1]!.price! <= up[i]!.price!);
    const down = await ids('sort=price_desc&order=asc');
    for (let i = 1; i < down.length; i++) assert.ok(down[i - 1]!.price! >= down[i]!.price!);
    const rating = await ids('sort=rating&order=desc');
    for (let i = 1; i < rating.length; i++) assert.ok(rating[i - 1]!.rating >= rating[i]!.rating);
    const name = await ids('sort=name&order=asc');
    for (let i = 1; i < name.length; i++)
      assert.ok(name[i - 1]!.name.localeCompare(name[i]!.name, 'ru') <= 0);
    const fresh = await ids('sort=new&order=asc');
    for (let i = 1; i < fresh.length; i++) assert.ok(fresh[i - 1]!.createdAt >= fresh[i]!.createdAt);
    const page = await shopper.get('/catalog/laminat?sort=rating&order=desc');
    assert.match(page.text, /<option value="rating" selected>/);
  });

  it('pagination keeps the filters and the sort', async () => {
    const { text } = await shopper.get('/catalog/laminat?in_stock=1&sort=price&order=asc');
    assert.match(text, /href="\/catalog\/laminat\?in_stock=1&amp;sort=price&amp;order=asc&amp;page=2"/);
    const second = await shopper.get('/catalog/laminat?in_stock=1&sort=price&order=asc&page=2');
    const inStock = products().filter((p) => p.stock > 0);
    assert.equal(cardIds(second.text).length, Math.min(48, inStock.length - 48));
  });

  it('each shopper’s cards show their own compare and favourites, as they change, in ru and uz', async () => {
    const [first, second] = products();
    const toggles = (text: string, id: number) => {
      const card = text.split(`class="card" data-product-id="${id}"`)[1]!.split('</article>')[0]!;
      return {
        compare: /<shop-compare-toggle[^>]* active/.test(card),
        favorite: /<shop-favorite-toggle[^>]* active/.test(card),
      };
    };
    const other = new Shopper(store.url);
    await other.get('/catalog/laminat');
    const own = new Shopper(store.url);
    await own.get('/catalog/laminat');
    await own.get(`/api/v1/compare/product/${first!.id}/push`);
    await own.get(`/api/v1/favorites/product/${second!.id}/push`);
    for (const lang of ['', '?lang=uz']) {
      const mine = (await own.get(`/catalog/laminat${lang}`)).text;
      assert.deepEqual(toggles(mine, first!.id), { compare: true, favorite: false }, lang);
      assert.deepEqual(toggles(mine, second!.id), { compare: false, favorite: true }, lang);
      assert.deepEqual(toggles((await other.get(`/catalog/laminat${lang}`)).text, first!.id), {
        compare: false,
        favorite: false,
      });
    }
    assert.match((await own.get('/catalog/laminat?lang=uz')).text, /href="\/product\/[^"]+\?lang=uz"/);
    await own.get(`/api/v1/compare/product/${first!.id}/remove`);
    const after = (await own.get('/catalog/laminat')).text;
    assert.deepEqual(toggles(after, first!.id), { compare: false, favorite: false });
    assert.doesNotMatch(after, /href="\/product\/[^"]+\?lang=uz"/);
  });

  it('the search results page and the stores page (at least 20 stores with name, address, metro, hours, phone)', async () => {
    const search = await shopper.get('/search?q=ламината');
    assert.equal(cardIds(search.text).length, 48);
    const stores = await shopper.get('/stores');
    assert.equal(stores.status, 200);
    const count = [...stores.text.matchAll(/class="store"/g)].length;
    assert.ok(count >= 20, `${count} stores`);
    assert.match(stores.text, /<shop-store-list>/);
    assert.match(stores.text, /м\. Юго-Западная/);
  });
});
