import { expect } from '@open-wc/testing';
import '../../../elements/shop-form/shop-form.ts';
import { cleanup, mount, newShopper, ready, record, setPageConfig } from '../../helpers/page.ts';
import { until } from '../../helpers/page.ts';
import { click, fieldMessage, json, signUp, typeInto, watchCalls } from '../../helpers/forms.ts';

const PROFILE = `<shop-form type="profile"><form>
  <label for="p-first">Имя</label><input id="p-first" name="first_name" value="Иван" required>
  <label for="p-email">E-mail</label><input id="p-email" name="email" type="email" required>
  <label for="p-phone">Телефон</label><input id="p-phone" name="phone" type="tel">
  <button type="submit">Сохранить</button></form></shop-form>`;
const PASSWORD = `<shop-form type="password"><form>
  <label for="pw">Новый пароль</label><input id="pw" name="password" type="password" required>
  <label for="pw2">Повторите пароль</label><input id="pw2" name="password_confirmation" type="password" required>
  <button type="submit">Изменить пароль</button></form></shop-form>`;
const SUBSCRIPTION = `<shop-form type="subscription"><form>
  <label><input name="subscribed" type="checkbox" value="1"> Получать новости</label>
  <button type="submit">Сохранить</button></form></shop-form>`;

describe('shop-form: account forms (docs/behaviour/account.md, docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/calls.md account, docs/behaviour/errors.md)', () => {
  let toasts: ReturnType<typeof record<{ kind: string; message: string }>>;
  let email: string;
  beforeEach(async () => {
    setPageConfig({ storeId: '1' });
    await newShopper();
    email = await signUp();
    toasts = record('shop-toast');
  });
  afterEach(() => {
    toasts.stop();
    cleanup();
  });

  const last = () => toasts.events.map(({ kind, message }) => ({ kind, message })).at(-1);

  async function mounted(markup: string) {
    const host = await ready(mount(markup).querySelector('shop-form'));
    const form = host.querySelector('form')!;
    return { host, form, field: (name: string) => form.elements.namedItem(name) as HTMLInputElement };
  }

  it("profile: POST /api/auth/account/profile/update with the phone as digits only; 'Ваша учетная запись была успешно обновлена!'", async () => {
    const { host, form, field } = await mounted(PROFILE);
    field('email').value = email;
    await typeInto(field('phone'), '9031112233');
    expect(field('phone').value).to.equal('+7 (903) 111 22 33');
    const watch = watchCalls((url) => url.includes('/auth/account/'));
    try {
      await click(form.querySelector('button')!);
      await until(() => host.getAttribute('state') === 'success', 'success');
      expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal(
        '/api/auth/account/profile/update',
      );
      expect(watch.calls[0]!.body!.get('phone')).to.equal('79031112233');
      expect(watch.calls[0]!.body!.get('first_name')).to.equal('Иван');
      expect(last()).to.deep.equal({
        kind: 'success',
        message: 'Ваша учетная запись была успешно обновлена!',
      });
      expect(field('phone').value, 'the form keeps the profile').to.equal('+7 (903) 111 22 33');
    } finally {
      watch.restore();
    }
  });

  it('password: the mismatch is shown first, on the password field, and nothing is sent', async () => {
    const { form, field } = await mounted(PASSWORD);
    const watch = watchCalls((url) => url.includes('/auth/account/'));
    try {
      await typeInto(field('password'), 'short');
      await typeInto(field('password_confirmation'), 'other');
      await click(form.querySelector('button')!);
      await until(() => field('password').getAttribute('aria-invalid') === 'true', 'the error');
      expect(fieldMessage(field('password'))).to.equal('Ошибка! Пароли не совпадают');
      expect(field('password').getAttribute('data-state')).to.equal('invalid');
      expect(form.querySelectorAll('.shop-field-error')).to.have.length(1);
      expect(watch.calls).to.have.length(0);
    } finally {
      watch.restore();
    }
  });

  it('password: then the length, with the previous error cleared; nothing is sent', async () => {
    const { form, field } = await mounted(PASSWORD);
    const watch = watchCalls((url) => url.includes('/auth/account/'));
    try {
      await typeInto(field('password'), 'short');
      await typeInto(field('password_confirmation'), 'other');
      await click(form.querySelector('button')!);
      await until(() => fieldMessage(field('password')) === 'Ошибка! Пароли не совпадают', 'the mismatch');
      field('password_confirmation').value = 'short';
      await click(form.querySelector('button')!);
      await until(
        () => fieldMessage(field('password')) === 'Ошибка! Пароль меньше 8 символов',
        'the length error',
      );
      expect(form.querySelectorAll('.shop-field-error')).to.have.length(1);
      expect(watch.calls).to.have.length(0);
    } finally {
      watch.restore();
    }
  });

  it("password: a valid change is sent as {password, password_confirmation}; 'Ваш пароль успешно изменен!' and the fields are emptied", async () => {
    const { host, form, field } = await mounted(PASSWORD);
    const watch = watchCalls((url) => url.includes('/auth/account/'));
    try {
      await typeInto(field('password'), 'newpassword');
      await typeInto(field('password_confirmation'), 'newpassword');
      await click(form.querySelector('button')!);
      await until(() => host.getAttribute('state') === 'success', 'success');
      expect([...watch.calls[0]!.body!.keys()]).to.deep.equal(['password', 'password_confirmation']);
      expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal(
        '/api/auth/account/password/update',
      );
      expect(last()).to.deep.equal({ kind: 'success', message: 'Ваш пароль успешно изменен!' });
      expect(field('password').value).to.equal('');
    } finally {
      watch.restore();
    }
  });

  it("subscription: POST /api/auth/account/subscribe/update; 'Ваша подписка успешно обновлена!'", async () => {
    const { host, form } = await mounted(SUBSCRIPTION);
    const watch = watchCalls((url) => url.includes('/auth/account/'));
    try {
      await click(form.querySelector('input[type=checkbox]')!);
      await click(form.querySelector('button')!);
      await until(() => host.getAttribute('state') === 'success', 'success');
      expect(new URL(watch.calls[0]!.url, location.href).pathname).to.equal(
        '/api/auth/account/subscribe/update',
      );
      expect(watch.calls[0]!.body!.get('subscribed')).to.equal('1');
      expect(last()).to.deep.equal({ kind: 'success', message: 'Ваша подписка успешно обновлена!' });
    } finally {
      watch.restore();
    }
  });

  const failures: [string, () => Promise<Response>][] = [
    ['no success flag', async () => json({})],
    ['success: false', async () => json({ success: false })],
    ['a server failure', async () => json({ message: 'Server error.' }, 500)],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  for (const [situation, answer] of failures) {
    it(`${situation}: the 'failed_request' error toast, and what was typed stays`, async () => {
      const { host, form, field } = await mounted(PROFILE);
      field('email').value = email;
      field('first_name').value = '';
      await typeInto(field('first_name'), 'Пётр');
      const watch = watchCalls((url) => url.includes('/auth/account/'), answer);
      const original = console.error;
      console.error = () => {};
      try {
        await click(form.querySelector('button')!);
        await until(() => host.getAttribute('state') === 'error', 'the error state');
        expect(last()).to.deep.equal({
          kind: 'error',
          message: 'Не удалось выполнить запрос. Попробуйте ещё раз.',
        });
        expect(field('first_name').value).to.equal('Пётр');
      } finally {
        console.error = original;
        watch.restore();
      }
    });
  }

  it('a guest (no session) gets the failed_request toast', async () => {
    await newShopper();
    const { host, form, field } = await mounted(PROFILE);
    field('email').value = email;
    const original = console.error;
    console.error = () => {};
    try {
      await click(form.querySelector('button')!);
      await until(() => host.getAttribute('state') === 'error', 'the error state');
      expect(last()).to.deep.equal({
        kind: 'error',
        message: 'Не удалось выполнить запрос. Попробуйте ещё раз.',
      });
    } finally {
      console.error = original;
    }
  });
});
