import { expect, test } from '@playwright/test';
import { signIn, STAND_IN_MAP, WP } from './helpers.ts';

/**
 * Settings → Shop elements (includes/settings.php): what an administrator saves, what is refused and said, and
 * what only a user who may post unfiltered HTML may set (SECURITY.md). One after the other: each test
 * saves the one option the others read.
 */
test.describe('Settings → Shop elements', () => {
  test.describe.configure({ mode: 'serial' });

  test('Settings → Shop elements: an administrator saves the config; what is wrong is refused and said', async ({
    page,
  }) => {
    await signIn(page, 'admin', 'admin-password');
    await page.goto('/wp-admin/options-general.php?page=shop-elements');
    await expect(page.getByRole('heading', { name: 'Shop elements', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Store id')).toHaveValue('1');
    await page.getByLabel('Other API origins').fill('https://API.example:8443/path\nftp://files.example');
    // values that change nothing for the shoppers of the tests running meanwhile
    const extra = JSON.stringify({ analytics: { counterId: 5 }, map: STAND_IN_MAP });
    await page.getByLabel('More config (JSON)').fill(extra);
    await page.getByLabel('CSRF scheme').selectOption('custom');
    await page.getByLabel('CSRF cookie').fill('XSRF-TOKEN');
    await page.getByLabel('CSRF header').fill('X-XSRF-TOKEN');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.locator('.notice, .error, .updated').filter({ hasText: 'Not an origin: ftp://files.example' }),
    ).toBeVisible();
    const printed = JSON.parse((await page.locator('pre.code').textContent())!);
    expect(printed).toMatchObject({
      apiOrigins: ['https://api.example:8443'],
      csrf: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' },
      analytics: { counterId: 5 },
    });

    await page.getByLabel('More config (JSON)').fill('{"analytics": ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.locator('.notice, .error, .updated').filter({ hasText: 'must be a JSON object' }),
    ).toBeVisible();
    await expect(page.getByLabel('More config (JSON)')).toHaveValue(extra);

    // back as the other tests expect it
    await page.getByLabel('Other API origins').fill('');
    await page
      .getByLabel('More config (JSON)')
      .fill(JSON.stringify({ map: { tiles: '/stand-in/tiles/{z}/{x}/{y}.png', attribution: 'Демо' } }));
    await page.getByLabel('CSRF scheme').selectOption('store');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('CSRF scheme')).toHaveValue('store');
  });

  test('the page warns about what the placed elements need: a captcha key for the forms, where product and category links lead', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin', 'admin-password');
    await page.goto('/wp-admin/options-general.php?page=shop-elements');
    const warnings = page.locator('.notice-warning');
    const captcha = warnings.filter({ hasText: 'the captcha site key is empty' });
    await expect(captcha).toBeVisible();
    await expect(captcha.getByRole('link', { name: 'Заявки' })).toHaveAttribute(
      'href',
      /post\.php\?post=\d+&action=edit/,
    );
    const links = warnings.filter({ hasText: "the store's product and category links" });
    await expect(links.getByRole('link', { name: 'Корзина', exact: true })).toBeVisible();

    // the links: a pattern that is no link, or lacks {slug}, is refused; the store's own site and a page of this
    // site are taken, written as checked, into the config's sitePages
    await page.getByLabel('Product pages').fill('https:\\\\store.example/product/{slug}');
    await page.getByLabel('Category pages').fill('javascript:{slug}');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.locator('.notice, .error').filter({ hasText: 'Not a link with {slug} in it: javascript:{slug}' }),
    ).toBeVisible();
    let printed = JSON.parse((await page.locator('pre.code').textContent())!);
    expect(printed.sitePages['/product/{slug}']).toBe('https://store.example/product/{slug}');
    expect(printed.sitePages['/catalog/{slug}']).toBeUndefined();
    await expect(links).toBeVisible();
    await page.getByLabel('Category pages').fill('/?page_id=2&category={slug}');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    printed = JSON.parse((await page.locator('pre.code').textContent())!);
    expect(printed.sitePages['/catalog/{slug}']).toBe('/?page_id=2&category={slug}');
    await expect(links).toHaveCount(0);

    // back as the other tests expect it
    await page.getByLabel('Product pages').fill('');
    await page.getByLabel('Category pages').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Product pages')).toHaveValue('');

    // a key (the lane's cookie gives the stand-in's to this browser, never saved) takes the first warning away
    await context.addCookies([{ name: 'shop_e2e_captcha', value: 'stand-in', url: WP }]);
    await page.reload();
    await expect(captcha).toHaveCount(0);
  });

  test('a link that is no http(s) URL or path of this site is refused and said, the message escaped; the page runs nothing', async ({
    page,
  }) => {
    const ran: string[] = [];
    page.on('dialog', (dialog) => {
      ran.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'admin', 'admin-password');
    await page.goto('/wp-admin/options-general.php?page=shop-elements');
    await page.getByLabel('Checkout page').fill('javascript:alert(1)');
    await page.getByLabel('Cart page').fill(' jav&#x61;script:alert(2)');
    await page.getByLabel('Other API origins').fill('<svg/onload=alert(3)>');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const notices = page.locator('.notice, .error, .updated');
    await expect(
      notices.filter({ hasText: 'Not an http(s) link or a path of this site: javascript:alert(1)' }),
    ).toBeVisible();
    await expect(notices.filter({ hasText: 'Not an origin: <svg/onload=alert(3)>' })).toBeVisible();
    await expect(page.locator('#wpbody svg')).toHaveCount(0);
    const printed = JSON.parse((await page.locator('pre.code').textContent())!);
    expect(printed).toMatchObject({ checkoutUrl: '/checkout/', cartUrl: '/cart/' });
    expect(printed.apiOrigins).toBeUndefined();
    expect(ran).toEqual([]);
    await page.getByLabel('Checkout page').fill('');
    await page.getByLabel('Cart page').fill('');
    await page.getByLabel('Other API origins').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Checkout page')).toHaveValue('');
  });

  test('an administrator who may not post unfiltered HTML cannot make the elements load script or frames from another origin', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin', 'admin-password');
    await context.addCookies([{ name: 'shop_e2e_filtered', value: '1', url: WP }]);
    await page.goto('/wp-admin/options-general.php?page=shop-elements');
    const extra = await page.getByLabel('More config (JSON)').inputValue();
    const notices = page.locator('.notice, .error, .updated');
    const refused = async (field: string, value: string, message: string) => {
      await page.getByLabel(field).fill(value);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(notices.filter({ hasText: message })).toBeVisible();
      await expect(page.getByLabel('Captcha script URL')).toHaveValue('');
      await expect(page.getByLabel('More config (JSON)')).toHaveValue(extra);
    };
    await refused(
      'Captcha script URL',
      'https://evil.example/captcha.js',
      'The captcha script may come only from https://smartcaptcha.yandexcloud.net',
    );
    await refused(
      'More config (JSON)',
      JSON.stringify({ captcha: { scriptUrl: 'https://evil.example/captcha.js' } }),
      'may set videoOrigins or a captcha script',
    );
    await refused(
      'More config (JSON)',
      JSON.stringify({ videoOrigins: ['https://evil.example'] }),
      'may set videoOrigins or a captcha script',
    );
    await refused('More config (JSON)', '[1, 2]', 'must be a JSON object');
    // SmartCaptcha's own script is anyone's to choose
    await page.getByLabel('Captcha script URL').fill('https://smartcaptcha.yandexcloud.net/captcha.js');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Captcha script URL')).toHaveValue(
      'https://smartcaptcha.yandexcloud.net/captcha.js',
    );

    // an administrator with unfiltered_html may point it anywhere: they may post any script anyway
    await context.clearCookies({ name: 'shop_e2e_filtered' });
    await page.reload();
    await page.getByLabel('Captcha script URL').fill('/stand-in/captcha.js');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Captcha script URL')).toHaveValue('/stand-in/captcha.js');
    await page.getByLabel('Captcha script URL').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Captcha script URL')).toHaveValue('');
  });
});
