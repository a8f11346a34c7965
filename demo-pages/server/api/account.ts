import { CALLS } from '../../../shared/contract/calls.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { checkFields, fieldText, invalid, PROFILE_FIELDS, type Fields } from '../form-fields.ts';
import { langOf } from '../lang.ts';
import { HttpError } from '../http.ts';
import {
  findUser,
  findUserByEmail,
  setPassword,
  setSubscribed,
  updateProfile,
  type User,
} from '../store/accounts.ts';
import { serve } from './contract-route.ts';

function signedIn(ctx: StoreCtx) {
  const user = findUser(ctx.state.store, ctx.state.session.userId);
  if (!user) throw new HttpError(401, 'Unauthenticated.', { success: false, message: 'Unauthenticated.' });
  return user;
}

type AccountCall = typeof CALLS.profile | typeof CALLS.password | typeof CALLS.subscription;

/** The account area's three forms (docs/behaviour/calls.md account): a guest gets 401 before the form is read; each answers {success}. */
export function accountRoutes(router: StoreRouter): void {
  const account = (call: AccountCall, handler: (ctx: StoreCtx, data: Fields, user: User) => unknown) =>
    serve(router, call, (ctx, data) => handler(ctx, data, signedIn(ctx)), { guard: signedIn });

  account(CALLS.profile, (ctx, data, user) => {
    const errors = checkFields(PROFILE_FIELDS, data);
    const other = !errors.email && findUserByEmail(ctx.state.store, fieldText(data, 'email'));
    if (other && other.id !== user.id) errors.email = ['Этот e-mail уже зарегистрирован.'];
    if (Object.keys(errors).length) invalid(errors, langOf(ctx));
    updateProfile(ctx.state.store, user.id, {
      first_name: fieldText(data, 'first_name'),
      last_name: fieldText(data, 'last_name'),
      email: fieldText(data, 'email'),
      phone: fieldText(data, 'phone'),
    });
    return { success: true };
  });

  account(CALLS.password, async (ctx, data, user) => {
    await setPassword(ctx.state.store, user.id, data.password!);
    return { success: true };
  });

  account(CALLS.subscription, (ctx, data, user) => {
    setSubscribed(ctx.state.store, user.id, ['1', 'on', 'true'].includes(fieldText(data, 'subscribed')));
    return { success: true };
  });
}
