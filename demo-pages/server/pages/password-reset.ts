import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { field } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/** The password-reset request (docs/behaviour/sign-in.md): the link goes to the demo inbox, the store's stand-in for e-mail. */
export function passwordResetPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const body = html`<section class="auth">
    <h1>${say('Восстановление пароля')}</h1>
    <p>${say('Укажите e-mail, с которым вы регистрировались, — мы пришлём ссылку для нового пароля.')}</p>
    <shop-form type="password-reset">
      <form class="form" aria-label="${say('Восстановление пароля')}">
        ${field({ name: 'email', label: 'E-mail', type: 'email', required: true }, 'reset-email', '', say)}
        <button type="submit" class="btn">${say('Восстановить пароль')}</button>
      </form>
    </shop-form>
    <p class="auth__links">
      <a href="${localHref(ctx, '/login')}">${say('Вспомнили пароль? Войти')}</a> ·
      <a href="${localHref(ctx, '/demo/inbox')}">${say('Входящие демо-магазина')}</a>
    </p>
  </section>`;
  return layout(ctx, { title: say('Восстановление пароля'), body, tail });
}

/** The reset handle (docs/behaviour/sign-in.md): the element reads `token` from the query, sets the password, then redirects. */
export function passwordResetHandlePage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const body = html`<section class="auth">
    <h1>${say('Новый пароль')}</h1>
    <shop-form type="password-reset-handle">
      <form class="form" aria-label="${say('Новый пароль')}">
        <div class="field">
          <label for="handle-password">${say('Новый пароль')}</label
          ><input id="handle-password" name="password" type="password" autocomplete="new-password" required />
        </div>
        <div class="field">
          <label for="handle-password-confirmation">${say('Повторите пароль')}</label
          ><input
            id="handle-password-confirmation"
            name="password_confirmation"
            type="password"
            autocomplete="new-password"
            required
          />
        </div>
        <button type="submit" class="btn">${say('Сохранить пароль')}</button>
      </form>
    </shop-form>
  </section>`;
  return layout(ctx, { title: say('Новый пароль'), body, tail });
}
