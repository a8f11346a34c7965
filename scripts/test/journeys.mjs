import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, setupFailed, skipBanner, strict } from './apt.mjs';
import { ensureChromium } from './chromium.mjs';

/**
 * The shopper journeys (test/journeys/) in Chromium, Firefox and WebKit, and the freeze-and-resume tests of every
 * write in Chromium and Firefox. Debian's packages drive them: the engines' own patched builds (Playwright's)
 * cannot be downloaded here. As root on Debian the missing packages
 * are installed with apt, like Chromium (scripts/test/apt.mjs); otherwise the engines without their packages are
 * skipped, loudly, with what to install, and under CI the step fails with the reason.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ENGINES = {
  firefox: { packages: ['firefox-esr'], files: ['/usr/bin/firefox-esr'] },
  webkit: {
    packages: ['webkit2gtk-driver', 'xvfb'],
    files: [
      '/usr/bin/WebKitWebDriver',
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/bin/Xvfb',
    ],
  },
};
const installed = (engine) => ENGINES[engine].files.every((file) => existsSync(file));

process.env.CHROMIUM_PATH = ensureChromium();
const missing = Object.keys(ENGINES).filter((engine) => !installed(engine));
const failed = missing.length ? aptInstall(missing.flatMap((engine) => ENGINES[engine].packages)) : '';
const engines = ['chromium', ...Object.keys(ENGINES).filter(installed)];
const skipped = Object.keys(ENGINES).filter((name) => !installed(name));
const why = (engine) =>
  `${ENGINES[engine].files.find((file) => !existsSync(file))} is missing, and ${failed}`;
if (skipped.length && strict()) {
  for (const engine of skipped) setupFailed(`the shopper journeys in ${engine}`, why(engine));
  process.exit(1);
}
const banner = () => {
  for (const engine of skipped) {
    const packages = ENGINES[engine].packages;
    skipBanner(
      `the shopper journeys in ${engine}`,
      why(engine),
      `Install Debian's ${packages.join(' and ')} (sudo apt-get install ${packages.join(' ')}) to run them.`,
    );
  }
};
banner();

// then every write frozen before its answer and resumed (test/journeys/freeze.test.ts): in Chromium and Firefox
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    'test/journeys/journeys.test.ts',
    'test/journeys/freeze.test.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SHOP_ENGINES: engines.join(',') } },
);
banner(); // again below the results, where the log ends
process.exit(result.status ?? 1);
