import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { field } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/** The redirect_url of the page's query, handed on to the sign-in call (the server keeps it to this store). */
export const redirectField = (ctx: StoreCtx) => {
  const target = ctx.url.searchParams.get('redirect_url');
  return target ? html`<input type="hidden" name="redirect_url" value="${target}" />` : '';
};

/** The login form (docs/behaviour/sign-in.md): <shop-form type="login"> follows the answer's redirect_url. */
export function loginPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const query = ctx.url.search;
  const body = html`<section class="auth">
    <h1>${say('Вход')}</h1>
    <shop-form type="login">
      <form class="form" aria-label="${say('Вход')}">
        ${redirectField(ctx)}
        ${field({ name: 'email', label: 'E-mail', type: 'email', required: true }, 'login-email', '', say)}
        <div class="field">
          <label for="login-password">${say('Пароль')}</label
          ><input
            id="login-password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
          />
        </div>
        <button type="submit" class="btn">${say('Войти')}</button>
      </form>
    </shop-form>
    <p class="auth__links">
      <a href="/register${query}">${say('Зарегистрироваться')}</a> ·
      <a href="${localHref(ctx, '/password/reset')}">${say('Забыли пароль?')}</a>
    </p>
  </section>`;
  return layout(ctx, { title: say('Вход'), body, tail });
}
