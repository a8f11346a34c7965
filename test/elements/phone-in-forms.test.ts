import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/shop-checkout/shop-checkout.ts';
import '../../elements/shop-form/shop-form.ts';
import '../../elements/shop-montazh-form/shop-montazh-form.ts';
import '../../elements/shop-notify-available/shop-notify-available.ts';
import { forgetCaptchaScript } from '../../shared/services/captcha-widget.ts';
import { navigation } from '../../shared/ui/navigate.ts';
import { STAND_IN_CONFIG } from '../helpers/checkout.ts';
import { suggestionsFor } from '../helpers/combobox.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  serverAdd,
  setPageConfig,
  shadow,
  until,
} from '../helpers/page.ts';
import { paste } from '../helpers/phone.ts';
import { click, fillEnquiry, mountEnquiry, tickCaptcha, typeInto, watchCalls } from '../helpers/forms.ts';

/**
 * docs/behaviour/validation.md phones in every form that has one: a number written the way shoppers write it, typed key by key or
 * pasted, reaches the server as the same number (the enquiries send the masked text, the order digits only).
 */
const CAPTCHA = { sitekey: 'demo-sitekey', scriptUrl: '/stand-in/captcha.js' };

type Entry = ['typed' | 'pasted', string];
const RU: Entry[] = [
  ['typed', '89161234567'],
  ['typed', '+7 (916) 123-45-67'],
  ['typed', '7 916 123 45 67'],
  ['pasted', '8 (916) 123-45-67'],
  ['pasted', '+7 916 123 45 67'],
];
const UZ: Entry[] = [
  ['typed', '+998 90 123 45 67'],
  ['pasted', '998901234567'],
];

async function enter(input: HTMLInputElement, [how, text]: Entry) {
  if (how === 'typed') return typeInto(input, text);
  input.focus();
  await paste(input, text);
}

describe('phones in every form: what the server receives (docs/behaviour/validation.md phones)', function () {
  // a whole submission per row on a shared, busy machine
  this.timeout(30000);
  beforeEach(async () => {
    setPageConfig({ storeId: '1', captcha: CAPTCHA });
    await newShopper();
  });
  afterEach(() => {
    cleanup();
    forgetCaptchaScript();
  });

  /** The call-me enquiry (shop-form) sent with the phone entered; the phone field of the request. */
  async function callMe(entry: Entry) {
    const host = await ready((await mountEnquiry('call-me')).querySelector('shop-form'));
    const form = host.querySelector('form')!;
    await fillEnquiry(form, (input) => enter(input, entry));
    await tickCaptcha(form);
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      await click(form.querySelector('button[type=submit]')!);
      await until(() => host.getAttribute('state') === 'success', 'the enquiry sent');
      return watch.calls[0]!.body!.get('phone');
    } finally {
      watch.restore();
    }
  }

  describe('shop-form (the call-me enquiry)', () => {
    for (const entry of RU) {
      it(`ru: ${entry[0]} "${entry[1]}" → +7 (916) 123 45 67`, async () => {
        expect(await callMe(entry)).to.equal('+7 (916) 123 45 67');
      });
    }
    for (const entry of UZ) {
      it(`uz: ${entry[0]} "${entry[1]}" → +998-90-123-45-67`, async () => {
        setPageConfig({ storeId: '1', lang: 'uz', captcha: CAPTCHA });
        expect(await callMe(entry)).to.equal('+998-90-123-45-67');
      });
    }
  });

  describe("the 'notify when available' modal", () => {
    for (const entry of RU) {
      it(`ru: ${entry[0]} "${entry[1]}" → +7 (916) 123 45 67`, async () => {
        const page = mount(`<shop-notify-available product-id="7" product-name="Ламинат" price="1990"
          ><button type="button">Сообщить о поступлении</button></shop-notify-available>`);
        const host = await ready(page.querySelector('shop-notify-available'));
        await click(page.querySelector('button')!);
        // the first click draws the modal (the element wakes)
        const dialog = (await until(() => shadow(host).querySelector('dialog'), 'the modal'))!;
        const form = (await until(() => dialog.querySelector('form'), 'the form'))!;
        await typeInto(form.querySelector('[name=name]'), 'Анна');
        await enter(form.querySelector<HTMLInputElement>('[name=phone]')!, entry);
        const watch = watchCalls((url) => url.includes('/forms/'));
        try {
          await click(form.querySelector('button[type=submit]')!);
          await until(() => dialog.querySelector('[part=sent]'), 'the request sent');
          expect(watch.calls[0]!.body!.get('phone')).to.equal('+7 (916) 123 45 67');
        } finally {
          watch.restore();
        }
      });
    }
  });

  describe('the installation banner (shop-montazh-form)', () => {
    for (const entry of RU) {
      it(`ru: ${entry[0]} "${entry[1]}" → +7 (916) 123 45 67`, async () => {
        const page = mount(await (await fetch('/demo/form-markup/montazh-banner')).text());
        const host = await ready(page.querySelector('shop-montazh-form'));
        const form = host.querySelector('form')!;
        const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
        const submitOf = (step: string) =>
          form.querySelector<HTMLButtonElement>(`[data-step-panel="${step}"] button[type=submit]`)!;
        field('installment_type').value = 'floor';
        await typeInto(field('square'), '25');
        await click(submitOf('first'));
        await until(() => form.dataset.step === 'second', 'the second step');
        await typeInto(field('name'), 'Иван');
        await typeInto(field('email'), 'ivan@example.ru');
        await enter(field('phone'), entry);
        const watch = watchCalls((url) => url.includes('/forms/montazh'));
        try {
          await click(submitOf('second'));
          await until(() => form.classList.contains('success'), 'the request sent');
          expect(watch.calls[0]!.body!.get('phone')).to.equal('+7 (916) 123 45 67');
        } finally {
          watch.restore();
        }
      });
    }
  });

  describe('the checkout (the order carries digits only)', () => {
    const go = sinon.createSandbox().stub(navigation, 'go');
    after(() => go.restore());
    beforeEach(async () => {
      setPageConfig(STAND_IN_CONFIG);
      sessionStorage.clear();
      await serverAdd(14, 1);
    });
    afterEach(() => sessionStorage.clear());

    for (const entry of RU) {
      it(`ru: ${entry[0]} "${entry[1]}" → 79161234567`, async () => {
        const page = mount('<shop-checkout style="display:block;width:1100px"></shop-checkout>');
        const host = await ready(page.querySelector<HTMLElement>('shop-checkout'));
        await until(() => host.shadowRoot?.querySelector('form'), 'the form');
        const root = shadow(host);
        const input = (id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;
        await enter(input('checkout-phone'), entry);
        await typeInto(input('checkout-name'), 'Иван Петров');
        await typeInto(input('checkout-email'), 'ivan@example.ru');
        await typeInto(input('checkout-locality'), 'Москва');
        await suggestionsFor(root, input('checkout-locality'), 'Москва');
        await sendKeys({ press: 'ArrowDown' });
        await sendKeys({ press: 'Enter' });
        (await until(() => root.querySelector<HTMLInputElement>('input[value="pickup"]'), 'pickup'))!.click();
        const original = window.fetch;
        const sent: string[] = [];
        const stub = sinon
          .stub(window, 'fetch')
          .callsFake((request: RequestInfo | URL, init?: RequestInit) => {
            if (String(request).endsWith('/orders')) sent.push(JSON.parse(String(init?.body)).phone);
            return original(request, init);
          });
        const asked = go.callCount;
        try {
          root.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
          await until(() => sent.length === 1, 'the order');
          expect(sent[0]).to.equal('79161234567');
          // its answer opens the order page: heard here, not after the stub is gone (a real navigation then)
          await until(() => go.callCount > asked, 'the order page asked for');
        } finally {
          stub.restore();
        }
      });
    }
  });
});
