import { findUser, findUserByEmail, setPassword } from '../accounts.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { HttpError } from '../http.ts';
import { passwordErrors, PROFILE_FIELDS, readForm } from './auth.ts';
import { checkFields, invalid } from './forms.ts';

function signedIn(ctx: StoreCtx) {
  const user = findUser(ctx.state.store, ctx.state.session.userId);
  if (!user) throw new HttpError(401, 'Unauthenticated.', { success: false, message: 'Unauthenticated.' });
  return user;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** The account area's three forms (spec §7 account): each answers {success}. */
export function accountRoutes(router: StoreRouter): void {
  router.post('/api/auth/account/profile/update', async (ctx) => {
    const user = signedIn(ctx);
    const data = await readForm(ctx);
    const errors = checkFields(PROFILE_FIELDS, data);
    const other = !errors.email && findUserByEmail(ctx.state.store, text(data, 'email'));
    if (other && other.id !== user.id) errors.email = ['Этот e-mail уже зарегистрирован.'];
    if (Object.keys(errors).length) invalid(errors);
    ctx.state.store.db.run(
      'UPDATE users SET first_name = ?, last_name = ?, email = ?, phone = ? WHERE id = ?',
      [
        text(data, 'first_name'),
        text(data, 'last_name'),
        text(data, 'email').toLowerCase(),
        text(data, 'phone').replace(/\D/g, ''),
        user.id,
      ],
    );
    return { success: true };
  });

  router.post('/api/auth/account/password/update', async (ctx) => {
    const user = signedIn(ctx);
    const data = await readForm(ctx);
    const errors = passwordErrors(data);
    if (Object.keys(errors).length) invalid(errors);
    await setPassword(ctx.state.store, user.id, String(data.get('password')));
    return { success: true };
  });

  router.post('/api/auth/account/subscribe/update', async (ctx) => {
    const user = signedIn(ctx);
    const data = await readForm(ctx);
    const on = ['1', 'on', 'true'].includes(text(data, 'subscribed'));
    ctx.state.store.db.run('UPDATE users SET subscribed = ? WHERE id = ?', [on ? 1 : 0, user.id]);
    return { success: true };
  });
}
