import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/shop-form/shop-form.ts';
import { ENQUIRY_PATHS, type EnquiryType } from '../../../shared/api/forms.ts';
import { forgetCaptchaScript } from '../../../shared/services/captcha-widget.ts';
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
import { captureConsole } from '../../helpers/console.ts';
import { freezeStore } from '../../helpers/frozen-store.ts';
import {
  click,
  fieldMessage,
  fillEnquiry as fill,
  json,
  mountEnquiry,
  tickCaptcha,
  typeInto,
  watchCalls,
  CAPTCHA,
} from '../../helpers/forms.ts';

const PRODUCT = 5;

const messageOf = (host: Element) =>
  [...shadow(host).querySelectorAll('[part~=message]')]
    .filter((p) => !(p as HTMLElement).hidden)
    .map((p) => p.textContent)
    .join('');

const GENERIC = { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' };

describe('shop-form: enquiry forms (docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/calls.md, docs/behaviour/errors.md)', () => {
  let toasts: ReturnType<typeof record<{ kind: string; message: string }>>;
  let goals: ReturnType<typeof record<{ name: string }>>;
  beforeEach(async () => {
    setPageConfig({ storeId: '1', captcha: CAPTCHA });
    await newShopper();
    toasts = record('shop-toast');
    goals = record('shop-goal');
  });
  afterEach(() => {
    toasts.stop();
    goals.stop();
    cleanup();
    forgetCaptchaScript();
  });

  async function enquiry(type: EnquiryType) {
    const page = await mountEnquiry(type, PRODUCT);
    const host = await ready(page.querySelector('shop-form'));
    const form = host.querySelector('form')!;
    return { page, host, form, submit: form.querySelector<HTMLButtonElement>('button[type=submit]')! };
  }

  const types = [...Object.keys(ENQUIRY_PATHS), 'product-review'] as EnquiryType[];
  for (const type of types) {
    const path =
      type === 'product-review'
        ? `products/${PRODUCT}/review`
        : ENQUIRY_PATHS[type as Exclude<EnquiryType, 'product-review'>];
    it(`${type}: sends the form data with the captcha token to POST /api/1/ru/${path}; success state, captcha reset, goal`, async () => {
      const { host, form, submit } = await enquiry(type);
      const watch = watchCalls((url) => url.includes('/api/1/ru/'));
      try {
        await fill(form);
        await tickCaptcha(form);
        const token = form.querySelector<HTMLInputElement>('input[name=smart-token]')!.value;
        await click(submit);
        await until(() => host.getAttribute('state') === 'success', 'the success state');
        expect(watch.calls).to.have.length(1);
        expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal(`/api/1/ru/${path}`);
        expect(watch.calls[0]!.body!.get('y-smart-captcha-response')).to.equal(token);
        expect(messageOf(host)).to.equal('Заявка успешно отправлена');
        expect(form.classList.contains('success')).to.equal(true);
        expect(goals.events).to.deep.equal([{ name: type }]);
        expect(
          form.querySelector<HTMLInputElement>('[data-captcha] input[type=checkbox]')!.checked,
          'captcha reset',
        ).to.equal(false);
        expect(form.querySelector<HTMLInputElement>('input[name=smart-token]')!.value).to.equal('');
      } finally {
        watch.restore();
      }
    });
  }

  it('sent right after the box is ticked, the form waits for the check and sends the token', async () => {
    const { host, form, submit } = await enquiry('call-me');
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      await fill(form);
      const box = await until(() =>
        form.querySelector<HTMLInputElement>('[data-captcha] input[type=checkbox]'),
      );
      box!.click(); // the check starts: the token comes from the store a moment later
      submit.click();
      await until(() => host.getAttribute('state') === 'success', 'the success state');
      expect(watch.calls).to.have.length(1);
      expect(watch.calls[0]!.body!.get('y-smart-captcha-response')).to.match(/^demo-/);
    } finally {
      watch.restore();
    }
  });

  it('an element named smartCaptcha on the page does not stop the form: the captcha loads and the form is sent', async () => {
    const clobber = document.body.appendChild(document.createElement('div'));
    clobber.id = 'smartCaptcha'; // what a post may hold: window.smartCaptcha is this element
    try {
      const { host, form, submit } = await enquiry('call-me');
      await fill(form);
      await tickCaptcha(form);
      await click(submit);
      await until(() => host.getAttribute('state') === 'success', 'the success state');
      expect(messageOf(host)).to.equal('Заявка успешно отправлена');
    } finally {
      clobber.remove();
    }
  });

  it('a form in a closed <details> loads no captcha until it is opened', async () => {
    const response = await fetch(`/demo/form-markup/cheaper?productId=${PRODUCT}`);
    const page = mount(`<details><summary>Нашли дешевле?</summary>${await response.text()}</details>`);
    const host = await ready(page.querySelector('shop-form'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.smartCaptcha, 'no captcha script before the form is seen').to.equal(undefined);
    expect(host.querySelector('[data-captcha]')!.children).to.have.length(0);
    page.querySelector('details')!.open = true;
    await tickCaptcha(host);
  });

  it('a submit from a form never shown asks for its captcha then and there (nothing hangs)', async () => {
    const response = await fetch(`/demo/form-markup/call-me?productId=${PRODUCT}`);
    const page = mount(`<div hidden>${await response.text()}</div>`);
    const host = await ready(page.querySelector('shop-form'));
    const form = host.querySelector('form')!;
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      await fill(form, async (input) => {
        input.value = '+7 (916) 123 45 67';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      form.requestSubmit();
      await until(() => messageOf(host) !== '', 'a message');
      expect(window.smartCaptcha, 'the captcha script, loaded for the submit').to.not.equal(undefined);
      expect(messageOf(host)).to.equal(
        'Проверка не пройдена. Подтвердите, что вы не робот, и отправьте форму ещё раз.',
      );
      expect(watch.calls).to.have.length(0);
    } finally {
      watch.restore();
    }
  });

  it('the goal attribute names the goal', async () => {
    const page = await mountEnquiry('call-me');
    const host = page.querySelector('shop-form')!;
    host.setAttribute('goal', 'callback-footer');
    await ready(host);
    const form = host.querySelector('form')!;
    await fill(form);
    await tickCaptcha(form);
    await click(form.querySelector('button[type=submit]')!);
    await until(() => host.getAttribute('state') === 'success', 'success');
    expect(goals.events).to.deep.equal([{ name: 'callback-footer' }]);
  });

  it("without a captcha container: 'confirm_the_captcha' and nothing is sent", async () => {
    const { host, form, submit } = await enquiry('feedback');
    form.querySelector('[data-captcha]')!.remove();
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      await fill(form);
      await click(submit);
      await until(() => messageOf(host) !== '', 'a message');
      expect(messageOf(host)).to.equal('Подтвердите, что вы не робот');
      expect(shadow(host).querySelector('[role=alert]:not([hidden])')).to.not.equal(null);
      expect(watch.calls).to.have.length(0);
    } finally {
      watch.restore();
    }
  });

  it('a missing token (captcha not ticked) fails the submission and nothing is sent', async () => {
    const { host, form, submit } = await enquiry('call-me');
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      await fill(form);
      await until(() => form.querySelector('[data-captcha] input[type=checkbox]'), 'the captcha');
      await click(submit);
      await until(() => messageOf(host) !== '', 'a message');
      expect(messageOf(host)).to.equal(
        'Проверка не пройдена. Подтвердите, что вы не робот, и отправьте форму ещё раз.',
      );
      expect(host.getAttribute('state')).to.equal('error');
      expect(watch.calls).to.have.length(0);
    } finally {
      watch.restore();
    }
  });

  it('an expired token fails the submission and nothing is sent', async () => {
    const listeners = new Map<string, () => void>();
    window.smartCaptcha = {
      render: (_c, params) => {
        setTimeout(() => params.callback?.('fake-token'));
        return 7;
      },
      getResponse: () => 'fake-token',
      execute: () => {},
      reset: () => {},
      destroy: () => {},
      subscribe: (_id, event, cb) => {
        listeners.set(event, cb as () => void);
        return () => {};
      },
    };
    const { host, form, submit } = await enquiry('call-me');
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      await fill(form);
      await until(() => listeners.has('token-expired'), 'the widget');
      listeners.get('token-expired')!();
      await click(submit);
      await until(() => messageOf(host) !== '', 'a message');
      expect(messageOf(host)).to.equal(
        'Проверка не пройдена. Подтвердите, что вы не робот, и отправьте форму ещё раз.',
      );
      expect(watch.calls).to.have.length(0);
    } finally {
      watch.restore();
    }
  });

  it("a captcha script that fails to load: the generic error, never 'confirm you are not a robot' for a box that is not there; nothing is sent, and the next submit tries again", async () => {
    setPageConfig({
      storeId: '1',
      captcha: { sitekey: 'demo-sitekey', scriptUrl: '/__test__/unavailable/captcha.js' },
    });
    const logged = captureConsole();
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      const { host, form, submit } = await enquiry('call-me');
      await fill(form);
      await click(submit);
      await until(() => toasts.events.length === 1, 'the toast');
      expect(toasts.events).to.deep.equal([GENERIC]);
      expect(messageOf(host)).to.equal('');
      expect(watch.calls).to.have.length(0);
      expect(logged.errors[0]).to.match(
        /^\[shop-elements\] the captcha could not be shown \(captcha\.scriptUrl \/__test__\/unavailable\/captcha\.js;/,
      );
      setPageConfig({ storeId: '1', captcha: CAPTCHA }); // the script can be had again
      await click(submit);
      await until(() => messageOf(host).includes('не робот'), 'the box shown, and asked for');
      await tickCaptcha(form);
      await click(submit);
      await until(() => host.getAttribute('state') === 'success', 'the success state');
      expect(watch.calls).to.have.length(1);
    } finally {
      watch.restore();
    }
  });

  it('a widget that cannot start (a wrong site key) fails the submission with the generic error, and nothing is sent', async () => {
    window.smartCaptcha = {
      render: () => {
        throw new Error('Invalid sitekey');
      },
      getResponse: () => '',
      execute: () => {},
      reset: () => {},
      destroy: () => {},
      subscribe: () => () => {},
    };
    const original = console.error;
    console.error = () => {};
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      const { host, form, submit } = await enquiry('call-me');
      await fill(form);
      await click(submit);
      await until(() => toasts.events.length === 1, 'the toast');
      expect(toasts.events).to.deep.equal([GENERIC]);
      expect(messageOf(host)).to.equal('');
      expect(watch.calls).to.have.length(0);
    } finally {
      console.error = original;
      watch.restore();
    }
  });

  it('a token the server refuses: the captcha message, the generic error, the captcha reset, every value kept', async () => {
    window.smartCaptcha = {
      render: (_c, params) => {
        setTimeout(() => params.callback?.('forged-token'));
        return 3;
      },
      getResponse: () => 'forged-token',
      execute: () => {},
      reset: () => {},
      destroy: () => {},
      subscribe: () => () => {},
    };
    const original = console.error;
    console.error = () => {};
    try {
      const { host, form, submit } = await enquiry('call-me');
      await fill(form);
      await new Promise((resolve) => setTimeout(resolve));
      await click(submit);
      await until(() => host.getAttribute('state') === 'error', 'the error state');
      expect(messageOf(host)).to.equal(
        'Проверка не пройдена. Подтвердите, что вы не робот, и отправьте форму ещё раз.',
      );
      expect(toasts.events.at(-1)).to.deep.include({
        kind: 'error',
        message: 'Что-то пошло не так. Попробуйте ещё раз.',
      });
      expect((form.elements.namedItem('name') as HTMLInputElement).value).to.equal('Текст name');
    } finally {
      console.error = original;
    }
  });

  const failures: [string, () => Promise<Response>][] = [
    ['a server failure (500)', async () => json({ message: 'Server error.' }, 500)],
    ['an answer with success: false', async () => json({ success: false })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  for (const [situation, answer] of failures) {
    it(`${situation}: the generic error notification, the error state, and every typed value kept`, async () => {
      const { host, form, submit } = await enquiry('cheaper');
      const watch = watchCalls((url) => url.includes('/forms/'), answer);
      const original = console.error;
      console.error = () => {};
      try {
        await fill(form);
        await typeInto(form.elements.namedItem('message') as HTMLElement, ' и ещё');
        const typed = Object.fromEntries([...new FormData(form)].filter(([k]) => k !== 'smart-token'));
        await tickCaptcha(form);
        await click(submit);
        await until(() => host.getAttribute('state') === 'error', 'the error state');
        expect(watch.calls).to.have.length(1);
        expect(toasts.events.map(({ kind, message }) => ({ kind, message }))).to.deep.equal([
          { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' },
        ]);
        const kept = Object.fromEntries([...new FormData(form)].filter(([k]) => k !== 'smart-token'));
        expect(kept).to.deep.equal(typed);
        expect(form.classList.contains('success')).to.equal(false);
        expect(goals.events).to.have.length(0);
      } finally {
        console.error = original;
        watch.restore();
      }
    });
  }

  describe('not confirmed yet (docs/behaviour/errors.md)', () => {
    const NOT_CONFIRMED = {
      kind: 'info',
      message: 'Магазин пока не ответил. Проверим, что получилось, и сообщим.',
    };
    let store: ReturnType<typeof freezeStore> | null = null;
    beforeEach(() => setPageConfig({ storeId: '1', captcha: CAPTCHA, budgets: { send: 400 } }));
    afterEach(() => {
      store?.restore();
      store = null;
    });

    it("an enquiry the store answers after its budget: 'not confirmed yet' with what was typed kept, then the success from its late answer", async () => {
      const { host, form, submit } = await enquiry('cheaper');
      await fill(form);
      await tickCaptcha(form);
      const typed = Object.fromEntries([...new FormData(form)].filter(([k]) => k !== 'smart-token'));
      store = freezeStore();
      await click(submit);
      await until(() => host.getAttribute('state') === 'unconfirmed', 'the unconfirmed state');
      expect(toasts.events.map(({ kind, message }) => ({ kind, message }))).to.deep.equal([NOT_CONFIRMED]);
      const kept = Object.fromEntries([...new FormData(form)].filter(([k]) => k !== 'smart-token'));
      expect(kept).to.deep.equal(typed);
      store.resume();
      await until(() => host.getAttribute('state') === 'success', 'the success state');
      expect(messageOf(host)).to.equal('Заявка успешно отправлена');
      expect(goals.events).to.deep.equal([{ name: 'cheaper' }]);
      expect(store.held).to.have.length(1);
    });

    it('a submit while the enquiry is not confirmed sends it again as it was (its key, its token): one enquiry, one success', async () => {
      const { host, form, submit } = await enquiry('cheaper');
      await fill(form);
      await tickCaptcha(form);
      const watch = watchCalls((url) => url.includes('/forms/'));
      try {
        store = freezeStore();
        await click(submit);
        await until(() => host.getAttribute('state') === 'unconfirmed', 'the unconfirmed state');
        await click(submit); // no captcha ticked again: it is the same submission
        await until(() => store!.held.length === 2, 'sent again');
        expect(store.held[1]!.key).to.equal(store.held[0]!.key);
        store.resume();
        await until(() => host.getAttribute('state') === 'success', 'the success state');
        await until(() => !host.hasAttribute('busy'), 'both answered');
        const tokens = watch.calls.map((call) => call.body!.get('y-smart-captcha-response'));
        expect(tokens).to.have.length(2);
        expect(tokens[1]).to.equal(tokens[0]);
        expect(goals.events).to.deep.equal([{ name: 'cheaper' }]);
        expect(toasts.events.map(({ kind }) => kind)).to.deep.equal(['info']);
      } finally {
        store?.restore(); // its fetch wraps the watch's: undone first
        store = null;
        watch.restore();
      }
    });
  });

  it('an enquiry the store took whose answer a proxy lost (502): the generic error; sent again unchanged, it goes as it went, with its key: kept once, one success', async () => {
    captureConsole();
    const { host, form, submit } = await enquiry('feedback');
    const real = window.fetch;
    const replayed: (string | null)[] = [];
    const watch = watchCalls(
      (url) => url.includes('/forms/'),
      async (url, init) => {
        const answer = await real(url, init);
        if (replayed.push(answer.headers.get('Idempotent-Replayed')) > 1) return answer;
        return new Response('<html><title>502 Bad Gateway</title></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        });
      },
    );
    try {
      await fill(form);
      await tickCaptcha(form);
      await click(submit);
      await until(() => toasts.events.length === 1, 'the toast');
      expect(toasts.events).to.deep.equal([GENERIC]);
      expect(host.getAttribute('state')).to.equal('error');
      await tickCaptcha(form); // the shopper ticks the box again and sends the same form
      await click(submit);
      await until(() => host.getAttribute('state') === 'success', 'the success state');
      expect(replayed, 'the store answered the repeat as it did the first').to.deep.equal([null, 'true']);
      const [first, second] = watch.calls.map((call) => [...call.body!]);
      expect(second).to.deep.equal(first);
      expect(goals.events).to.deep.equal([{ name: 'feedback' }]);
    } finally {
      watch.restore();
    }
  });

  it('Enter on Send: the button is disabled while sending, and the focus is back on it when the request ends, never on the page', async () => {
    const { host, form, submit } = await enquiry('call-me');
    await fill(form);
    await tickCaptcha(form);
    submit.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => host.getAttribute('state') === 'success', 'the success state');
    expect(submit.disabled).to.equal(false);
    expect(document.activeElement).to.equal(submit);
  });

  it('while sending: the button shows loading and is disabled, and a second submit sends nothing', async () => {
    const { host, form, submit } = await enquiry('call-me');
    let release!: (response: Response) => void;
    const watch = watchCalls(
      (url) => url.includes('/forms/'),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    try {
      await fill(form);
      await tickCaptcha(form);
      await click(submit);
      await until(() => host.getAttribute('state') === 'submitting', 'submitting');
      expect(submit.disabled).to.equal(true);
      expect(submit.getAttribute('aria-busy')).to.equal('true');
      expect(host.hasAttribute('busy')).to.equal(true);
      expect(shadow(host).querySelector('[part=spinner]')).to.not.equal(null);
      form.requestSubmit();
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      expect(watch.calls).to.have.length(1);
      release(json({ success: true }));
      await until(() => host.getAttribute('state') === 'success', 'success');
      expect(submit.disabled).to.equal(false);
      expect(submit.hasAttribute('aria-busy')).to.equal(false);
      expect(watch.calls).to.have.length(1);
    } finally {
      watch.restore();
    }
  });
});

describe('shop-form: fields (docs/behaviour/validation.md phones and generic inputs, docs/behaviour/states.md field states)', () => {
  beforeEach(async () => {
    setPageConfig({ storeId: '1', captcha: CAPTCHA });
    await newShopper();
  });
  afterEach(() => {
    cleanup();
    forgetCaptchaScript();
  });

  it('an empty required field gets an invalid state with its message attached and announced; nothing is sent', async () => {
    const page = await mountEnquiry('feedback');
    const host = await ready(page.querySelector('shop-form'));
    const form = host.querySelector('form')!;
    const watch = watchCalls((url) => url.includes('/forms/'));
    try {
      await tickCaptcha(form);
      await click(form.querySelector('button[type=submit]')!);
      const name = form.elements.namedItem('name') as HTMLInputElement;
      await until(() => name.getAttribute('aria-invalid') === 'true', 'the invalid state');
      expect(fieldMessage(name)).to.equal('Заполните это поле');
      expect(name.getAttribute('data-state')).to.equal('invalid');
      expect(document.getElementById(name.getAttribute('aria-describedby')!)!.getAttribute('role')).to.equal(
        'alert',
      );
      expect(document.activeElement).to.equal(name);
      expect(watch.calls).to.have.length(0);
    } finally {
      watch.restore();
    }
  });

  it('an unfinished phone is invalid; the previous errors are cleared on the next submit and filled fields get the success state', async () => {
    const page = await mountEnquiry('call-me');
    const host = await ready(page.querySelector('shop-form'));
    const form = host.querySelector('form')!;
    const name = form.elements.namedItem('name') as HTMLInputElement;
    const phone = form.elements.namedItem('phone') as HTMLInputElement;
    // the captcha's widget moves the submit button when it arrives: the clicks below wait for it
    await until(() => form.querySelector('[data-captcha] input[type=checkbox]'), 'the captcha');
    await typeInto(phone, '91612');
    await click(form.querySelector('button[type=submit]')!);
    await until(() => phone.getAttribute('aria-invalid') === 'true', 'the phone error');
    expect(fieldMessage(phone)).to.equal('Введите номер телефона полностью');
    expect(fieldMessage(name)).to.equal('Заполните это поле');
    await typeInto(name, 'Иван');
    await typeInto(phone, '34567');
    await click(form.querySelector('button[type=submit]')!);
    await until(() => !phone.hasAttribute('aria-invalid'), 'the cleared errors');
    expect(form.querySelectorAll('.shop-field-error')).to.have.length(0);
    expect(name.getAttribute('data-state')).to.equal('success');
    expect(phone.getAttribute('data-state')).to.equal('success');
    expect(phone.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('a required input shows its asterisk while empty', async () => {
    const page = await mountEnquiry('call-me');
    const host = await ready(page.querySelector('shop-form'));
    const form = host.querySelector('form')!;
    const name = form.elements.namedItem('name') as HTMLInputElement;
    const mark = () => name.labels![0]!.querySelector<HTMLElement>('.shop-required-mark');
    expect(mark()!.hidden).to.equal(false);
    expect(mark()!.textContent!.trim()).to.equal('*');
    expect(mark()!.getAttribute('aria-hidden')).to.equal('true');
    await typeInto(name, 'И');
    expect(mark()!.hidden, 'hidden once filled').to.equal(true);
    name.value = '';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(mark()!.hidden).to.equal(false);
    const callTime = form.elements.namedItem('call_time') as HTMLSelectElement;
    expect(callTime.labels![0]!.querySelector('.shop-required-mark'), 'not on optional fields').to.equal(
      null,
    );
  });

  for (const [lang, typed, shown, placeholder] of [
    ['ru', '9161234567', '+7 (916) 123 45 67', '+7 (___) ___ __ __'],
    ['uz', '901234567', '+998-90-123-45-67', '+998 __ ___ __ __'],
  ] as const) {
    it(`${lang}: the tel input of a form is masked, with the placeholder ${placeholder}`, async () => {
      setPageConfig({ storeId: '1', lang, captcha: CAPTCHA });
      const page = await mountEnquiry('call-me');
      const host = await ready(page.querySelector('shop-form'));
      const phone = host.querySelector<HTMLInputElement>('input[type=tel]')!;
      expect(phone.placeholder).to.equal(placeholder);
      await typeInto(phone, typed);
      expect(phone.value).to.equal(shown);
      expect(phone.validity.valid).to.equal(true);
    });
  }

  it('a field error from the server is attached to its field', async () => {
    const page = await mountEnquiry('feedback');
    const host = await ready(page.querySelector('shop-form'));
    const form = host.querySelector('form')!;
    await fill(form);
    await tickCaptcha(form);
    const watch = watchCalls(
      (url) => url.includes('/forms/'),
      async () => json({ success: false, errors: { email: ['Этот адрес не принимает почту.'] } }, 422),
    );
    const original = console.error;
    console.error = () => {};
    try {
      await click(form.querySelector('button[type=submit]')!);
      const email = form.elements.namedItem('email') as HTMLInputElement;
      await until(() => email.getAttribute('aria-invalid') === 'true', 'the server error on the field');
      expect(fieldMessage(email)).to.equal('Этот адрес не принимает почту.');
    } finally {
      console.error = original;
      watch.restore();
    }
  });
});
