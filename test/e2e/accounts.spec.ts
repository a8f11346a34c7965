import { expect, test, type Page } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

const toast = (page: Page) => page.locator('shop-toaster').getByRole('status');

test.describe('accounts (docs/behaviour/account.md, docs/behaviour/sign-in.md, docs/behaviour/validation.md, docs/behaviour/calls.md authentication and account, docs/behaviour/errors.md)', () => {
  test('register → sign out → sign in → change the password (both wrong inputs first) → reset by the inbox link → sign in with the new password', async ({
    page,
  }) => {
    // the wrong password on purpose, and a spent link, answer 422: the browser logs those responses
    const errors = watchErrors(page, [/422/, /shop-form/]);
    const email = `e2e${Date.now()}@example.ru`;

    await page.goto('/register');
    await elementsReady(page);
    await page.getByLabel(/^Имя/).fill('Мария');
    await page.getByLabel('Фамилия').fill('Иванова');
    await page.getByLabel('E-mail').fill(email);
    const phone = page.getByLabel('Телефон');
    await phone.click();
    await phone.pressSequentially('9161234567');
    await expect(phone).toHaveValue('+7 (916) 123 45 67');
    await page.getByLabel(/^Пароль/).fill('firstpass1');
    await page.getByLabel('Повторите пароль').fill('firstpass1');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();
    await elementsReady(page);
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (916) 123 45 67');

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('.header-links').getByRole('link', { name: 'Войти' })).toBeVisible();

    await elementsReady(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Пароль').fill('wrongpass1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(toast(page)).toContainText('Что-то пошло не так');
    await expect(page.getByLabel('Пароль')).toHaveValue('wrongpass1');
    await page.getByLabel('Пароль').fill('firstpass1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await elementsReady(page);
    const passwordForm = page.locator('shop-form[type=password]');
    const newPassword = passwordForm.getByLabel('Новый пароль');
    await newPassword.fill('secondpass');
    await passwordForm.getByLabel('Повторите пароль').fill('secondpasx');
    await passwordForm.getByRole('button', { name: 'Изменить пароль' }).click();
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(newPassword).toHaveAccessibleDescription('Ошибка! Пароли не совпадают');
    await newPassword.fill('short');
    await passwordForm.getByLabel('Повторите пароль').fill('short');
    await passwordForm.getByRole('button', { name: 'Изменить пароль' }).click();
    await expect(newPassword).toHaveAccessibleDescription('Ошибка! Пароль меньше 8 символов');
    await expect(passwordForm.locator('.shop-field-error')).toHaveCount(1);
    await newPassword.fill('secondpass');
    await passwordForm.getByLabel('Повторите пароль').fill('secondpass');
    await passwordForm.getByRole('button', { name: 'Изменить пароль' }).click();
    await expect(toast(page)).toContainText('Ваш пароль успешно изменен!');
    await expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');

    const profile = page.locator('shop-form[type=profile]');
    await profile.getByLabel('Фамилия').fill('Петрова');
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page)).toContainText('Ваша учетная запись была успешно обновлена!');

    const subscription = page.locator('shop-form[type=subscription]');
    await subscription.getByLabel('Получать новости и акции на e-mail').check();
    await subscription.getByRole('button', { name: 'Сохранить подписку' }).click();
    await expect(toast(page)).toContainText('Ваша подписка успешно обновлена!');
    await page.reload();
    await expect(page.getByLabel('Получать новости и акции на e-mail')).toBeChecked();
    await expect(page.getByLabel('Фамилия')).toHaveValue('Петрова');

    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await elementsReady(page);
    // the store answers an unknown e-mail as a known one, so the form does not tell who has an account
    await page.getByLabel('E-mail').fill('nobody@example.ru');
    await page.getByRole('button', { name: 'Восстановить пароль' }).click();
    await expect(page.locator('shop-form').getByRole('status').last()).toHaveText(
      'Новый пароль был выслан на Ваш E-Mail.!',
    );
    await page.reload();
    await elementsReady(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Восстановить пароль' }).click();
    await expect(page.locator('shop-form').getByRole('status').last()).toHaveText(
      'Новый пароль был выслан на Ваш E-Mail.!',
    );

    await page.goto('/demo/inbox');
    await expect(
      page.locator('.inbox__item[data-form="password-reset"]').filter({ hasText: 'nobody@example.ru' }),
    ).toHaveCount(0);
    const letter = page
      .locator('.inbox__item[data-form="password-reset"]')
      .filter({ hasText: email })
      .first();
    const link = letter.getByRole('link', { name: 'Установить новый пароль' });
    const resetUrl = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(/\/password\/reset\/handle\?token=/);
    await elementsReady(page);
    await page.getByRole('textbox', { name: 'Новый пароль' }).fill('thirdpass1');
    await page.getByLabel('Повторите пароль').fill('thirdpass1');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.locator('shop-form').getByRole('status').last()).toHaveText('Новый пароль установлен!');
    await expect(page).toHaveURL(/\/account$/);

    await page.getByRole('button', { name: 'Выйти' }).click();
    // the link works once
    await page.goto(resetUrl!);
    await elementsReady(page);
    await page.getByRole('textbox', { name: 'Новый пароль' }).fill('fourthpass');
    await page.getByLabel('Повторите пароль').fill('fourthpass');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(toast(page)).toContainText('Что-то пошло не так');

    await page.goto('/login');
    await elementsReady(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Пароль').fill('secondpass');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(toast(page)).toContainText('Что-то пошло не так');
    await page.getByLabel('Пароль').fill('thirdpass1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('.header-links').getByRole('link', { name: 'Личный кабинет' })).toBeVisible();
    expect(errors).toEqual([]);
    // the wrong password, the spent link, the old password: each refusal reported in the console
    expect(
      errors.expected.filter((line) => line.startsWith('[shop-elements]')).map((line) => line.split('\n')[0]),
    ).toEqual([
      '[shop-elements] <shop-form type="login">: ApiError: HTTP 422',
      '[shop-elements] <shop-form type="password-reset-handle">: ApiError: HTTP 422',
      '[shop-elements] <shop-form type="login">: ApiError: HTTP 422',
    ]);
  });

  test('the login page follows a relative redirect_url from its query', async ({ page }) => {
    const email = `e2e-redirect${Date.now()}@example.ru`;
    await page.goto('/register?redirect_url=%2Fcart');
    await elementsReady(page);
    await page.getByLabel(/^Имя/).fill('Олег');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Телефон').pressSequentially('9031234567');
    await page.getByLabel(/^Пароль/).fill('password1');
    await page.getByLabel('Повторите пароль').fill('password1');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
