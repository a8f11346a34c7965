import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-notify-available/shop-notify-available.ts';
import type { ToastDetail } from '../../../shared/events.ts';
import { forgetCaptchaScript } from '../../../shared/services/captcha-widget.ts';
import { deepActiveElement } from '../../../shared/ui/Dialog.tsx';
import { captureConsole } from '../../helpers/console.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  record,
  setPageConfig,
  shadow,
  until,
} from '../../helpers/page.ts';
import { click, json, watchCalls } from '../../helpers/forms.ts';
import { freezeStore } from '../../helpers/frozen-store.ts';

const CAPTCHA = { sitekey: 'demo-sitekey', scriptUrl: '/stand-in/captcha.js' };
const PRODUCT = 5;

describe("shop-notify-available (docs/behaviour/product.md 'notify when available' modal, docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/calls.md, docs/behaviour/errors.md)", () => {
  let toasts: ReturnType<typeof record<ToastDetail>>;
  beforeEach(async () => {
    setPageConfig({ storeId: '1', captcha: CAPTCHA });
    await newShopper();
    toasts = record<ToastDetail>('shop-toast');
  });
  afterEach(() => {
    toasts.stop();
    cleanup();
  });

  async function modal(attributes = `price="12990"`) {
    const page = mount(`<button id="before">до</button><shop-notify-available product-id="${PRODUCT}"
      product-name="Ламинат Quick-Step Classic Дуб" product-image="/img/p/${PRODUCT}/0.svg" ${attributes}
      ><button type="button" class="btn">Сообщить о поступлении</button></shop-notify-available>`);
    const host = await ready(page.querySelector('shop-notify-available'));
    const opener = page.querySelector<HTMLButtonElement>('.btn')!;
    return { host, opener, root: shadow(host) };
  }

  /** Opens the modal, drawn by the first click (the element wakes): the dialog and its form. */
  async function open(opener: HTMLButtonElement, root: ShadowRoot) {
    await click(opener);
    const dialog = (await until(
      () => root.querySelector('dialog[open]'),
      'the modal open',
    )) as HTMLDialogElement;
    const form = (await until(() => dialog.querySelector('form'), 'the form'))!;
    return { dialog, form };
  }

  it('closed, it is the author’s button only: the first click on it draws the modal open, and it opens again after a close', async () => {
    const { host, opener, root } = await modal();
    expect(root.querySelector('dialog')).to.equal(null);
    host.click(); // on the host itself, not its button: nothing opens
    expect(root.querySelector('dialog')).to.equal(null);
    const { dialog } = await open(opener, root);
    expect(host.hasAttribute('open')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed with Esc');
    await click(opener);
    await until(() => dialog.open, 'open again');
  });

  it("shows the title, the image at 262x182, the name and 'Cost: {price}'", async () => {
    const { opener, root } = await modal();
    const { dialog } = await open(opener, root);
    const title = dialog.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)!;
    expect(title.textContent).to.equal('Сообщить о поступлении');
    const image = dialog.querySelector<HTMLImageElement>('[part=image]')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).to.deep.equal(['262', '182']);
    expect(new URL(image.src).pathname).to.equal(`/img/p/${PRODUCT}/0.svg`);
    expect(dialog.querySelector('[part=name]')!.textContent).to.equal('Ламинат Quick-Step Classic Дуб');
    expect(dialog.querySelector('[part=price]')!.textContent!.replace(/\s/g, ' ')).to.equal(
      'Стоимость: 12 990 ₽',
    );
  });

  it('a product-image that is no http(s) link or path shows no picture: never a script or data: URL (SECURITY.md)', async () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'jav&#x61;script:x',
    ]) {
      cleanup();
      const page =
        mount(`<shop-notify-available product-id="${PRODUCT}" product-name="Ламинат" product-image="${image}"
        price="990"><button type="button" class="btn">Сообщить о поступлении</button></shop-notify-available>`);
      const host = await ready(page.querySelector('shop-notify-available'));
      const { dialog } = await open(page.querySelector<HTMLButtonElement>('.btn')!, shadow(host));
      expect(dialog.querySelector('img'), image).to.equal(null);
      await sendKeys({ press: 'Escape' });
      await until(() => !dialog.open, 'closed');
    }
  });

  it("shows 'request price' when there is no price", async () => {
    const { opener, root } = await modal('');
    const { dialog } = await open(opener, root);
    expect(dialog.querySelector('[part=price]')!.textContent).to.equal('Цена по запросу');
  });

  it('the form: hidden product_id, required name, required masked phone, message with its placeholder, the agreement required and checked, Send', async () => {
    const { opener, root } = await modal();
    const { form } = await open(opener, root);
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name=${name}]`)!;
    expect([field('product_id').type, field('product_id').value]).to.deep.equal(['hidden', String(PRODUCT)]);
    expect([field('name').type, field('name').required]).to.deep.equal(['text', true]);
    expect([field('phone').type, field('phone').required, field('phone').placeholder]).to.deep.equal([
      'tel',
      true,
      '+7 (___) ___ __ __',
    ]);
    expect(field('message').localName).to.equal('textarea');
    expect(field('message').placeholder).to.equal('Комментарий');
    expect([field('agreement').type, field('agreement').required, field('agreement').checked]).to.deep.equal([
      'checkbox',
      true,
      true,
    ]);
    expect(field('agreement').closest('label')!.textContent).to.equal(
      'Я согласен с политикой конфиденциальности',
    );
    expect(form.querySelector('button[type=submit]')!.textContent).to.equal('Отправить');
  });

  it('the close button is labelled Закрыть; focus stays inside while open and returns to the opener on close', async () => {
    const { opener, root } = await modal();
    const { dialog } = await open(opener, root);
    const close = dialog.querySelector<HTMLButtonElement>('[part=close]')!;
    expect(close.getAttribute('aria-label')).to.equal('Закрыть');
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' });
      expect(
        dialog.contains(deepActiveElement()) || deepActiveElement()?.closest('dialog') === dialog,
      ).to.equal(true, `focus inside after ${i + 1} Tabs`);
    }
    await click(close);
    await until(() => !dialog.open, 'closed');
    await until(() => deepActiveElement() === opener, 'focus back on the opener');
  });

  it('a click on the page around the modal closes it; a click inside it does not', async () => {
    const { opener, root } = await modal();
    const { dialog } = await open(opener, root);
    await click(dialog.querySelector('[part=name]')!);
    expect(dialog.open).to.equal(true);
    const box = dialog.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.max(2, Math.round(box.left) - 10), Math.round(box.top) + 10],
    });
    await until(() => !dialog.open, 'closed by a click on the backdrop');
    await until(() => deepActiveElement() === opener, 'focus back on the opener');
  });

  it('name, phone and the agreement are required: an empty form sends nothing', async () => {
    const { opener, root } = await modal();
    const { form } = await open(opener, root);
    const calls = watchCalls((url) => url.includes('/forms/'));
    await click(form.querySelector('button[type=submit]')!);
    await click(form.querySelector('button[type=submit]')!);
    calls.restore();
    expect(calls.calls).to.have.length(0);
    expect(form.querySelector<HTMLInputElement>('[name=name]')!.validity.valueMissing).to.equal(true);
  });

  async function fill(form: HTMLFormElement) {
    form.querySelector<HTMLInputElement>('[name=name]')!.focus();
    await sendKeys({ type: 'Анна' });
    form.querySelector<HTMLInputElement>('[name=phone]')!.focus();
    await sendKeys({ type: '9161234567' });
    form.querySelector<HTMLTextAreaElement>('[name=message]')!.focus();
    await sendKeys({ type: 'Жду поступления' });
  }

  it("success: sends product_id, name, phone, message, agreement and the captcha token to forms/product/availability; the form is replaced by 'request has been sent successfully'", async () => {
    const goals = record<{ name: string }>('shop-goal');
    const { opener, root } = await modal();
    const { dialog, form } = await open(opener, root);
    await fill(form);
    await until(() => dialog.querySelector('[data-captcha] input[type=checkbox]'), 'the captcha');
    const calls = watchCalls((url) => url.includes('/forms/'));
    const send = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
    const states: boolean[] = [];
    const watch = new MutationObserver(() => states.push(send.disabled));
    watch.observe(send, { attributes: true, attributeFilter: ['disabled'] });
    await click(send);
    const sent = (await until(() => dialog.querySelector('[part=sent]'), 'the success text'))!;
    calls.restore();
    goals.stop();
    watch.disconnect();
    expect(states[0]).to.equal(true, 'Send is disabled while the request runs');
    expect(sent.textContent).to.equal('Заявка успешно отправлена');
    expect(dialog.querySelector('form')).to.equal(null);
    expect(calls.calls).to.have.length(1);
    expect(new URL(calls.calls[0]!.url, location.href).pathname).to.equal(
      '/api/1/ru/forms/product/availability',
    );
    const body = Object.fromEntries(calls.calls[0]!.body!);
    expect(body).to.include({
      product_id: String(PRODUCT),
      name: 'Анна',
      phone: '+7 (916) 123 45 67',
      message: 'Жду поступления',
      agreement: '1',
    });
    expect(String(body['y-smart-captcha-response'])).to.match(/^demo-/);
    expect(toasts.events).to.deep.equal([]);
    expect(goals.events).to.deep.equal([{ name: 'available' }]);
  });

  it("a request the store answers after its budget: 'not confirmed yet', the form kept, then 'request has been sent successfully' from its late answer; a Send meanwhile sends it again as it was", async () => {
    setPageConfig({ storeId: '1', captcha: CAPTCHA, budgets: { send: 400 } });
    const { opener, root } = await modal();
    const { dialog, form } = await open(opener, root);
    await fill(form);
    await until(() => dialog.querySelector('[data-captcha] input[type=checkbox]'), 'the captcha');
    const store = freezeStore();
    try {
      const send = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
      await click(send);
      await until(() => toasts.events.length === 1 && !send.disabled, "'not confirmed yet'");
      expect(toasts.events).to.deep.equal([
        { kind: 'info', message: 'Магазин пока не ответил. Проверим, что получилось, и сообщим.' },
      ]);
      expect((form.elements.namedItem('name') as HTMLInputElement).value).to.equal('Анна');
      await click(send);
      await until(() => store.held.length === 2, 'sent again');
      expect(store.held[1]!.key).to.equal(store.held[0]!.key);
      store.resume();
      const sent = (await until(() => dialog.querySelector('[part=sent]'), 'the success text'))!;
      expect(sent.textContent).to.equal('Заявка успешно отправлена');
      expect(toasts.events).to.have.length(1);
    } finally {
      store.restore();
    }
  });

  it('\'Узнать цену\' (request="price"): the same modal for a product without a price, sent as the availability enquiry with request=price', async () => {
    const goals = record<{ name: string }>('shop-goal');
    const { opener, root } = await modal('request="price"');
    const { dialog, form } = await open(opener, root);
    const title = dialog.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)!;
    expect(title.textContent).to.equal('Узнать цену');
    expect(dialog.querySelector('[part=price]')!.textContent).to.equal('Цена по запросу');
    await fill(form);
    await until(() => dialog.querySelector('[data-captcha] input[type=checkbox]'), 'the captcha');
    const calls = watchCalls((url) => url.includes('/forms/'));
    await click(form.querySelector('button[type=submit]')!);
    await until(() => dialog.querySelector('[part=sent]'), 'the success text');
    calls.restore();
    goals.stop();
    expect(new URL(calls.calls[0]!.url, location.href).pathname).to.equal(
      '/api/1/ru/forms/product/availability',
    );
    expect(Object.fromEntries(calls.calls[0]!.body!)).to.include({
      product_id: String(PRODUCT),
      request: 'price',
    });
    expect(goals.events).to.deep.equal([{ name: 'request-price' }]);
  });

  it('failure (success false): the generic error shows, the form is kept with what was typed, the console says why', async () => {
    const { opener, root } = await modal();
    const { dialog, form } = await open(opener, root);
    await fill(form);
    const logged = captureConsole();
    const calls = watchCalls(
      (url) => url.includes('/forms/'),
      async () => json({ success: false }),
    );
    await click(form.querySelector('button[type=submit]')!);
    await until(() => toasts.events.length === 1, 'a toast');
    calls.restore();
    expect(toasts.events[0]).to.deep.equal({
      kind: 'error',
      message: 'Что-то пошло не так. Попробуйте ещё раз.',
    });
    expect(dialog.querySelector('[part=sent]')).to.equal(null);
    expect(form.querySelector<HTMLInputElement>('[name=name]')!.value).to.equal('Анна');
    await until(
      () => !form.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled,
      'Send enabled',
    );
    expect(logged.errors).to.deep.equal([
      '[shop-elements] the availability request failed: ApiError: the server refused',
    ]);
  });

  it('a failed request gives the focus back to Send, which it lost while disabled; a success puts it on the confirmation', async () => {
    const { opener, root } = await modal();
    const { dialog, form } = await open(opener, root);
    await fill(form);
    const send = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
    let answer = json({ success: false });
    const logged = captureConsole();
    const calls = watchCalls(
      (url) => url.includes('/forms/'),
      async () => answer,
    );
    send.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toasts.events.length === 1 && !send.disabled, 'the error and Send enabled');
    await until(() => deepActiveElement() === send, 'the focus back on Send');
    answer = json({ success: true });
    await sendKeys({ press: 'Enter' });
    const sent = await until(() => dialog.querySelector('[part=sent]'), 'the confirmation');
    calls.restore();
    await until(() => deepActiveElement() === sent, 'the focus on the confirmation');
    expect(logged.errors).to.deep.equal([
      '[shop-elements] the availability request failed: ApiError: the server refused',
    ]);
  });

  it('failure (an exception): the generic error shows, and the console says why', async () => {
    const { opener, root } = await modal();
    const { dialog, form } = await open(opener, root);
    await fill(form);
    const logged = captureConsole();
    const calls = watchCalls(
      (url) => url.includes('/forms/'),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await click(form.querySelector('button[type=submit]')!);
    await until(() => toasts.events.length === 1, 'a toast');
    calls.restore();
    expect(toasts.events[0]!.message).to.equal('Что-то пошло не так. Попробуйте ещё раз.');
    expect(dialog.querySelector('form')).to.not.equal(null);
    expect(logged.errors).to.deep.equal([
      '[shop-elements] the availability request failed: ApiError: Failed to fetch',
    ]);
  });

  it('a captcha script that fails to load fails the submission with the generic error: nothing is sent, and the console says why at each try', async () => {
    forgetCaptchaScript();
    setPageConfig({
      storeId: '1',
      captcha: { sitekey: 'demo-sitekey', scriptUrl: '/__test__/unavailable/captcha.js' },
    });
    const logged = captureConsole();
    const { opener, root } = await modal();
    const { form } = await open(opener, root);
    await fill(form);
    const calls = watchCalls((url) => url.includes('/forms/'));
    await click(form.querySelector('button[type=submit]')!);
    await until(() => toasts.events.length === 1, 'a toast');
    calls.restore();
    forgetCaptchaScript();
    expect(calls.calls).to.have.length(0);
    expect(toasts.events).to.deep.equal([
      { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' },
    ]);
    // once as the modal opened, once more for the submit
    expect(logged.errors).to.deep.equal([
      "[shop-elements] the captcha could not be shown (captcha.scriptUrl /__test__/unavailable/captcha.js; the page's Content-Security-Policy, an ad blocker or the network may stop it): its form sends nothing and shows the generic error. Error: the captcha script failed to load",
      "[shop-elements] the captcha could not be shown (captcha.scriptUrl /__test__/unavailable/captcha.js; the page's Content-Security-Policy, an ad blocker or the network may stop it): its form sends nothing and shows the generic error. Error: the captcha script failed to load",
    ]);
  });
});
