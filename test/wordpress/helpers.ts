import { expect, type Page } from '@playwright/test';

/** The WordPress lane's site (global-setup.ts). */
export const WP = process.env.SHOP_WP_URL!;

/** The map tiles of the store's stand-in (setup.php puts them in "More config"). */
export const STAND_IN_MAP = { tiles: '/stand-in/tiles/{z}/{x}/{y}.png', attribution: 'Демо' };

/** Signs in through wp-login.php, as a person does. */
export async function signIn(page: Page, user: string, password: string): Promise<void> {
  await page.goto('/wp-login.php');
  // wp-login.php focuses and selects the user name 200 ms after load: text typed before that lands in it
  await expect(page.locator('#user_login')).toBeFocused();
  await page.locator('#user_login').fill(user);
  await page.locator('#user_pass').fill(password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
}
