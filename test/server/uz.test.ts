import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { generateCatalog } from '../../demo-pages/data/catalog.ts';
import { hasUzbek } from '../../demo-pages/server/pages/texts/phrasebook.ts';
import { formData, noDeliveryDetails, Shopper, startStore } from './harness.ts';

const CYRILLIC = /[А-Яа-яЁё]/;
const PAGES = join(import.meta.dirname, '../../demo-pages/server/pages');

describe('the uz locale of the reference store', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  it('every text a page says has its Uzbek in the phrasebooks (texts/)', () => {
    const missing: string[] = [];
    for (const file of readdirSync(PAGES).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(join(PAGES, file), 'utf8');
      for (const [, said] of source.matchAll(/say\(\s*'((?:[^'\\]|\\.)*)'/g)) {
        if (!hasUzbek(said!.replace(/\\'/g, "'"))) missing.push(`${file}: ${said}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('the uz catalogue is the same products, ids, slugs and prices, in Latin script', () => {
    const ru = generateCatalog();
    const uz = generateCatalog(undefined, 'uz');
    assert.equal(uz.products.length, ru.products.length);
    uz.products.forEach((product, index) => {
      const same = ru.products[index]!;
      assert.deepEqual(
        [product.id, product.slug, product.price, product.sku],
        [same.id, same.slug, same.price, same.sku],
      );
      assert.doesNotMatch(`${product.name} ${product.description} ${product.brand}`, CYRILLIC, product.name);
    });
    for (const category of uz.categories)
      assert.doesNotMatch(JSON.stringify(category), CYRILLIC, category.slug);
  });

  it("the listing's filters answer in uz on the uz path, with a listing url that keeps lang", async () => {
    const s = new Shopper(store.url);
    await s.get('/api/1/uz/cart');
    const { status, body } = await s.call(
      'POST',
      '/api/1/uz/catalog/get-filters',
      { category_id: 1, filters: [] },
      {
        headers: { Referer: `${store.url}/catalog/laminat?lang=uz` },
      },
    );
    assert.equal(status, 200);
    assert.doesNotMatch(JSON.stringify(body.filters), CYRILLIC);
    assert.equal(body.url, '/catalog/laminat?lang=uz');
  });

  it("a call without a language in its path reads Accept-Language: the account's field errors in uz", async () => {
    const s = new Shopper(store.url);
    await s.get('/api/1/uz/cart');
    const email = `uz${Date.now()}@example.uz`;
    const registered = await s.post(
      '/api/1/uz/auth/register',
      formData({
        first_name: 'Aziz',
        email,
        phone: '998901234567',
        password: 'secret123',
        password_confirmation: 'secret123',
      }),
    );
    assert.equal(registered.status, 200);
    assert.equal(registered.body.redirect_url, '/account?lang=uz');
    const profile = formData({ first_name: 'Aziz', email, phone: '99890' });
    const uz = await s.call('POST', '/api/auth/account/profile/update', profile, {
      headers: { 'Accept-Language': 'uz' },
    });
    assert.equal(uz.status, 422);
    assert.deepEqual(uz.body.errors, { phone: ['Telefon raqamini to‘liq kiriting.'] });
    const ru = await s.post(
      '/api/auth/account/profile/update',
      formData({ first_name: '', email, phone: '99890' }),
    );
    assert.deepEqual(ru.body.errors, { phone: ['Укажите номер телефона полностью.'] });
  });

  it('a uz order: payment_url, the bank stand-in and its way back keep lang, the order page is in uz', async () => {
    const s = new Shopper(store.url);
    await s.get('/api/1/uz/cart');
    const product = store.app.store.catalog.products.find(
      (p) => p.price !== null && p.stock > 0 && p.weight < 5,
    )!;
    await s.post('/api/1/uz/cart/item', { productId: product.id, quantity: 1 });
    const order = (payment_method: string) => ({
      name: 'Aziz Karimov',
      email: 'aziz@example.uz',
      phone: '998901234567',
      legal_type: 'individual',
      delivery_type: 'pickup',
      delivery_data: { address: 'Moskva', distance: 0, price: 250, response: [] },
      payment_method,
      payment_data: {},
      delivery_details: noDeliveryDetails(),
    });
    const card = await s.post('/api/1/uz/orders', order('tbank_card'));
    assert.equal(card.status, 200, JSON.stringify(card.body));
    assert.match(card.body.payment_url, /^\/stand-in\/bank\/\d+\?token=\w+&lang=uz$/);
    const bank = await s.get(card.body.payment_url);
    const cancel = /action="([^"]*cancel[^"]*)"/.exec(bank.text)![1]!.replace(/&amp;/g, '&');
    const back = await s.post(cancel);
    assert.equal(back.status, 303);
    const orderPage = back.headers.get('location')!;
    assert.match(orderPage, /^\/order\/\d+\?token=\w+&lang=uz$/);
    const page = await s.get(orderPage);
    assert.equal(page.status, 200);
    assert.match(page.text, /Buyurtma № \d+/);
    const visible = page.text.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ');
    assert.doesNotMatch(visible, CYRILLIC);
  });

  it('a uz page links inside the store with lang=uz and its 404 page is in uz', async () => {
    const s = new Shopper(store.url);
    const page = await s.get('/catalog/laminat?lang=uz');
    const links = [...page.text.matchAll(/href="(\/[^"]*)"/g)].map(([, href]) => href!);
    const inside = links.filter((href) => !/^\/(assets|dist|img|media)\//.test(href));
    assert.ok(inside.length > 20);
    assert.deepEqual(
      inside.filter((href) => !/[?&]lang=uz/.test(href.replace(/&amp;/g, '&'))),
      [],
    );
    const missing = await s.get('/product/no-such-product?lang=uz');
    assert.equal(missing.status, 404);
    assert.match(missing.text, /Sahifa topilmadi/);
    assert.doesNotMatch(missing.text, CYRILLIC);
  });
});
