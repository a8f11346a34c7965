import { expect } from '@open-wc/testing';
import '../../../elements/shop-montazh-form/shop-montazh-form.ts';
import { forgetCaptchaScript } from '../../../shared/services/captcha-widget.ts';
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
import { click, fieldMessage, json, typeInto, watchCalls } from '../../helpers/forms.ts';
import { freezeStore } from '../../helpers/frozen-store.ts';

const CAPTCHA = { sitekey: 'demo-sitekey', scriptUrl: '/stand-in/captcha.js' };

describe('shop-montazh-form: the installation banner (docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/calls.md, docs/behaviour/errors.md)', () => {
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

  async function banner() {
    const page = mount(await (await fetch('/demo/form-markup/montazh-banner')).text());
    const host = await ready(page.querySelector('shop-montazh-form'));
    const form = host.querySelector('form')!;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const panel = (step: string) => form.querySelector<HTMLElement>(`[data-step-panel="${step}"]`)!;
    const submitOf = (step: string) => panel(step).querySelector<HTMLButtonElement>('button[type=submit]')!;
    return { host, form, field, panel, submitOf };
  }

  async function firstStep(b: Awaited<ReturnType<typeof banner>>) {
    b.field('installment_type').value = 'floor';
    await typeInto(b.field('square'), '25');
    await click(b.submitOf('first'));
    await until(() => b.form.dataset.step === 'second', 'the second step');
    // the element moves the focus to the step's first field in the next frame: typing before that would land in
    // whichever field has it then (Firefox runs that frame later than Chromium)
    await until(() => document.activeElement === b.field('name'), 'the focus in the second step');
  }

  it("starts on step 'first' with only its fields shown", async () => {
    const b = await banner();
    expect(b.form.dataset.step).to.equal('first');
    expect(b.host.getAttribute('step')).to.equal('first');
    expect(b.panel('first').hidden).to.equal(false);
    expect(b.panel('second').hidden).to.equal(true);
  });

  it("step 1 requires installment_type and square: each empty one is marked 'Поле пустое'", async () => {
    const b = await banner();
    await click(b.submitOf('first'));
    await until(() => b.field('square').getAttribute('aria-invalid') === 'true', 'the errors');
    expect(fieldMessage(b.field('installment_type'))).to.equal('Поле пустое');
    expect(fieldMessage(b.field('square'))).to.equal('Поле пустое');
    expect(b.form.dataset.step).to.equal('first');
  });

  it('a value of spaces only is empty; previous errors are cleared on each submit', async () => {
    const b = await banner();
    await typeInto(b.field('square'), '   ');
    await click(b.submitOf('first'));
    await until(() => fieldMessage(b.field('square')) === 'Поле пустое', 'the square error');
    b.field('installment_type').value = 'walls';
    await click(b.submitOf('first'));
    await until(() => b.field('installment_type').getAttribute('aria-invalid') === null, 'the cleared error');
    expect(b.form.querySelectorAll('.shop-field-error')).to.have.length(1);
    expect(fieldMessage(b.field('square'))).to.equal('Поле пустое');
  });

  it("'first' → 'second' when installment_type and square are filled; no format checks", async () => {
    const b = await banner();
    b.field('installment_type').value = 'floor';
    await typeInto(b.field('square'), 'около двадцати');
    await click(b.submitOf('first'));
    await until(() => b.form.dataset.step === 'second', 'the second step');
    expect(b.host.getAttribute('step')).to.equal('second');
    expect(b.panel('first').hidden).to.equal(true);
    expect(b.panel('second').hidden).to.equal(false);
    await until(() => document.activeElement === b.field('name'), 'focus on the first field of step 2');
  });

  it("step 2 requires name, email and phone ('Поле пустое'); nothing is sent", async () => {
    const b = await banner();
    await firstStep(b);
    const watch = watchCalls((url) => url.includes('/forms/montazh'));
    try {
      await click(b.submitOf('second'));
      await until(() => b.field('phone').getAttribute('aria-invalid') === 'true', 'the errors');
      for (const name of ['name', 'email', 'phone'])
        expect(fieldMessage(b.field(name))).to.equal('Поле пустое');
      expect(watch.calls).to.have.length(0);
    } finally {
      watch.restore();
    }
  });

  it('the back button returns to the first step with the values kept', async () => {
    const b = await banner();
    await firstStep(b);
    await click(b.form.querySelector('[data-step-back]')!);
    await until(() => b.form.dataset.step === 'first', 'the first step');
    expect(b.field('square').value).to.equal('25');
  });

  it('the phone is masked', async () => {
    const b = await banner();
    await firstStep(b);
    await typeInto(b.field('phone'), '9161234567');
    expect(b.field('phone').value).to.equal('+7 (916) 123 45 67');
  });

  it('sends multipart form data with the invisible captcha token; then resets, back to first, class success, goal from data-goal-name', async () => {
    const b = await banner();
    await firstStep(b);
    const watch = watchCalls((url) => url.includes('/forms/montazh'));
    try {
      await typeInto(b.field('name'), 'Иван');
      await typeInto(b.field('email'), 'ivan@example.ru');
      await typeInto(b.field('phone'), '9161234567');
      await click(b.submitOf('second'));
      // the class is set at once, the step on the next render
      await until(
        () => b.form.classList.contains('success') && b.form.dataset.step === 'first',
        'the success class, back on the first step',
      );
      expect(watch.calls).to.have.length(1);
      const body = watch.calls[0]!.body!;
      expect(body).to.be.instanceOf(FormData);
      expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal('/api/1/ru/forms/montazh');
      expect({
        installment_type: body.get('installment_type'),
        square: body.get('square'),
        name: body.get('name'),
        email: body.get('email'),
        phone: body.get('phone'),
      }).to.deep.equal({
        installment_type: 'floor',
        square: '25',
        name: 'Иван',
        email: 'ivan@example.ru',
        phone: '+7 (916) 123 45 67',
      });
      expect(String(body.get('y-smart-captcha-response'))).to.match(/^demo-/);
      expect(b.form.dataset.step).to.equal('first');
      expect(b.field('square').value).to.equal('');
      expect(b.field('name').value).to.equal('');
      expect(goals.events).to.deep.equal([{ name: 'montazh-request' }]);
      expect(shadow(b.host).querySelector('[part=message]')!.textContent).to.equal(
        'Заявка успешно отправлена',
      );
      expect(
        (b.form.querySelector('input[name=smart-token]') as HTMLInputElement).value,
        'widget reset',
      ).to.equal('');
    } finally {
      watch.restore();
    }
  });

  it("a request the store answers after its budget: 'not confirmed yet', the step and values kept, then the success from its late answer; a submit meanwhile sends it again as it was", async () => {
    setPageConfig({ storeId: '1', captcha: CAPTCHA, budgets: { send: 400 } });
    const b = await banner();
    await firstStep(b);
    await typeInto(b.field('name'), 'Иван');
    await typeInto(b.field('email'), 'ivan@example.ru');
    await typeInto(b.field('phone'), '9161234567');
    const store = freezeStore();
    try {
      await click(b.submitOf('second'));
      await until(() => toasts.events.length === 1 && !b.host.hasAttribute('busy'), "'not confirmed yet'");
      expect(toasts.events).to.deep.equal([
        { kind: 'info', message: 'Магазин пока не ответил. Проверим, что получилось, и сообщим.' },
      ]);
      expect(b.form.dataset.step).to.equal('second');
      expect(b.field('name').value).to.equal('Иван');
      await click(b.submitOf('second'));
      await until(() => store.held.length === 2, 'sent again');
      expect(store.held[1]!.key).to.equal(store.held[0]!.key);
      store.resume();
      await until(() => b.form.classList.contains('success'), 'the success class');
      expect(goals.events).to.deep.equal([{ name: 'montazh-request' }]);
      expect(toasts.events).to.have.length(1);
    } finally {
      store.restore();
    }
  });

  const failures: [string, () => Promise<Response>][] = [
    ['success is not true', async () => json({ success: false })],
    ['a server failure', async () => json({ message: 'Server error.' }, 500)],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  for (const [situation, answer] of failures) {
    it(`${situation}: the generic error toast and a console error; the step and values are kept`, async () => {
      const b = await banner();
      await firstStep(b);
      const logged = captureConsole();
      const watch = watchCalls((url) => url.includes('/forms/montazh'), answer);
      try {
        await typeInto(b.field('name'), 'Иван');
        await typeInto(b.field('email'), 'ivan@example.ru');
        await typeInto(b.field('phone'), '9161234567');
        await click(b.submitOf('second'));
        await until(() => toasts.events.length === 1, 'the toast');
        expect(toasts.events[0]).to.deep.include({
          kind: 'error',
          message: 'Что-то пошло не так. Попробуйте ещё раз.',
        });
        expect(logged.errors.length).to.be.greaterThan(0);
        expect(b.form.dataset.step).to.equal('second');
        expect(b.field('name').value).to.equal('Иван');
        expect(b.form.classList.contains('success')).to.equal(false);
        expect(goals.events).to.have.length(0);
      } finally {
        watch.restore();
      }
    });
  }

  it('a captcha that cannot load fails the submission with the generic error, sends nothing and says why in the console', async () => {
    setPageConfig({ storeId: '1', captcha: { sitekey: 'k', scriptUrl: '/__test__/unavailable/captcha.js' } });
    const logged = captureConsole();
    const watch = watchCalls((url) => url.includes('/forms/montazh'));
    try {
      const b = await banner();
      await firstStep(b);
      await typeInto(b.field('name'), 'Иван');
      await typeInto(b.field('email'), 'ivan@example.ru');
      await typeInto(b.field('phone'), '9161234567');
      await click(b.submitOf('second'));
      await until(() => toasts.events.length === 1, 'the toast');
      expect(watch.calls).to.have.length(0);
      // once as the banner came into view, once more for the submit
      expect(logged.errors).to.deep.equal([
        "[shop-elements] the captcha could not be shown (captcha.scriptUrl /__test__/unavailable/captcha.js; the page's Content-Security-Policy, an ad blocker or the network may stop it): its form sends nothing and shows the generic error. Error: the captcha script failed to load",
        "[shop-elements] the captcha could not be shown (captcha.scriptUrl /__test__/unavailable/captcha.js; the page's Content-Security-Policy, an ad blocker or the network may stop it): its form sends nothing and shows the generic error. Error: the captcha script failed to load",
      ]);
    } finally {
      watch.restore();
    }
  });

  it('while sending, the buttons are disabled and a second submit sends nothing', async () => {
    const b = await banner();
    await firstStep(b);
    let release!: (r: Response) => void;
    const watch = watchCalls(
      (url) => url.includes('/forms/montazh'),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    try {
      await typeInto(b.field('name'), 'Иван');
      await typeInto(b.field('email'), 'ivan@example.ru');
      await typeInto(b.field('phone'), '9161234567');
      await click(b.submitOf('second'));
      await until(() => watch.calls.length === 1, 'the request');
      expect(b.submitOf('second').disabled).to.equal(true);
      expect(b.host.hasAttribute('busy')).to.equal(true);
      b.form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      release(json({ success: true }));
      await until(() => b.form.classList.contains('success'), 'success');
      expect(watch.calls).to.have.length(1);
      // the buttons come back with the render after the answer, a task after the success class
      await until(() => !b.submitOf('first').disabled, 'the buttons enabled again');
    } finally {
      watch.restore();
    }
  });
});
