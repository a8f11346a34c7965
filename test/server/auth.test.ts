import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createResetToken,
  hashPassword,
  verifyPassword,
  RESET_LIFETIME_MS,
} from '../../demo-pages/server/store/accounts.ts';
import { formData, Shopper, startStore } from './harness.ts';

let counter = 0;
const newEmail = () => `client${Date.now()}-${++counter}@example.ru`;

describe('the reference authentication API (docs/behaviour/calls.md authentication)', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  async function shopper(): Promise<Shopper> {
    const s = new Shopper(store.url);
    await s.get('/api/1/ru/cart');
    return s;
  }

  async function registered(password = 'secret123') {
    const s = await shopper();
    const email = newEmail();
    const answer = await s.post(
      '/api/1/ru/auth/register',
      formData({
        first_name: 'Иван',
        last_name: 'Петров',
        email,
        phone: '79161234567',
        password,
        password_confirmation: password,
      }),
    );
    return { s, email, answer };
  }

  it('passwords are stored as salted scrypt hashes: two hashes of one password differ and both verify', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    assert.notEqual(a, b);
    assert.match(a, /^scrypt\$16384\$8\$1\$/);
    assert.equal(await verifyPassword('secret123', a), true);
    assert.equal(await verifyPassword('secret124', a), false);
    assert.equal(await verifyPassword('secret123', 'garbage'), false);
  });

  it('register creates the client, signs in and answers success with redirect_url; the phone is kept as digits', async () => {
    const { s, email, answer } = await registered();
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { success: true, redirect_url: '/account' });
    const row = store.app.store.db.get<{ phone: string; password_hash: string }>(
      'SELECT phone, password_hash FROM users WHERE email = ?',
      [email],
    )!;
    assert.equal(row.phone, '79161234567');
    assert.doesNotMatch(row.password_hash, /secret123/);
    const page = await s.get('/account');
    assert.equal(page.status, 200);
    assert.match(page.text, /Личный кабинет/);
  });

  it('register follows a relative redirect_url only; anything else goes to the account', async () => {
    const s = await shopper();
    const data = formData({
      first_name: 'Анна',
      email: newEmail(),
      phone: '79160000000',
      password: 'secret123',
      password_confirmation: 'secret123',
      redirect_url: '/checkout',
    });
    assert.equal((await s.post('/api/1/ru/auth/register', data)).body.redirect_url, '/checkout');
    const other = await shopper();
    data.set('email', newEmail());
    data.set('redirect_url', '//evil.example/');
    assert.equal((await other.post('/api/1/ru/auth/register', data)).body.redirect_url, '/account');
  });

  it('register checks the password rules (mismatch first, then length)', async () => {
    const s = await shopper();
    const base = { first_name: 'Иван', email: newEmail(), phone: '79161234567' };
    const mismatch = await s.post(
      '/api/1/ru/auth/register',
      formData({ ...base, password: 'short', password_confirmation: 'other' }),
    );
    assert.equal(mismatch.status, 422);
    assert.deepEqual(mismatch.body.errors.password, ['Ошибка! Пароли не совпадают']);
    const short = await s.post(
      '/api/1/ru/auth/register',
      formData({ ...base, password: 'short', password_confirmation: 'short' }),
    );
    assert.deepEqual(short.body.errors.password, ['Ошибка! Пароль меньше 8 символов']);
  });

  it('register with a taken e-mail answers exactly as with a new one, signs nobody in, and writes the owner a letter', async () => {
    const { email } = await registered('ownerpass1');
    const s = await shopper();
    const fields = {
      first_name: 'Чужой',
      phone: '79160000000',
      password: 'secret123',
      password_confirmation: 'secret123',
    };
    const fresh = await (
      await shopper()
    ).post('/api/1/ru/auth/register', formData({ ...fields, email: newEmail() }));
    const taken = await s.post(
      '/api/1/ru/auth/register',
      formData({ ...fields, email: email.toUpperCase() }),
    );
    assert.equal(taken.status, fresh.status);
    assert.deepEqual(taken.body, fresh.body);
    assert.deepEqual(taken.body, { success: true, redirect_url: '/account' });
    assert.equal((await s.get('/account')).status, 302, 'not signed in as the owner');
    const letter = store.app.store.db.get<{ data: string }>(
      "SELECT data FROM submissions WHERE form = 'account-exists' ORDER BY id DESC LIMIT 1",
    )!;
    assert.equal(JSON.parse(letter.data).email, email);
    const owner = await (
      await shopper()
    ).post('/api/1/ru/auth/authenticate', formData({ email, password: 'ownerpass1' }));
    assert.equal(owner.body.success, true, 'the owner’s password is unchanged');
  });

  it('login with the right password signs in; a wrong one answers success false with a field error', async () => {
    const { email } = await registered('secret123');
    const s = await shopper();
    const wrong = await s.post('/api/1/ru/auth/authenticate', formData({ email, password: 'secret124' }));
    assert.equal(wrong.status, 422);
    assert.equal(wrong.body.success, false);
    assert.ok(wrong.body.errors.email);
    assert.equal((await s.get('/account')).status, 302);
    const right = await s.post(
      '/api/1/ru/auth/authenticate',
      formData({ email: email.toUpperCase(), password: 'secret123', redirect_url: '/cart' }),
    );
    assert.deepEqual(right.body, { success: true, redirect_url: '/cart' });
    assert.equal((await s.get('/account')).status, 200);
  });

  it('logout (the account page form with the session token) signs out; without the token it does not', async () => {
    const { s } = await registered();
    const page = await s.get('/account');
    const token = /name="_token"\s+value="([^"]+)"/
      .exec(page.text)?.[1]
      ?.replace(/&#39;|&quot;|&amp;/g, (e) => ({ '&#39;': "'", '&quot;': '"', '&amp;': '&' })[e]!);
    assert.ok(token);
    const forged = await s.post('/logout', formData({ _token: 'wrong' }));
    assert.equal(forged.status, 303);
    assert.equal((await s.get('/account')).status, 200, 'still signed in');
    await s.post('/logout', formData({ _token: token! }));
    const after = await s.get('/account');
    assert.equal(after.status, 302);
    assert.match(after.headers.get('location') ?? '', /^\/login\?redirect_url=%2Faccount$/);
  });

  it('a reset request answers the same success for a known and an unknown e-mail; only the known one gets a link', async () => {
    const { email } = await registered();
    const s = await shopper();
    const letters = () =>
      store.app.store.db.all("SELECT id FROM submissions WHERE form = 'password-reset'").length;
    const before = letters();
    const unknown = await s.post('/api/1/ru/auth/password/reset', formData({ email: 'nobody@example.ru' }));
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body, { success: true });
    assert.equal(letters(), before);
    const known = await s.post('/api/1/ru/auth/password/reset', formData({ email }));
    assert.deepEqual(known.body, { success: true });
    assert.equal(letters(), before + 1);
    const inbox = await s.get('/demo/inbox');
    assert.match(inbox.text, /href="\/password\/reset\/handle\?token=[\w-]+"/);
  });

  it('the reset link sets a new password once, signs in and answers redirect_url; then it no longer works', async () => {
    const { email } = await registered('oldpassword');
    const s = await shopper();
    await s.post('/api/1/ru/auth/password/reset', formData({ email }));
    const row = store.app.store.db.get<{ data: string }>(
      "SELECT data FROM submissions WHERE form = 'password-reset' ORDER BY id DESC LIMIT 1",
    )!;
    const token = new URL(JSON.parse(row.data).link, 'http://x').searchParams.get('token')!;
    const mismatch = await s.post(
      '/api/1/ru/auth/password/reset/handle',
      formData({ token, password: 'newpassword', password_confirmation: 'newpassworx' }),
    );
    assert.deepEqual(mismatch.body.errors.password, ['Ошибка! Пароли не совпадают']);
    const ok = await s.post(
      '/api/1/ru/auth/password/reset/handle',
      formData({ token, password: 'newpassword', password_confirmation: 'newpassword' }),
    );
    assert.deepEqual(ok.body, { success: true, redirect_url: '/account' });
    assert.equal((await s.get('/account')).status, 200);
    const again = await s.post(
      '/api/1/ru/auth/password/reset/handle',
      formData({ token, password: 'another12', password_confirmation: 'another12' }),
    );
    assert.equal(again.status, 422);
    assert.ok(again.body.errors.token);
    const other = await shopper();
    const login = await other.post(
      '/api/1/ru/auth/authenticate',
      formData({ email, password: 'newpassword' }),
    );
    assert.equal(login.body.success, true);
  });

  it('a reset link expires after an hour', async () => {
    const { email } = await registered();
    const user = store.app.store.db.get<{ id: number }>('SELECT id FROM users WHERE email = ?', [email])!;
    const token = createResetToken(store.app.store, user.id, Date.now() - RESET_LIFETIME_MS - 1);
    const s = await shopper();
    const answer = await s.post(
      '/api/1/ru/auth/password/reset/handle',
      formData({ token, password: 'newpassword', password_confirmation: 'newpassword' }),
    );
    assert.equal(answer.status, 422);
    assert.ok(answer.body.errors.token);
  });
});
