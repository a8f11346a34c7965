import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/shop-add-to-cart/shop-add-to-cart.ts';
import '../../elements/shop-compare-toggle/shop-compare-toggle.ts';
import '../../elements/shop-form/shop-form.ts';
import { getConfig } from '../../shared/config.ts';
import { FORM_TYPES } from '../../elements/shop-form/form-types.ts';
import { fetchCart } from '../../shared/api/cart.ts';
import type { ToastDetail } from '../../shared/events.ts';
import { captureConsole } from '../helpers/console.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  record,
  serverCart,
  setPageConfig,
  until,
} from '../helpers/page.ts';
import { press } from '../helpers/pointer.ts';

/**
 * The author's mistakes, named (docs/errors.md): each cause is one console error with its code, the element, what
 * was found and what was expected, and the code's entry; the shopper meets no dead control, but the generic error.
 */
const PRODUCT = 5;
const PAGE = 'See @shop-elements/elements/docs/errors.md';
const GENERIC = { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' };

describe('named errors for authors (docs/errors.md)', () => {
  let toasts: ReturnType<typeof record<ToastDetail>>;
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
    toasts = record<ToastDetail>('shop-toast');
  });
  afterEach(() => {
    toasts.stop();
    cleanup();
  });

  const buttons = async (markup: string) => {
    const page = mount(markup);
    const hosts = [...page.querySelectorAll<HTMLElement>('shop-add-to-cart')];
    for (const host of hosts) await ready(host);
    return hosts.map((host) => host.querySelector('button')!);
  };

  it('SHOP_MISSING_PRODUCT_ID: buttons without product-id print one error for the page, and each click shows the generic error', async () => {
    const logged = captureConsole();
    const [first, second] = await buttons(
      '<shop-add-to-cart><button type="button">В корзину</button></shop-add-to-cart>'.repeat(2),
    );
    await press(first!);
    await press(second!);
    await press(first!);
    await until(() => toasts.events.length === 3, 'three toasts');
    expect(toasts.events).to.deep.equal([GENERIC, GENERIC, GENERIC]);
    await until(() => logged.errors.length > 0, 'the error');
    expect(logged.errors).to.deep.equal([
      `[shop-elements] SHOP_MISSING_PRODUCT_ID <shop-add-to-cart>: found no product-id; expected product-id="42", the id of a product of the store (a whole number above 0). ${PAGE}#shop_missing_product_id`,
    ]);
    expect((await serverCart()).items).to.deep.equal([]);
  });

  it('SHOP_INVALID_PRODUCT_ID: product-id="abc" is named as found, and the click shows the generic error', async () => {
    const logged = captureConsole();
    const [button] = await buttons(
      '<shop-add-to-cart product-id="abc"><button type="button">В корзину</button></shop-add-to-cart>',
    );
    await until(() => logged.errors.length > 0, 'the error');
    await press(button!);
    await until(() => toasts.events.length === 1, 'the toast');
    expect(toasts.events).to.deep.equal([GENERIC]);
    expect(logged.errors).to.deep.equal([
      `[shop-elements] SHOP_INVALID_PRODUCT_ID <shop-add-to-cart product-id="abc">: found product-id="abc"; expected product-id="42", the id of a product of the store (a whole number above 0). ${PAGE}#shop_invalid_product_id`,
    ]);
  });

  it('SHOP_NO_BUTTON: an add to cart with no button in it is named once and is the button itself: a click on its text, Enter and Space each add the product', async () => {
    const logged = captureConsole();
    const page = mount(
      `<shop-add-to-cart product-id="${PRODUCT}"><span class="btn">В корзину</span></shop-add-to-cart>`,
    );
    const host = await ready(page.querySelector<HTMLElement>('shop-add-to-cart'));
    await until(() => host.getAttribute('role') === 'button', 'the element as the button');
    expect(host.tabIndex).to.equal(0);
    const added = async (count: number) =>
      until(() => toasts.events.length === count && !host.hasAttribute('busy'), `add ${count}`);
    await press(host.querySelector('span')!);
    await added(1);
    host.focus();
    await sendKeys({ press: 'Enter' });
    await added(2);
    await sendKeys({ press: 'Space' });
    await added(3);
    expect(toasts.events.map((toast) => toast.kind)).to.deep.equal(['success', 'success', 'success']);
    expect((await serverCart()).items.map((line) => [line.productId, line.quantity])).to.deep.equal([
      [PRODUCT, 3],
    ]);
    expect(logged.errors).to.deep.equal([
      `[shop-elements] SHOP_NO_BUTTON <shop-add-to-cart product-id="${PRODUCT}" role="button" tabindex="0">: found no button in it; expected <button type="button">В корзину</button> (or a link). Until then the element itself is the button: a click anywhere on it adds the product, and it takes the keyboard focus. ${PAGE}#shop_no_button`,
    ]);
  });

  it('SHOP_NO_BUTTON is not said of a button a framework appends after the element, nor of <input type="button">, which adds the product', async () => {
    const logged = captureConsole();
    const page = mount('');
    const late = document.createElement('shop-add-to-cart');
    late.setAttribute('product-id', String(PRODUCT));
    page.append(late); // connected first, its button appended after, as Angular's renderer does
    late.append(
      Object.assign(document.createElement('button'), { type: 'button', textContent: 'В корзину' }),
    );
    page.insertAdjacentHTML(
      'beforeend',
      `<shop-add-to-cart product-id="${PRODUCT}"><input type="button" value="В корзину"></shop-add-to-cart>`,
    );
    const hosts = [...page.querySelectorAll<HTMLElement>('shop-add-to-cart')];
    for (const host of hosts) await ready(host);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await press(page.querySelector('input')!);
    await until(() => toasts.events.length === 1, 'added');
    expect(toasts.events[0]!.kind).to.equal('success');
    expect(hosts.map((host) => host.getAttribute('role'))).to.deep.equal([null, null]);
    expect(logged.errors).to.deep.equal([]);
  });

  it('SHOP_INVALID_PRODUCT_ID: an id longer than a number holds exactly is named, and never sent as another number', async () => {
    const logged = captureConsole();
    const sent = sinon.spy(window, 'fetch');
    try {
      const [button] = await buttons(
        '<shop-add-to-cart product-id="99999999999999999999"><button type="button">В корзину</button></shop-add-to-cart>',
      );
      await press(button!);
      await until(() => toasts.events.length === 1, 'the toast');
      expect(toasts.events).to.deep.equal([GENERIC]);
      expect(sent.getCalls().filter((call) => String(call.args[0]).includes('/cart/item'))).to.have.length(0);
    } finally {
      sent.restore();
    }
    await until(() => logged.errors.length > 0, 'the error');
    expect(logged.errors[0]).to.match(
      /^\[shop-elements\] SHOP_INVALID_PRODUCT_ID .*found product-id="99999999999999999999"/,
    );
  });

  it('productid, the attribute React 19 writes for productId={5} before the tag is defined, is read as product-id', async () => {
    const logged = captureConsole();
    const updates = record('shop-cart-update');
    const [button] = await buttons(
      `<shop-add-to-cart productid="${PRODUCT}"><button type="button">В корзину</button></shop-add-to-cart>`,
    );
    await press(button!);
    await until(() => updates.events.length === 1, 'the cart update');
    updates.stop();
    expect((await serverCart()).items.map((line) => line.productId)).to.deep.equal([PRODUCT]);
    expect(logged.errors).to.deep.equal([]);
  });

  it('SHOP_UNKNOWN_ATTRIBUTE: a near miss (product-idd) is named with the attribute meant', async () => {
    const logged = captureConsole();
    await buttons(
      `<shop-add-to-cart product-idd="${PRODUCT}"><button type="button">В корзину</button></shop-add-to-cart>`,
    );
    await until(() => logged.errors.length === 2, 'the errors');
    expect(logged.errors.sort()).to.deep.equal([
      `[shop-elements] SHOP_MISSING_PRODUCT_ID <shop-add-to-cart product-idd="5">: found no product-id; expected product-id="42", the id of a product of the store (a whole number above 0). ${PAGE}#shop_missing_product_id`,
      `[shop-elements] SHOP_UNKNOWN_ATTRIBUTE <shop-add-to-cart product-idd="5">: found the attribute product-idd, which the element does not read; expected product-id (did you mean product-id?). ${PAGE}#shop_unknown_attribute`,
    ]);
  });

  it("SHOP_WRONG_PROPERTY: el['product-id'] = 5 (Vue's :product-id.prop) is named with the property meant, and the click shows the generic error", async () => {
    const logged = captureConsole();
    const page = mount('');
    const host = document.createElement('shop-compare-toggle');
    (host as unknown as Record<string, unknown>)['product-id'] = PRODUCT;
    host.innerHTML = '<button type="button" aria-pressed="false">Сравнить</button>';
    page.append(host);
    await ready(host);
    await until(() => logged.errors.length === 2, 'the errors');
    await press(host.querySelector('button')!);
    await until(() => toasts.events.length === 1, 'the toast');
    expect(toasts.events).to.deep.equal([GENERIC]);
    expect(logged.errors.sort()).to.deep.equal([
      `[shop-elements] SHOP_MISSING_PRODUCT_ID <shop-compare-toggle>: found no product-id; expected product-id="42", the id of a product of the store (a whole number above 0). ${PAGE}#shop_missing_product_id`,
      `[shop-elements] SHOP_WRONG_PROPERTY <shop-compare-toggle>: found the property "product-id", which the element does not read; expected productId (did you mean productId? el.productId = …, Vue's :productId.prop, Lit's .productId=, Angular's [productId]). ${PAGE}#shop_wrong_property`,
    ]);
  });

  it('SHOP_NO_CAPTCHA_KEY: an enquiry form without a captcha key sends nothing and shows the generic error, never "confirm you are not a robot"', async () => {
    const logged = captureConsole();
    const sent: string[] = [];
    const fetching = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).includes('/forms/')) sent.push(String(input));
      return fetching(input, init);
    };
    try {
      const page = mount(
        `<shop-form type="feedback"><form>
          <input name="name" value="Анна" aria-label="Имя"><div data-captcha></div>
          <button type="submit">Отправить</button></form></shop-form>`,
      );
      const host = await ready(page.querySelector<HTMLElement>('shop-form'));
      await until(() => logged.errors.length === 1, 'the error');
      await press(host.querySelector('button')!);
      await until(() => toasts.events.length === 1, 'the toast');
      expect(toasts.events).to.deep.equal([GENERIC]);
      expect(host.shadowRoot!.textContent).not.to.contain('не робот');
      expect(sent).to.deep.equal([]);
      expect(logged.errors).to.deep.equal([
        `[shop-elements] SHOP_NO_CAPTCHA_KEY the page config: found no "captcha": { "sitekey": "…" }, and a form on this page is sent with a captcha token; expected the site key of the store's Yandex SmartCaptcha. Until then the form sends nothing and its shopper sees the generic error, not a request to prove they are human. ${PAGE}#shop_no_captcha_key`,
      ]);
    } finally {
      window.fetch = fetching;
    }
  });

  it('SHOP_UNKNOWN_FORM_TYPE: a form without a type, or with a typo, is named with the type meant; a submit sends nothing, not even by the browser, shows the generic error and keeps what was typed', async () => {
    const logged = captureConsole();
    const page = mount(
      `<shop-form><form><input name="name" value="Анна" aria-label="Имя"><button type="submit">Отправить</button></form></shop-form>
       <shop-form type="feedbak"><form><input name="phone" value="+7 916 123-45-67" aria-label="Телефон"><button type="submit">Отправить</button></form></shop-form>`,
    );
    const hosts = [...page.querySelectorAll<HTMLElement>('shop-form')];
    for (const host of hosts) await ready(host);
    const address = location.href;
    for (const host of hosts) await press(host.querySelector('button')!);
    await until(() => toasts.events.length === 2, 'two toasts');
    expect(toasts.events).to.deep.equal([GENERIC, GENERIC]);
    expect(location.href, 'the browser sent nothing').to.equal(address);
    expect(hosts.map((host) => host.querySelector('input')!.value)).to.deep.equal([
      'Анна',
      '+7 916 123-45-67',
    ]);
    const types = FORM_TYPES.join(', ');
    expect(logged.errors).to.deep.equal([
      `[shop-elements] SHOP_UNKNOWN_FORM_TYPE <shop-form state="idle">: found no type; expected type="…" naming its call, one of: ${types}. Until then a submit sends nothing (nor does the browser) and shows the generic error, keeping what was typed. ${PAGE}#shop_unknown_form_type`,
      `[shop-elements] SHOP_UNKNOWN_FORM_TYPE <shop-form type="feedbak" state="idle">: found type="feedbak"; expected "feedback" (did you mean "feedback"?). Until then a submit sends nothing (nor does the browser) and shows the generic error, keeping what was typed. ${PAGE}#shop_unknown_form_type`,
    ]);
  });

  it('SHOP_API_NOT_FOUND: a config whose apiBase names no store is named once, with the call and the bases; the shopper sees the generic error', async () => {
    setPageConfig({ storeId: '1', apiBase: '/wrong/api' });
    const logged = captureConsole();
    // the site's own 404 page where the config says the store is
    const real = window.fetch.bind(window);
    const site = sinon.stub(window, 'fetch').callsFake(async (input, init) =>
      String(input).includes('/wrong/api/')
        ? new Response('<!doctype html><title>Страница не найдена</title>', {
            status: 404,
            headers: { 'Content-Type': 'text/html' },
          })
        : real(input, init),
    );
    const [button] = await buttons(
      `<shop-add-to-cart product-id="${PRODUCT}"><button type="button">В корзину</button></shop-add-to-cart>`,
    );
    await press(button!);
    await until(() => toasts.events.length === 1, 'the toast');
    site.restore();
    expect(toasts.events).to.deep.equal([GENERIC]);
    await until(() => logged.errors.some((line) => line.includes('SHOP_API_NOT_FOUND')), 'the error');
    const lines = logged.errors.filter((line) => line.includes('SHOP_API_NOT_FOUND'));
    expect(lines).to.deep.equal([
      `[shop-elements] SHOP_API_NOT_FOUND the page config: found a page that is not the store's answer (HTTP 404, not JSON) to POST /wrong/api/1/ru/cart/item; expected the store's API there, from apiBase "/wrong/api" (getBase "/wrong/api/1/ru", postBase "/wrong/api/1/ru"): check the config's bases, and that the store answers under them. ${PAGE}#shop_api_not_found`,
    ]);
  });

  it("SHOP_API_NOT_FOUND: a site's own page answered with 200 where the store's JSON was expected is named too; a body cut off is not", async () => {
    const logged = captureConsole();
    const answers = [
      new Response('<!doctype html><title>Главная</title>', { headers: { 'Content-Type': 'text/html' } }),
      new Response('{"items": [{"id": 1,', { headers: { 'Content-Type': 'application/json' } }),
    ];
    const site = sinon.stub(window, 'fetch').callsFake(async () => answers.shift()!);
    try {
      await fetchCart().catch(() => {});
      await fetchCart().catch(() => {});
    } finally {
      site.restore();
    }
    await until(() => logged.errors.some((line) => line.includes('SHOP_API_NOT_FOUND')), 'the error');
    expect(logged.errors.filter((line) => line.includes('SHOP_API_NOT_FOUND'))).to.deep.equal([
      `[shop-elements] SHOP_API_NOT_FOUND the page config: found a page that is not the store's answer (HTTP 200, not JSON) to GET /api/1/ru/cart; expected the store's API there, from apiBase "/api" (getBase "/api/1/ru", postBase "/api/1/ru"): check the config's bases, and that the store answers under them. ${PAGE}#shop_api_not_found`,
    ]);
  });

  it("SHOP_ORIGIN_REFUSED: the store's 403 to a write is named once, with the page's origin and the fixes; the shopper sees the generic error", async () => {
    const logged = captureConsole();
    const [button] = await buttons(
      `<shop-add-to-cart product-id="${PRODUCT}"><button type="button">В корзину</button></shop-add-to-cart>`,
    );
    // the reference store's answer when the Origin is not its own (demo-pages/server/cors.ts)
    const refused = sinon
      .stub(window, 'fetch')
      .callsFake(async () =>
        Response.json({ message: 'This origin may not change the store.' }, { status: 403 }),
      );
    try {
      await press(button!);
      await until(() => toasts.events.length === 1, 'the toast');
      await press(button!);
      await until(() => toasts.events.length === 2, 'the second toast');
    } finally {
      refused.restore();
    }
    expect(toasts.events).to.deep.equal([GENERIC, GENERIC]);
    await until(() => logged.errors.some((line) => line.includes('SHOP_ORIGIN_REFUSED')), 'the error');
    const origin = location.origin;
    expect(logged.errors.filter((line) => line.includes('SHOP_ORIGIN_REFUSED'))).to.deep.equal([
      `[shop-elements] SHOP_ORIGIN_REFUSED the store at ${origin}: found 403 to a POST of this page, whose origin is ${origin}; expected the store to take ${origin} as its own. A store that checks the Origin header must see that origin: behind a proxy, keep the Host header (Apache: ProxyPreserveHost On; nginx: proxy_set_header Host $host), or tell the store its public origin (the reference store: SHOP_PUBLIC_ORIGIN). ${PAGE}#shop_origin_refused`,
    ]);
  });

  it('SHOP_CONFIG_UNKNOWN_KEY and SHOP_CONFIG_WRONG_VALUE: each problem of the config is one error, a near miss named', async () => {
    const logged = captureConsole();
    setPageConfig({ storeId: '1', checkoutURL: '/oformlenie', captcha: { siteKey: 'k', scriptUrl: 5 } });
    getConfig();
    getConfig();
    await until(() => logged.errors.length === 3, 'the errors');
    expect(logged.errors.sort()).to.deep.equal([
      `[shop-elements] SHOP_CONFIG_UNKNOWN_KEY the page config: unknown key "captcha.siteKey" (did you mean "sitekey"?), which is left out. ${PAGE}#shop_config_unknown_key`,
      `[shop-elements] SHOP_CONFIG_UNKNOWN_KEY the page config: unknown key "checkoutURL" (did you mean "checkoutUrl"?), which is left out. ${PAGE}#shop_config_unknown_key`,
      `[shop-elements] SHOP_CONFIG_WRONG_VALUE the page config: "captcha.scriptUrl" must be a string. ${PAGE}#shop_config_wrong_value`,
    ]);
  });
});
