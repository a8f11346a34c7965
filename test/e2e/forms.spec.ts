import { expect, test, type Page } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

const toast = (page: Page) => page.locator('shop-toaster').getByRole('status');

test.describe('enquiry forms, the installation banner and calculators (docs/behaviour/content.md, docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/calls.md, docs/behaviour/errors.md)', () => {
  test('an enquiry sent with the stand-in captcha is found in the inbox', async ({ page }) => {
    const errors = watchErrors(page);
    const stamp = `Звонок ${Date.now()}`;
    await page.goto('/contacts');
    await elementsReady(page);
    const form = page.locator('shop-form[type=call-me]');
    await form.getByLabel('Имя').fill(stamp);
    await form.getByLabel('Телефон').pressSequentially('9161234567');
    await expect(form.getByLabel('Телефон')).toHaveValue('+7 (916) 123 45 67');
    await form.getByLabel('Когда вам позвонить?').selectOption('20');

    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Проверка не пройдена. Подтвердите, что вы не робот, и отправьте форму ещё раз.',
    );
    const goals: string[] = [];
    await page.exposeFunction('recordGoal', (name: string) => goals.push(name));
    await page.evaluate(() =>
      document.addEventListener('shop-goal', (e) =>
        (window as unknown as { recordGoal: (n: string) => void }).recordGoal((e as CustomEvent).detail.name),
      ),
    );

    await form.getByRole('checkbox', { name: 'Я не робот' }).check();
    await expect(form.getByText('Проверка пройдена')).toBeVisible();
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Заявка успешно отправлена' })).toBeVisible();
    await expect(form).toHaveAttribute('state', 'success');
    await expect(form.getByRole('checkbox', { name: 'Я не робот' })).not.toBeChecked();
    await expect.poll(() => goals).toEqual(['call-me']);

    await page.goto('/demo/inbox');
    // other shoppers' enquiries land in the same inbox while the tests run in parallel
    const newest = page.locator('.inbox__item', { hasText: stamp });
    await expect(newest).toHaveAttribute('data-form', 'call-me');
    await expect(newest).toContainText(stamp);
    await expect(newest).toContainText('+7 (916) 123 45 67');
    expect(errors).toEqual([]);
  });

  test("the product page's 'found cheaper' enquiry carries the product and lands in the inbox", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/catalog/laminat');
    const card = page.locator('.card__title a').first();
    const productName = (await card.innerText()).trim();
    await card.click();
    await elementsReady(page);
    await page.getByText('Нашли дешевле?').click();
    const form = page.locator('shop-form[type=cheaper]');
    await form.getByLabel(/^Имя/).fill('Павел');
    await form.getByLabel(/^Телефон/).pressSequentially('9161234567');
    const link = `https://example.ru/laminat?${Date.now()}`;
    await form.getByLabel(/^Ссылка на товар/).fill(link);
    await form.getByRole('checkbox', { name: 'Я не робот' }).check();
    await expect(form.getByText('Проверка пройдена')).toBeVisible();
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Заявка успешно отправлена' })).toBeVisible();
    await page.goto('/demo/inbox');
    const newest = page.locator('.inbox__item', { hasText: link });
    await expect(newest).toHaveAttribute('data-form', 'cheaper');
    await expect(newest).toContainText(productName);
    expect(errors).toEqual([]);
  });

  test('the banner form through both steps lands in the inbox', async ({ page }) => {
    const errors = watchErrors(page);
    const stamp = `Монтаж ${Date.now()}`;
    await page.goto('/montazh');
    await elementsReady(page);
    const banner = page.locator('shop-montazh-form');
    await banner.getByRole('button', { name: 'Далее' }).click();
    await expect(banner.getByLabel('Площадь, м²')).toHaveAccessibleDescription('Поле пустое');
    await banner.getByLabel('Вид работ').selectOption('floor');
    await banner.getByLabel('Площадь, м²').fill('42');
    await banner.getByRole('button', { name: 'Далее' }).click();
    await expect(banner).toHaveAttribute('step', 'second');
    await expect(banner.getByLabel('Площадь, м²')).toBeHidden();
    await banner.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(banner.getByLabel('Имя')).toHaveAccessibleDescription('Поле пустое');
    await banner.getByLabel('Имя').fill(stamp);
    await banner.getByLabel('E-mail').fill('client@example.ru');
    await banner.getByLabel('Телефон').pressSequentially('9161234567');
    await banner.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(banner.locator('form')).toHaveClass(/success/);
    await expect(banner).toHaveAttribute('step', 'first');
    await expect(banner.getByLabel('Площадь, м²')).toHaveValue('');
    await expect(banner.getByRole('status').filter({ hasText: 'Заявка успешно отправлена' })).toBeVisible();

    await page.goto('/demo/inbox');
    const newest = page.locator('.inbox__item', { hasText: stamp });
    await expect(newest).toHaveAttribute('data-form', 'montazh');
    await expect(newest).toContainText(stamp);
    await expect(newest).toContainText('42');
    expect(errors).toEqual([]);
  });

  for (const [situation, handle] of [
    [
      'a server failure',
      (route: import('@playwright/test').Route) =>
        route.fulfill({ status: 500, json: { message: 'Server error.' } }),
    ],
    [
      'success: false',
      (route: import('@playwright/test').Route) => route.fulfill({ status: 200, json: { success: false } }),
    ],
    ['a network error', (route: import('@playwright/test').Route) => route.abort('failed')],
  ] as const) {
    test(`${situation}: the generic error notice and what was typed is kept`, async ({ page }) => {
      await page.route('**/api/1/ru/forms/feedback/store', handle);
      await page.goto('/contacts');
      await elementsReady(page);
      const form = page.locator('shop-form[type=feedback]');
      await form.getByLabel('Имя').fill('Ольга');
      await form.getByLabel('Телефон').pressSequentially('9161234567');
      await form.getByLabel('E-mail').fill('olga@example.ru');
      await form.getByLabel('Сообщение').fill('Нужна консультация по ламинату');
      await form.getByRole('checkbox', { name: 'Я не робот' }).check();
      await expect(form.getByText('Проверка пройдена')).toBeVisible();
      await form.getByRole('button', { name: 'Отправить' }).click();
      await expect(toast(page)).toContainText('Что-то пошло не так. Попробуйте ещё раз.');
      await expect(form).toHaveAttribute('state', 'error');
      await expect(form.getByLabel('Имя')).toHaveValue('Ольга');
      await expect(form.getByLabel('Телефон')).toHaveValue('+7 (916) 123 45 67');
      await expect(form.getByLabel('Сообщение')).toHaveValue('Нужна консультация по ламинату');
      await expect(form.getByRole('button', { name: 'Отправить' })).toBeEnabled();
    });
  }

  test('the calculator shows line totals and sends its grand total with the installment enquiry', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/calculators');
    await elementsReady(page);
    const block = page.locator('shop-form[type=calculate-installment]');
    await block.getByLabel('Укладка ламината').fill('10');
    await block.getByLabel('Установка межкомнатной двери').fill('2');
    await expect(
      block.locator('tr', { hasText: 'Укладка ламината' }).locator('[data-line-total]'),
    ).toHaveText(/^4\s500 ₽$/);
    await expect(block.locator('[data-total]')).toHaveText(/^13\s500 ₽$/);
    await expect(block.locator('input[name=total]')).toHaveValue('13500');
    const name = `Сергей ${Date.now()}`;
    await block.getByLabel('Имя').fill(name);
    await block.getByLabel('Телефон').pressSequentially('9161234567');
    await block.getByRole('checkbox', { name: 'Я не робот' }).check();
    await expect(block.getByText('Проверка пройдена')).toBeVisible();
    await block.getByRole('button', { name: 'Рассчитать рассрочку' }).click();
    await expect(block).toHaveAttribute('state', 'success');
    await page.goto('/demo/inbox');
    const newest = page.locator('.inbox__item', { hasText: name });
    await expect(newest).toHaveAttribute('data-form', 'calculate-installment');
    await expect(newest.locator('div', { has: page.locator('dt', { hasText: /^total$/ }) })).toContainText(
      '13500',
    );
    expect(errors).toEqual([]);
  });

  test('uz: the phone mask follows the locale', async ({ page }) => {
    await page.goto('/contacts?lang=uz');
    await elementsReady(page);
    const phone = page.locator('shop-form[type=call-me]').getByLabel('Telefon');
    await expect(phone).toHaveAttribute('placeholder', '+998 __ ___ __ __');
    await phone.pressSequentially('901234567');
    await expect(phone).toHaveValue('+998-90-123-45-67');
  });
});
