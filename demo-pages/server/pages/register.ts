import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { field, newPasswordFields, subscriptionField } from './forms-markup.ts';
import { redirectField } from './login.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/** The registration form (docs/behaviour/sign-in.md): the phone goes out as digits, the passwords are checked first. */
export function registerPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const body = html`<section class="auth">
    <h1>${say('Регистрация')}</h1>
    <shop-form type="register" goal="register">
      <form class="form" aria-label="${say('Регистрация')}">
        ${redirectField(ctx)}
        ${field({ name: 'first_name', label: 'Имя', type: 'text', required: true }, 'register-first-name', '', say)}
        ${field({ name: 'last_name', label: 'Фамилия', type: 'text' }, 'register-last-name', '', say)}
        ${field({ name: 'email', label: 'E-mail', type: 'email', required: true }, 'register-email', '', say)}
        ${field({ name: 'phone', label: 'Телефон', type: 'tel', required: true }, 'register-phone', '', say)}
        ${newPasswordFields('register', 'Пароль', say)}
        ${subscriptionField('register-subscribed', 'Получать новости и акции', false, say)}
        <button type="submit" class="btn">${say('Зарегистрироваться')}</button>
      </form>
    </shop-form>
    <p class="auth__links"><a href="${localHref(ctx, '/login')}">${say('Уже есть аккаунт? Войти')}</a></p>
  </section>`;
  return layout(ctx, { title: say('Регистрация'), body, tail });
}
