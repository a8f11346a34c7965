import { expect, test, type Locator } from '@playwright/test';
import { ENQUIRY_FORMS, type FieldDef } from '../../demo-pages/server/form-fields.ts';
import { productFieldOf } from '../../demo-pages/server/pages/forms-markup.ts';
import type { EnquiryType } from '../../shared/contract/forms.ts';
import { elementsReady, watchErrors } from '../e2e/helpers.ts';
import { signIn, WP } from './helpers.ts';

/**
 * `[shop_form type=…]`: every form the plugin offers, each in its own Shortcode block of the Editor's
 * page /forms/ (setup.php), writes every field the store asks of its type, consent included (the store's own
 * list, ENQUIRY_FORMS, which the build writes into the plugin as forms.json), and a shopper sends it through
 * the store's captcha stand-in: the store takes it.
 */
const STORE = process.env.SHOP_WP_STORE!;
const TYPES = Object.keys(ENQUIRY_FORMS) as EnquiryType[];

/** A value the store accepts for a field, typed the way a shopper types it. */
async function fill(form: Locator, field: FieldDef, stamp: string) {
  const control = form.getByLabel(field.label);
  if (field.type === 'checkbox') return expect(control).toBeChecked(); // consent is given by default
  if (field.type === 'select') {
    const values = await control
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    return control.selectOption(values[0]!);
  }
  if (field.type === 'tel') return control.pressSequentially('9161234567');
  const values: Partial<Record<FieldDef['type'], string>> = {
    email: 'ivan@example.ru',
    url: 'https://example.ru/p/14',
    number: '2',
    textarea: 'Нужна консультация',
  };
  await control.fill(field.name === 'name' ? stamp : (values[field.type] ?? 'ООО «Ромашка»'));
}

/** The store's inbox holds a submission of this form with this text. */
async function inboxHas(type: string, text: string): Promise<boolean> {
  const html = await (await fetch(`${STORE}/demo/inbox`)).text();
  return html
    .split('<li class="inbox__item"')
    .some((item) => item.includes(`data-form="${type}"`) && item.includes(text));
}

test.describe('[shop_form]: every form the plugin offers, sent through the captcha', () => {
  for (const type of TYPES)
    test(`${type}: every field the store asks for, consent included; sent, the store takes it`, async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'shop_e2e_captcha', value: 'stand-in', url: WP }]);
      const errors = watchErrors(page);
      await page.goto('/forms/');
      await elementsReady(page);
      const host = page.locator(`shop-form[type="${type}"]`);
      const form = host.locator('form');

      // the fields are the store's list of the type, in its order, with the product's hidden field first
      const def = ENQUIRY_FORMS[type];
      const expected = [
        ...(def.product ? [{ name: productFieldOf(type), type: 'hidden', required: false }] : []),
        ...def.fields.map((field) => ({ name: field.name, type: field.type, required: !!field.required })),
      ];
      const written = await form.locator('input, select, textarea').evaluateAll((controls) =>
        controls
          .filter((control) => !control.closest('[data-captcha]'))
          .map((control) => {
            const field = control as HTMLInputElement;
            return {
              name: field.name,
              type: field.type.replace('select-one', 'select'),
              required: field.required,
            };
          }),
      );
      expect(written).toEqual(expected);

      const stamp = `Заявка ${type} ${Date.now()}`;
      for (const field of def.fields) await fill(form, field, stamp);
      await form.locator('[data-captcha]').getByLabel('Я не робот').check();
      await expect(form.locator('[data-captcha]')).toContainText('Проверка пройдена');
      await form.getByRole('button', { name: 'Отправить' }).click();
      await expect(host).toHaveAttribute('state', 'success');
      await expect(host.getByText('Заявка успешно отправлена')).toBeVisible();
      expect(await inboxHas(type, stamp)).toBe(true);
      expect(errors).toEqual([]);
    });

  test('[shop_form type="montazh"]: the installation request through both steps, the goal named', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'shop_e2e_captcha', value: 'stand-in', url: WP }]);
    const errors = watchErrors(page);
    const goals: string[] = [];
    await page.exposeFunction('reportGoal', (name: string) => goals.push(name));
    await page.addInitScript(() =>
      document.addEventListener('shop-goal', (event) =>
        (window as unknown as { reportGoal(name: string): void }).reportGoal(
          (event as CustomEvent<{ name: string }>).detail.name,
        ),
      ),
    );
    const stamp = `Монтаж ${Date.now()}`;
    await page.goto('/montazh/');
    await elementsReady(page);
    const banner = page.locator('shop-montazh-form');
    await banner.getByLabel('Вид работ').selectOption('floor');
    await banner.getByLabel('Площадь, м²').fill('42');
    await banner.getByRole('button', { name: 'Далее' }).click();
    await expect(banner).toHaveAttribute('step', 'second');
    await banner.getByLabel('Имя').fill(stamp);
    await banner.getByLabel('E-mail').fill('client@example.ru');
    await banner.getByLabel('Телефон').pressSequentially('9161234567');
    await banner.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(banner.locator('form')).toHaveClass(/success/);
    expect(await inboxHas('montazh', stamp)).toBe(true);
    expect(goals).toEqual(['montazh-wp']);
    expect(errors).toEqual([]);
  });

  test('a product form without product_id and a type with no fields write nothing for a visitor, and tell an editor why', async ({
    page,
  }) => {
    await page.goto('/forms/');
    // the page's 'cheaper' block with product_id="14" is the only one written
    await expect(page.locator('shop-form[type="cheaper"]')).toHaveCount(1);
    await expect(page.locator('shop-form[type="no-such-form"]')).toHaveCount(0);
    expect(await page.content()).not.toContain('[shop_form type=');

    await signIn(page, 'editor', 'editor-password');
    await page.goto('/forms/');
    const html = await page.content();
    expect(html).toContain('<!-- [shop_form type="cheaper"] needs the product: product_id="14" -->');
    expect(html).toContain('[shop_form type="no-such-form"] writes the fields of feedback, available,');
  });
});
