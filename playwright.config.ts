import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/test/chromium.mjs';

/** Shopper flows through the reference store, in Debian's Chromium. The store runs on a free port (global setup). */
export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  retries: 0,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: process.env.SHOP_E2E_URL,
    locale: 'ru-RU',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
