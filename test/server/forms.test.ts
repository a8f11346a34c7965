import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  issueCaptchaToken,
  verifyCaptchaToken,
  CAPTCHA_TOKEN_LIFETIME_MS,
} from '../../demo-pages/server/store/captcha.ts';
import type { EnquiryType } from '../../shared/contract/forms.ts';
import { ENQUIRY_FORMS } from '../../demo-pages/server/form-fields.ts';
import { Shopper, startStore } from './harness.ts';

const TOKEN = 'y-smart-captcha-response';

describe('the reference enquiry API (docs/behaviour/calls.md enquiry forms, docs/behaviour/validation.md)', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  const productId = () => store.app.store.catalog.products[0]!.id;

  async function shopper(): Promise<Shopper> {
    const s = new Shopper(store.url);
    await s.get('/api/1/ru/cart');
    return s;
  }

  /** A token as the stand-in script gets it after 'Я не робот' is ticked. */
  async function captchaToken(s: Shopper): Promise<string> {
    const { status, body } = await s.post('/stand-in/captcha/token');
    assert.equal(status, 200);
    assert.ok(body.expiresIn > 0 && body.expiresIn <= 5 * 60 * 1000);
    return body.token as string;
  }

  /** A filled form for every field of the type, as the shopper would send it. */
  function filled(type: EnquiryType, token: string | null): FormData {
    const data = new FormData();
    const def = ENQUIRY_FORMS[type];
    if (def.product && type !== 'product-review') data.set('product_id', String(productId()));
    if (type === 'product-review') data.set('productId', String(productId()));
    for (const field of def.fields) {
      const value =
        field.type === 'tel'
          ? '+7 (916) 123 45 67'
          : field.type === 'email'
            ? 'ivan@example.ru'
            : field.type === 'url'
              ? 'https://example.ru/product/1'
              : field.type === 'number'
                ? '3'
                : field.type === 'select'
                  ? field.options![0]![0]
                  : field.type === 'checkbox'
                    ? '1'
                    : `Поле ${field.name}`;
      data.set(field.name, value);
    }
    if (token !== null) data.set(TOKEN, token);
    return data;
  }

  /** The docs/behaviour/calls.md enquiry table, written out here so the store is checked against the docs, not against itself. */
  const SPEC_PATHS: Record<EnquiryType, string> = {
    feedback: 'forms/feedback/store',
    available: 'forms/product/availability',
    cheaper: 'forms/product/cheaper',
    bargain: 'forms/product/bargain',
    'call-me': 'forms/call-me',
    'quick-order': 'forms/product/quick-order',
    credit: 'forms/product/credit',
    'calculate-installment': 'forms/calculate-installment',
    'calculate-work': 'forms/calculate-installment-work',
    projecting: 'forms/projecting-request',
    partners: 'forms/partners/store',
    'product-review': 'products/{productId}/review',
  };
  const pathOf = (type: EnquiryType) =>
    `/api/1/ru/${SPEC_PATHS[type].replace('{productId}', String(productId()))}`;

  for (const type of Object.keys(ENQUIRY_FORMS) as EnquiryType[]) {
    it(`${type}: POST ${SPEC_PATHS[type]} with a valid token answers {success: true} and lands in the inbox`, async () => {
      const s = await shopper();
      const data = filled(type, await captchaToken(s));
      const { status, body } = await s.post(pathOf(type), data);
      assert.equal(status, 200, JSON.stringify(body));
      assert.deepEqual(body, { success: true });
      const inbox = await s.get('/demo/inbox');
      const first = /<li class="inbox__item" data-form="([^"]+)"/.exec(inbox.text);
      assert.equal(first?.[1], type, 'the newest submission comes first');
    });
  }

  it('the stored submission keeps what was typed and drops the captcha token', async () => {
    const s = await shopper();
    const token = await captchaToken(s);
    await s.post(pathOf('feedback'), filled('feedback', token));
    const row = store.app.store.db.get<{ data: string }>(
      'SELECT data FROM submissions ORDER BY id DESC LIMIT 1',
    )!;
    const data = JSON.parse(row.data);
    assert.equal(data.name, 'Поле name');
    assert.equal(data.phone, '+7 (916) 123 45 67');
    assert.equal(data[TOKEN], undefined);
  });

  it('a missing token fails with a field error on y-smart-captcha-response, and nothing is stored', async () => {
    const s = await shopper();
    const before = store.app.store.db.all('SELECT id FROM submissions').length;
    const { status, body } = await s.post(pathOf('call-me'), filled('call-me', null));
    assert.equal(status, 422);
    assert.equal(body.success, false);
    assert.ok(body.errors[TOKEN]);
    assert.equal(store.app.store.db.all('SELECT id FROM submissions').length, before);
  });

  it('a token the stand-in did not issue fails', async () => {
    const s = await shopper();
    const { status, body } = await s.post(pathOf('call-me'), filled('call-me', 'forged-token'));
    assert.equal(status, 422);
    assert.ok(body.errors[TOKEN]);
  });

  it('a token works once', async () => {
    const s = await shopper();
    const token = await captchaToken(s);
    assert.equal((await s.post(pathOf('call-me'), filled('call-me', token))).status, 200);
    const again = await s.post(pathOf('call-me'), filled('call-me', token));
    assert.equal(again.status, 422);
    assert.ok(again.body.errors[TOKEN]);
  });

  it('an expired token fails (tokens live 5 minutes)', () => {
    const { token } = issueCaptchaToken(store.app.store, Date.now() - CAPTCHA_TOKEN_LIFETIME_MS - 1);
    assert.equal(verifyCaptchaToken(store.app.store, token), false);
    const fresh = issueCaptchaToken(store.app.store).token;
    assert.equal(
      verifyCaptchaToken(store.app.store, fresh, Date.now() + CAPTCHA_TOKEN_LIFETIME_MS + 1),
      false,
    );
    const valid = issueCaptchaToken(store.app.store).token;
    assert.equal(verifyCaptchaToken(store.app.store, valid), true);
    assert.equal(verifyCaptchaToken(store.app.store, valid), false, 'spent');
    assert.equal(verifyCaptchaToken(store.app.store, 42), false);
  });

  it('a wrong field answers a field-error body and spends the token', async () => {
    const s = await shopper();
    const token = await captchaToken(s);
    const data = filled('feedback', token);
    data.set('phone', '+7 (916) 12');
    data.set('email', 'not-an-email');
    data.delete('name');
    const { status, body } = await s.post(pathOf('feedback'), data);
    assert.equal(status, 422);
    assert.deepEqual(Object.keys(body.errors).sort(), ['email', 'name', 'phone']);
    assert.equal(verifyCaptchaToken(store.app.store, token), false);
  });

  it('a product form for an unknown product answers a field error on product_id', async () => {
    const s = await shopper();
    const data = filled('cheaper', await captchaToken(s));
    data.set('product_id', '99999999');
    const { status, body } = await s.post(pathOf('cheaper'), data);
    assert.equal(status, 422);
    assert.ok(body.errors.product_id);
  });

  it('the review of an unknown product is 404', async () => {
    const s = await shopper();
    const { status } = await s.post(
      '/api/1/ru/products/99999999/review',
      filled('product-review', await captchaToken(s)),
    );
    assert.equal(status, 404);
  });

  it('form posts need the X-XSRF-TOKEN header like every write', async () => {
    const s = await shopper();
    const { status } = await s.post(pathOf('call-me'), filled('call-me', await captchaToken(s)), {
      xsrf: false,
    });
    assert.equal(status, 419);
  });

  it('the installation request (banner form) takes multipart data with the token', async () => {
    const s = await shopper();
    const data = new FormData();
    data.set('installment_type', 'floor');
    data.set('square', '25');
    data.set('name', 'Иван');
    data.set('email', 'ivan@example.ru');
    data.set('phone', '+7 (916) 123 45 67');
    data.set(TOKEN, await captchaToken(s));
    const { status, body } = await s.post('/api/1/ru/forms/montazh', data);
    assert.equal(status, 200);
    assert.deepEqual(body, { success: true });
    data.set(TOKEN, 'forged');
    assert.equal((await s.post('/api/1/ru/forms/montazh', data)).status, 422);
  });

  it('the stand-in captcha script is served with the SmartCaptcha API', async () => {
    const s = new Shopper(store.url);
    const { status, text, headers } = await s.get('/stand-in/captcha.js');
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /javascript/);
    for (const method of ['render', 'getResponse', 'execute', 'reset', 'destroy', 'subscribe'])
      assert.match(text, new RegExp(`${method}: function`));
  });

  it('the demo form markup has the fields, the captcha container and a submit button', async () => {
    const s = new Shopper(store.url);
    const { status, text } = await s.get(`/demo/form-markup/cheaper?productId=${productId()}`);
    assert.equal(status, 200);
    assert.match(text, /<shop-form type="cheaper" goal="cheaper"/);
    assert.match(text, /data-captcha/);
    assert.match(text, new RegExp(`name="product_id"\\s+value="${productId()}"`));
    assert.match(text, /type="submit"/);
    assert.equal((await s.get('/demo/form-markup/unknown')).status, 404);
  });
});
