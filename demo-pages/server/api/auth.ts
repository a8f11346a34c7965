import {
  createResetToken,
  createUser,
  findUserByEmail,
  resetTokenUser,
  setPassword,
  spendResetToken,
  verifyPassword,
} from '../accounts.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { HttpError } from '../http.ts';
import { signIn } from '../session.ts';
import { checkFields, invalid, storeSubmission, type FieldDef, type FieldErrors } from './forms.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** Where a signed-in client goes: a path of this store only (no open redirect), the account by default. */
export function localRedirect(value: unknown, fallback = '/account'): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : fallback;
}

/** The server's copy of spec §5's password rules: the confirmation first, then the length. */
export function passwordErrors(data: FormData): FieldErrors {
  const password = String(data.get('password') ?? '');
  const confirmation = String(data.get('password_confirmation') ?? '');
  if (password !== confirmation) return { password: ['Ошибка! Пароли не совпадают'] };
  if ([...password].length < MIN_PASSWORD_LENGTH) return { password: ['Ошибка! Пароль меньше 8 символов'] };
  return {};
}

export async function readForm(ctx: StoreCtx): Promise<FormData> {
  try {
    return await ctx.form();
  } catch {
    throw new HttpError(400, 'The body must be form data.');
  }
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

export const PROFILE_FIELDS: FieldDef[] = [
  { name: 'first_name', label: 'Имя', type: 'text', required: true },
  { name: 'last_name', label: 'Фамилия', type: 'text' },
  { name: 'email', label: 'E-mail', type: 'email', required: true },
  { name: 'phone', label: 'Телефон', type: 'tel' },
];

/** Sign-in, registration and the password reset (spec §7 authentication), each a POST of form data. */
export function authRoutes(router: StoreRouter): void {
  router.post('/api/:store/:lang/auth/authenticate', async (ctx) => {
    const data = await readForm(ctx);
    const errors = checkFields(
      [
        { name: 'email', label: 'E-mail', type: 'email', required: true },
        { name: 'password', label: 'Пароль', type: 'text', required: true },
      ],
      data,
    );
    if (Object.keys(errors).length) invalid(errors);
    const user = findUserByEmail(ctx.state.store, text(data, 'email'));
    const passwordOk = user ? await verifyPassword(String(data.get('password')), user.password_hash) : false;
    if (!user || !passwordOk) invalid({ email: ['Неверный e-mail или пароль.'] });
    signIn(ctx.state.store.db, ctx.state.session, user.id);
    return { success: true, redirect_url: localRedirect(data.get('redirect_url')) };
  });

  router.post('/api/:store/:lang/auth/register', async (ctx) => {
    const data = await readForm(ctx);
    const errors = { ...checkFields(PROFILE_FIELDS, data), ...passwordErrors(data) };
    const { store } = ctx.state;
    if (!errors.email && findUserByEmail(store, text(data, 'email')))
      errors.email = ['Этот e-mail уже зарегистрирован.'];
    if (Object.keys(errors).length) invalid(errors);
    const id = await createUser(
      store,
      {
        email: text(data, 'email'),
        first_name: text(data, 'first_name'),
        last_name: text(data, 'last_name'),
        phone: text(data, 'phone').replace(/\D/g, ''),
        subscribed: data.has('subscribed'),
      },
      String(data.get('password')),
    );
    signIn(store.db, ctx.state.session, id);
    return { success: true, redirect_url: localRedirect(data.get('redirect_url')) };
  });

  router.post('/api/:store/:lang/auth/password/reset', async (ctx) => {
    const data = await readForm(ctx);
    const { store } = ctx.state;
    const user = findUserByEmail(store, text(data, 'email'));
    if (!user) return { success: false };
    const token = createResetToken(store, user.id);
    const lang = ctx.params.lang === 'uz' ? '&lang=uz' : '';
    // the store's "e-mail": the link lands in the demo inbox
    storeSubmission(store, 'password-reset', {
      email: user.email,
      link: `/password/reset/handle?token=${encodeURIComponent(token)}${lang}`,
    });
    return { success: true };
  });

  router.post('/api/:store/:lang/auth/password/reset/handle', async (ctx) => {
    const data = await readForm(ctx);
    const errors = passwordErrors(data);
    const { store } = ctx.state;
    const token = text(data, 'token');
    const userId = resetTokenUser(store, token);
    if (userId === null) errors.token = ['Ссылка для сброса пароля недействительна или устарела.'];
    if (Object.keys(errors).length) invalid(errors);
    spendResetToken(store, token);
    await setPassword(store, userId!, String(data.get('password')));
    signIn(store.db, ctx.state.session, userId);
    return { success: true, redirect_url: '/account' };
  });

  router.post('/api/:store/:lang/auth/logout', (ctx) => {
    signIn(ctx.state.store.db, ctx.state.session, null);
    return { success: true };
  });
}
