import { defineConfig } from '@playwright/test';
import e2e from '../../playwright.config.ts';

/**
 * The packed package as a user gets it (package.spec.ts, the step `packed package` of `npm test`): the end-to-end
 * suite's browser and reporters, one worker, since the tarball, its Vite app and the servers are set up once for
 * the file (no global store: the file starts its own).
 */
const { globalSetup: _store, ...shared } = e2e;
export default defineConfig({
  ...shared,
  testDir: '.',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { ...shared.use, baseURL: undefined },
});
