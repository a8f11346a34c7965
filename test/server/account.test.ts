import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formData, Shopper, startStore } from './harness.ts';

let counter = 0;

describe('the reference account API (docs/behaviour/calls.md account)', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  async function client() {
    const s = new Shopper(store.url);
    await s.get('/api/1/ru/cart');
    const email = `account${Date.now()}-${++counter}@example.ru`;
    const answer = await s.post(
      '/api/1/ru/auth/register',
      formData({
        first_name: 'Иван',
        email,
        phone: '79161234567',
        password: 'secret123',
        password_confirmation: 'secret123',
      }),
    );
    assert.equal(answer.status, 200);
    return { s, email };
  }
  const user = (email: string) =>
    store.app.store.db.get<{
      first_name: string;
      last_name: string;
      phone: string;
      subscribed: number;
      email: string;
    }>('SELECT first_name, last_name, phone, subscribed, email FROM users WHERE email = ?', [email])!;

  it('a guest gets 401 with success false on every account call', async () => {
    const s = new Shopper(store.url);
    await s.get('/api/1/ru/cart');
    for (const path of ['profile/update', 'password/update', 'subscribe/update']) {
      const { status, body } = await s.post(`/api/auth/account/${path}`, formData({}));
      assert.equal(status, 401);
      assert.equal(body.success, false);
    }
  });

  it('profile update saves the fields and keeps the phone as digits', async () => {
    const { s, email } = await client();
    const { status, body } = await s.post(
      '/api/auth/account/profile/update',
      formData({ first_name: 'Пётр', last_name: 'Сидоров', email, phone: '998901234567' }),
    );
    assert.equal(status, 200);
    assert.deepEqual(body, { success: true });
    const row = user(email);
    assert.equal(row.first_name, 'Пётр');
    assert.equal(row.last_name, 'Сидоров');
    assert.equal(row.phone, '998901234567');
  });

  it('profile update refuses a wrong e-mail with a field error', async () => {
    const { s, email } = await client();
    const { status, body } = await s.post(
      '/api/auth/account/profile/update',
      formData({ first_name: 'Пётр', email: 'nope', phone: '79161234567' }),
    );
    assert.equal(status, 422);
    assert.ok(body.errors.email);
    assert.equal(user(email).first_name, 'Иван');
  });

  it('password update checks the rules, then the new password signs in', async () => {
    const { s, email } = await client();
    const mismatch = await s.post(
      '/api/auth/account/password/update',
      formData({ password: 'newpassword', password_confirmation: 'newpassworX' }),
    );
    assert.deepEqual(mismatch.body.errors.password, ['Ошибка! Пароли не совпадают']);
    const short = await s.post(
      '/api/auth/account/password/update',
      formData({ password: 'short', password_confirmation: 'short' }),
    );
    assert.deepEqual(short.body.errors.password, ['Ошибка! Пароль меньше 8 символов']);
    const ok = await s.post(
      '/api/auth/account/password/update',
      formData({ password: 'newpassword', password_confirmation: 'newpassword' }),
    );
    assert.deepEqual(ok.body, { success: true });
    const other = new Shopper(store.url);
    await other.get('/api/1/ru/cart');
    assert.equal(
      (await other.post('/api/1/ru/auth/authenticate', formData({ email, password: 'newpassword' }))).body
        .success,
      true,
    );
  });

  it('subscription update turns the subscription on and off', async () => {
    const { s, email } = await client();
    await s.post('/api/auth/account/subscribe/update', formData({ subscribed: '1' }));
    assert.equal(user(email).subscribed, 1);
    const { body } = await s.post('/api/auth/account/subscribe/update', formData({}));
    assert.deepEqual(body, { success: true });
    assert.equal(user(email).subscribed, 0);
  });

  it('the account page shows the three forms filled from the profile', async () => {
    const { s } = await client();
    const { text } = await s.get('/account');
    assert.match(text, /<shop-form type="profile">/);
    assert.match(text, /<shop-form type="password">/);
    assert.match(text, /<shop-form type="subscription">/);
    assert.match(text, /value="\+7 \(916\) 123 45 67"/);
  });
});
