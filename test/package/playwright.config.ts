import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/test/chromium.mjs';

/**
 * The packed package as a user gets it (package.spec.ts, the step `packed package` of `npm test`): one worker,
 * since the tarball, its Vite app and the servers are set up once for the file.
 */
export default defineConfig({
  testDir: '.',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    locale: 'ru-RU',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
