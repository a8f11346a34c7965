import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../../elements/shop-form/shop-form.ts';
import { REDIRECT_DELAY_MS } from '../../../elements/shop-form/Form.tsx';
import { navigation } from '../../../shared/ui/navigate.ts';
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
import { click, fieldMessage, json, signUp, typeInto, watchCalls } from '../../helpers/forms.ts';
import { captureConsole } from '../../helpers/console.ts';

const LOGIN = `<shop-form type="login"><form>
  <input type="hidden" name="redirect_url" value="/cart">
  <label for="l-email">E-mail</label><input id="l-email" name="email" type="email" required>
  <label for="l-password">Пароль</label><input id="l-password" name="password" type="password" required>
  <button type="submit">Войти</button></form></shop-form>`;
const REGISTER = `<shop-form type="register"><form>
  <label for="r-name">Имя</label><input id="r-name" name="first_name" required>
  <label for="r-email">E-mail</label><input id="r-email" name="email" type="email" required>
  <label for="r-phone">Телефон</label><input id="r-phone" name="phone" type="tel" required>
  <label for="r-pw">Пароль</label><input id="r-pw" name="password" type="password" required>
  <label for="r-pw2">Повторите пароль</label><input id="r-pw2" name="password_confirmation" type="password" required>
  <button type="submit">Зарегистрироваться</button></form></shop-form>`;
const RESET = `<shop-form type="password-reset"><form>
  <label for="x-email">E-mail</label><input id="x-email" name="email" type="email" required>
  <button type="submit">Восстановить</button></form></shop-form>`;
const HANDLE = `<shop-form type="password-reset-handle"><form>
  <label for="h-pw">Новый пароль</label><input id="h-pw" name="password" type="password" required>
  <label for="h-pw2">Повторите пароль</label><input id="h-pw2" name="password_confirmation" type="password" required>
  <button type="submit">Сохранить</button></form></shop-form>`;

const GENERIC = { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' };

describe('shop-form: sign-in forms (docs/behaviour/sign-in.md, docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/calls.md authentication, docs/behaviour/errors.md)', () => {
  let toasts: ReturnType<typeof record<{ kind: string; message: string }>>;
  let go: sinon.SinonStub;
  let reported: ReturnType<typeof captureConsole>;
  beforeEach(async () => {
    setPageConfig({ storeId: '1' });
    await newShopper();
    toasts = record('shop-toast');
    go = sinon.stub(navigation, 'go');
    reported = captureConsole(); // the refusals these tests provoke are reported; one test asserts it
  });
  afterEach(() => {
    toasts.stop();
    sinon.restore();
    cleanup();
  });

  const toastList = () => toasts.events.map(({ kind, message }) => ({ kind, message }));
  const messageOf = (host: Element) =>
    [...shadow(host).querySelectorAll('[part~=message]')]
      .filter((p) => !(p as HTMLElement).hidden)
      .map((p) => p.textContent)
      .join('');

  async function mounted(markup: string) {
    const host = await ready(mount(markup).querySelector('shop-form'));
    const form = host.querySelector('form')!;
    return { host, form, field: (name: string) => form.elements.namedItem(name) as HTMLInputElement };
  }

  it('login: POST /api/1/ru/auth/authenticate; on success the browser goes to redirect_url', async () => {
    await newShopper();
    const email = await signUp('secret123');
    await newShopper();
    const { host, form, field } = await mounted(LOGIN);
    const watch = watchCalls((url) => url.includes('/auth/'));
    try {
      await typeInto(field('email'), email);
      await typeInto(field('password'), 'secret123');
      await click(form.querySelector('button')!);
      await until(() => go.called, 'the redirect');
      expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal('/api/1/ru/auth/authenticate');
      expect(go.firstCall.args[0]).to.equal(new URL('/cart', location.href).href);
      await until(() => host.getAttribute('state') === 'success', 'the success state');
    } finally {
      watch.restore();
    }
  });

  it('login with a wrong password: the generic error notice, the server message on the field, nothing followed', async () => {
    const email = await signUp('secret123');
    await newShopper();
    const { host, form, field } = await mounted(LOGIN);
    await typeInto(field('email'), email);
    await typeInto(field('password'), 'wrongpass1');
    await click(form.querySelector('button')!);
    await until(() => host.getAttribute('state') === 'error', 'the error state');
    expect(toastList()).to.deep.equal([GENERIC]);
    expect(fieldMessage(field('email'))).to.equal('Неверный e-mail или пароль.');
    expect(field('password').value, 'kept').to.equal('wrongpass1');
    expect(go.called).to.equal(false);
  });

  const refused: [string, unknown][] = [
    ['a javascript: redirect_url', { success: true, redirect_url: 'javascript:alert(1)' }],
    ['a data: redirect_url', { success: true, redirect_url: 'data:text/html,hi' }],
    ['a redirect_url to another origin', { success: true, redirect_url: 'https://evil.example/account' }],
    ['a protocol-relative redirect_url', { success: true, redirect_url: '//evil.example/account' }],
    ['a missing redirect_url', { success: true }],
    ['success false', { success: false, redirect_url: '/account' }],
  ];
  for (const [situation, body] of refused) {
    it(`login answered with ${situation}: the generic error notice and the browser stays`, async () => {
      const { host, form, field } = await mounted(LOGIN);
      const watch = watchCalls(
        (url) => url.includes('/auth/'),
        async () => json(body),
      );
      try {
        await typeInto(field('email'), 'ivan@example.ru');
        await typeInto(field('password'), 'secret123');
        await click(form.querySelector('button')!);
        await until(() => host.getAttribute('state') === 'error', 'the error state');
        expect(toastList()).to.deep.equal([GENERIC]);
        expect(go.called).to.equal(false);
      } finally {
        watch.restore();
      }
    });
  }

  it("login follows an absolute redirect_url of the shop's own origin", async () => {
    const { form, field } = await mounted(LOGIN);
    const own = `${location.origin}/account`;
    const watch = watchCalls(
      (url) => url.includes('/auth/'),
      async () => json({ success: true, redirect_url: own }),
    );
    try {
      await typeInto(field('email'), 'ivan@example.ru');
      await typeInto(field('password'), 'secret123');
      await click(form.querySelector('button')!);
      await until(() => go.called, 'the redirect');
      expect(go.firstCall.args[0]).to.equal(own);
    } finally {
      watch.restore();
    }
  });

  it("a site in a folder (siteBase '/blog/'): the backend's root-relative redirect_url lands under it, or on the page sitePages gives it", async () => {
    const answers = ['/account?from=login', '/order/5?token=t1'];
    setPageConfig({
      storeId: '1',
      siteBase: '/blog/',
      sitePages: { '/order/{id}': '/blog/?page_id=7&shop_order={id}' },
    });
    for (const redirect of answers) {
      const { form, field } = await mounted(LOGIN);
      const watch = watchCalls(
        (url) => url.includes('/auth/'),
        async () => json({ success: true, redirect_url: redirect }),
      );
      try {
        await typeInto(field('email'), 'ivan@example.ru');
        await typeInto(field('password'), 'secret123');
        await click(form.querySelector('button')!);
        await until(() => go.callCount === answers.indexOf(redirect) + 1, 'the redirect');
      } finally {
        watch.restore();
        cleanup();
      }
    }
    expect(go.args.map(([url]) => url)).to.deep.equal([
      `${location.origin}/blog/account?from=login`,
      `${location.origin}/blog/?page_id=7&shop_order=5&token=t1`,
    ]);
  });

  it('register: password rules first, then POST /api/1/ru/auth/register with the phone as digits and the redirect followed', async () => {
    const { form, field } = await mounted(REGISTER);
    const watch = watchCalls((url) => url.includes('/auth/'));
    try {
      await typeInto(field('first_name'), 'Анна');
      await typeInto(field('email'), `anna${Date.now()}@example.ru`);
      await typeInto(field('phone'), '9161234567');
      await typeInto(field('password'), 'secret1');
      await typeInto(field('password_confirmation'), 'secret2');
      await click(form.querySelector('button')!);
      await until(() => fieldMessage(field('password')) === 'Ошибка! Пароли не совпадают', 'the mismatch');
      field('password_confirmation').value = 'secret1';
      await click(form.querySelector('button')!);
      await until(() => fieldMessage(field('password')) === 'Ошибка! Пароль меньше 8 символов', 'the length');
      expect(watch.calls).to.have.length(0);
      field('password').value = 'secret123';
      field('password_confirmation').value = 'secret123';
      await click(form.querySelector('button')!);
      await until(() => go.called, 'the redirect');
      expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal('/api/1/ru/auth/register');
      expect(watch.calls[0]!.body!.get('phone')).to.equal('79161234567');
      expect(go.firstCall.args[0]).to.equal(new URL('/account', location.href).href);
    } finally {
      watch.restore();
    }
  });

  it('register refused with a field error: the generic error notice, the server message on the field, every value kept', async () => {
    const { host, form, field } = await mounted(REGISTER);
    // a store that refuses a taken e-mail (the reference store answers it as a new one, so nobody learns it)
    const refusal = {
      success: false,
      message: 'The given data was invalid.',
      errors: { email: ['Этот e-mail уже зарегистрирован.'] },
    };
    const watch = watchCalls(
      (url) => url.includes('/auth/register'),
      async () => json(refusal, 422),
    );
    try {
      await typeInto(field('first_name'), 'Анна');
      await typeInto(field('email'), 'taken@example.ru');
      await typeInto(field('phone'), '9161234567');
      await typeInto(field('password'), 'secret123');
      await typeInto(field('password_confirmation'), 'secret123');
      await click(form.querySelector('button')!);
      await until(() => host.getAttribute('state') === 'error', 'the error state');
      expect(toastList()).to.deep.equal([GENERIC]);
      expect(fieldMessage(field('email'))).to.equal('Этот e-mail уже зарегистрирован.');
      expect(field('phone').value).to.equal('+7 (916) 123 45 67');
      expect(field('first_name').value).to.equal('Анна');
      expect(go.called).to.equal(false);
    } finally {
      watch.restore();
    }
  });

  it("password reset for a known e-mail: 'Новый пароль был выслан на Ваш E-Mail.!'", async () => {
    const email = await signUp();
    const { host, form, field } = await mounted(RESET);
    const watch = watchCalls((url) => url.includes('/auth/'));
    try {
      await typeInto(field('email'), email);
      await click(form.querySelector('button')!);
      await until(() => host.getAttribute('state') === 'success', 'success');
      expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal('/api/1/ru/auth/password/reset');
      expect(messageOf(host)).to.equal('Новый пароль был выслан на Ваш E-Mail.!');
      expect(toastList()).to.deep.equal([
        { kind: 'success', message: 'Новый пароль был выслан на Ваш E-Mail.!' },
      ]);
    } finally {
      watch.restore();
    }
  });

  const resetFailures: [string, () => Promise<Response>][] = [
    // the reference store answers every e-mail alike, so success false comes from a fixture
    ['an answer of success false', async () => json({ success: false })],
    ['a server failure', async () => json({ message: 'Server error.' }, 500)],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  for (const [situation, answer] of resetFailures) {
    it(`password reset with ${situation}: 'E-Mail адрес не найден, проверьте и попробуйте еще раз!', the e-mail kept`, async () => {
      const { host, form, field } = await mounted(RESET);
      const watch = watchCalls((url) => url.includes('/auth/'), answer);
      try {
        await typeInto(field('email'), 'nobody@example.ru');
        await click(form.querySelector('button')!);
        await until(() => host.getAttribute('state') === 'error', 'the error state');
        const text = 'E-Mail адрес не найден, проверьте и попробуйте еще раз!';
        expect(messageOf(host)).to.equal(text);
        expect(toastList()).to.deep.equal([{ kind: 'error', message: text }]);
        expect(field('email').value).to.equal('nobody@example.ru');
        expect(watch.calls).to.have.length(1);
      } finally {
        watch.restore();
      }
    });
  }

  describe('the reset handle reads token from the query', () => {
    const original = location.href;
    beforeEach(() => history.replaceState(null, '', '?token=abc123'));
    afterEach(() => history.replaceState(null, '', original));

    /** A new password set through the handle: the store answers success with a redirect to /account. */
    async function newPasswordSet() {
      const { host, form, field } = await mounted(HANDLE);
      const watch = watchCalls(
        (url) => url.includes('/auth/'),
        async () => json({ success: true, redirect_url: '/account' }),
      );
      try {
        await typeInto(field('password'), 'newpassword');
        await typeInto(field('password_confirmation'), 'newpassword');
        await click(form.querySelector('button')!);
        await until(() => messageOf(host) === 'Новый пароль установлен!', 'the message');
      } catch (error) {
        watch.restore();
        throw error;
      }
      return { host, watch };
    }

    it("sends password, password_confirmation and token; shows 'Новый пароль установлен!', then redirects", async () => {
      const { watch } = await newPasswordSet();
      try {
        const body = watch.calls[0]!.body!;
        expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal(
          '/api/1/ru/auth/password/reset/handle',
        );
        expect([body.get('password'), body.get('password_confirmation'), body.get('token')]).to.deep.equal([
          'newpassword',
          'newpassword',
          'abc123',
        ]);
        expect(go.called, 'the message shows first').to.equal(false);
        await until(() => go.called, 'the redirect', REDIRECT_DELAY_MS + 2000);
        expect(go.firstCall.args[0]).to.equal(new URL('/account', location.href).href);
      } finally {
        watch.restore();
      }
    });

    it('a form taken off the page before the redirect (a page swap) does not move the browser', async () => {
      const { host, watch } = await newPasswordSet();
      try {
        host.remove();
        await new Promise((done) => setTimeout(done, REDIRECT_DELAY_MS + 300));
        expect(go.called).to.equal(false);
      } finally {
        watch.restore();
      }
    });

    it('checks the passwords before sending', async () => {
      const { form, field } = await mounted(HANDLE);
      const watch = watchCalls((url) => url.includes('/auth/'));
      try {
        await typeInto(field('password'), 'abc');
        await typeInto(field('password_confirmation'), 'abc');
        await click(form.querySelector('button')!);
        await until(
          () => fieldMessage(field('password')) === 'Ошибка! Пароль меньше 8 символов',
          'the length',
        );
        expect(watch.calls).to.have.length(0);
      } finally {
        watch.restore();
      }
    });

    it('a spent or unknown token: the generic error notice, no redirect', async () => {
      const { host, form, field } = await mounted(HANDLE);
      await typeInto(field('password'), 'newpassword');
      await typeInto(field('password_confirmation'), 'newpassword');
      await click(form.querySelector('button')!);
      await until(() => host.getAttribute('state') === 'error', 'the error state');
      expect(toastList()).to.deep.equal([GENERIC]);
      expect(go.called).to.equal(false);
      expect(reported.errors).to.not.have.length(0);
    });
  });
});
