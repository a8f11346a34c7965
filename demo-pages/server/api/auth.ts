import { CALLS } from '../../../shared/contract/calls.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { checkFields, fieldText, invalid, PROFILE_FIELDS } from '../form-fields.ts';
import { langOf, localPath } from '../lang.ts';
import { HttpError } from '../http.ts';
import { signIn } from '../session.ts';
import {
  createResetToken,
  createUser,
  decoyHash,
  findUserByEmail,
  hashPassword,
  resetTokenUser,
  setPassword,
  spendResetToken,
  verifyPassword,
} from '../store/accounts.ts';
import { storeSubmission } from '../store/inbox.ts';
import { countSignInTry, signInWait } from '../store/throttle.ts';
import { serve } from './contract-route.ts';

/** Where a signed-in client goes: a path of this store only (no open redirect), the account by default. */
export function localRedirect(value: unknown, fallback = '/account'): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : fallback;
}

/** 429 while the e-mail or the address has used up its sign-in tries (store/throttle.ts). */
function refuseWhileThrottled(ctx: StoreCtx, email: string): void {
  const wait = signInWait(ctx.state.store, email, ctx.state.address);
  if (wait <= 0) return;
  const seconds = Math.ceil(wait / 1000);
  const message = `Слишком много попыток входа. Попробуйте снова через ${Math.ceil(seconds / 60)} мин.`;
  throw new HttpError(
    429,
    message,
    { success: false, message, errors: { email: [message] } },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Sign-in, registration and the password reset (docs/behaviour/calls.md authentication), each a POST of form data checked
 * with the contract's form schemas (the password rules of docs/behaviour/validation.md among them).
 */
export function authRoutes(router: StoreRouter): void {
  serve(router, CALLS.login, async (ctx, data) => {
    const email = fieldText(data, 'email');
    refuseWhileThrottled(ctx, email);
    const takeBack = countSignInTry(ctx.state.store, email, ctx.state.address);
    const user = findUserByEmail(ctx.state.store, email);
    // an unknown e-mail costs the same scrypt as a wrong password, so timing does not tell them apart
    const passwordOk = await verifyPassword(data.password!, user?.password_hash ?? (await decoyHash()));
    if (!user || !passwordOk) invalid({ email: ['Неверный e-mail или пароль.'] }, langOf(ctx));
    takeBack();
    signIn(ctx, user.id);
    return { success: true, redirect_url: localPath(langOf(ctx), localRedirect(data.redirect_url)) };
  });

  /**
   * A taken e-mail gets the same answer as a new one, so the form does not tell who has an account: nobody is
   * signed in and the owner finds a letter in the inbox (sign in, or reset the password).
   */
  serve(router, CALLS.register, async (ctx, data) => {
    const errors = checkFields(PROFILE_FIELDS, data);
    if (Object.keys(errors).length) invalid(errors, langOf(ctx));
    const { store } = ctx.state;
    const email = fieldText(data, 'email');
    const answer = { success: true, redirect_url: localPath(langOf(ctx), localRedirect(data.redirect_url)) };
    const owner = findUserByEmail(store, email);
    if (owner) {
      await hashPassword(data.password!); // as long as a new account takes
      storeSubmission(store, 'account-exists', {
        email: owner.email,
        text: 'Кто-то пытался зарегистрироваться с вашим e-mail. Если это были вы, войдите или восстановите пароль.',
        link: '/password/reset',
      });
      return answer;
    }
    const id = await createUser(
      store,
      {
        email,
        first_name: fieldText(data, 'first_name'),
        last_name: fieldText(data, 'last_name'),
        phone: fieldText(data, 'phone'),
        subscribed: 'subscribed' in data,
      },
      data.password!,
    ).catch((error: unknown) => {
      // registered by a parallel request in the meantime: the same answer as for a taken e-mail
      if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) return null;
      throw error;
    });
    if (id !== null) signIn(ctx, id);
    return answer;
  });

  /** Always the same answer, so the form does not tell whether the e-mail has an account. */
  serve(router, CALLS.passwordReset, (ctx, data) => {
    const { store } = ctx.state;
    const user = findUserByEmail(store, fieldText(data, 'email'));
    if (user) {
      const token = createResetToken(store, user.id);
      const lang = ctx.params.lang === 'uz' ? '&lang=uz' : '';
      // the store's "e-mail": the link lands in the demo inbox
      storeSubmission(store, 'password-reset', {
        email: user.email,
        link: `/password/reset/handle?token=${encodeURIComponent(token)}${lang}`,
      });
    }
    return { success: true };
  });

  serve(router, CALLS.passwordResetHandle, async (ctx, data) => {
    const { store } = ctx.state;
    const token = fieldText(data, 'token');
    const userId = resetTokenUser(store, token);
    if (userId === null)
      invalid({ token: ['Ссылка для сброса пароля недействительна или устарела.'] }, langOf(ctx));
    spendResetToken(store, token);
    await setPassword(store, userId, data.password!);
    signIn(ctx, userId);
    return { success: true, redirect_url: localPath(langOf(ctx), '/account') };
  });

  // the store's own: the account page's sign-out button
  router.add(
    'POST',
    '/api/:storeId/:lang/auth/logout',
    (ctx) => {
      signIn(ctx, null);
      return { success: true };
    },
    { signsIn: true },
  );
}
