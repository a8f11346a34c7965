import { findUser } from '../store/accounts.ts';
import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { redirect } from '../http.ts';
import { isSessionToken, signIn } from '../session.ts';
import { field, newPasswordFields, subscriptionField } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

const formatPhone = (digits: string) => {
  const d = digits.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('7'))
    return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)} ${d.slice(7, 9)} ${d.slice(9, 11)}`;
  if (d.length === 12 && d.startsWith('998'))
    return `+998-${d.slice(3, 5)}-${d.slice(5, 8)}-${d.slice(8, 10)}-${d.slice(10, 12)}`;
  return digits;
};

/** The account area (docs/behaviour/account.md): profile, password and subscription forms, and signing out. */
export function accountPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const { store, session } = ctx.state;
  const user = findUser(store, session.userId);
  if (!user) {
    redirect(
      ctx.res,
      localHref(ctx, `/login?redirect_url=${encodeURIComponent(localHref(ctx, '/account'))}`),
    );
    return undefined;
  }
  const body = html`<h1>${say('Личный кабинет')}</h1>
    <p class="account__hello">${say('Здравствуйте,')} ${user.first_name || user.email}!</p>
    <div class="account">
      <section class="account__section" aria-labelledby="profile-title">
        <h2 id="profile-title">${say('Профиль')}</h2>
        <shop-form type="profile">
          <form class="form" aria-labelledby="profile-title">
            ${field({ name: 'first_name', label: 'Имя', type: 'text', required: true }, 'profile-first-name', user.first_name, say)}
            ${field({ name: 'last_name', label: 'Фамилия', type: 'text' }, 'profile-last-name', user.last_name, say)}
            ${field({ name: 'email', label: 'E-mail', type: 'email', required: true }, 'profile-email', user.email, say)}
            ${field({ name: 'phone', label: 'Телефон', type: 'tel' }, 'profile-phone', formatPhone(user.phone), say)}
            <button type="submit" class="btn">${say('Сохранить')}</button>
          </form>
        </shop-form>
      </section>
      <section class="account__section" aria-labelledby="password-title">
        <h2 id="password-title">${say('Смена пароля')}</h2>
        <shop-form type="password">
          <form class="form" aria-labelledby="password-title">
            ${newPasswordFields('account', 'Новый пароль', say)}
            <button type="submit" class="btn">${say('Изменить пароль')}</button>
          </form>
        </shop-form>
      </section>
      <section class="account__section" aria-labelledby="subscription-title">
        <h2 id="subscription-title">${say('Подписка')}</h2>
        <shop-form type="subscription">
          <form class="form" aria-labelledby="subscription-title">
            ${subscriptionField('account-subscribed', 'Получать новости и акции на e-mail', Boolean(user.subscribed), say)}
            <button type="submit" class="btn">${say('Сохранить подписку')}</button>
          </form>
        </shop-form>
      </section>
    </div>
    <form class="account__logout" method="post" action="${localHref(ctx, '/logout')}">
      <input type="hidden" name="_token" value="${session.xsrf}" />
      <button type="submit" class="btn btn--secondary">${say('Выйти')}</button>
    </form>`;
  return layout(ctx, { title: say('Личный кабинет'), body, tail });
}

/** Signing out: a plain form post carrying the session's XSRF token, so another site cannot sign a client out. */
export async function logout(ctx: StoreCtx) {
  const data = await ctx.form().catch(() => new FormData());
  if (isSessionToken(ctx.state.session, data.get('_token'))) signIn(ctx, null);
  redirect(ctx.res, localHref(ctx, '/login'), 303);
  return undefined;
}
