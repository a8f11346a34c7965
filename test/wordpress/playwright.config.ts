import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/test/chromium.mjs';

/** The WordPress lane (scripts/test/wordpress-lane.mjs): WordPress, MariaDB, Apache and the store start in global setup. */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  workers: 2,
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: process.env.SHOP_WP_URL,
    locale: 'ru-RU',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
