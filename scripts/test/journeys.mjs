import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

/**
 * The shopper journeys (test/journeys/) in Chromium, Firefox and WebKit. Debian's packages drive them: the
 * engines' own patched builds (Playwright's) cannot be downloaded here. As root on Debian the missing packages
 * are installed with apt, like Chromium (scripts/test/chromium.mjs); otherwise the engines without their packages are
 * skipped, loudly, with what to install.
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
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (missing.length && isRoot && existsSync('/usr/bin/apt-get')) {
  const packages = missing.flatMap((engine) => ENGINES[engine].packages);
  console.log(`Installing Debian's ${packages.join(', ')} for the journeys in ${missing.join(' and ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}
const engines = ['chromium', ...Object.keys(ENGINES).filter(installed)];
const skipped = Object.keys(ENGINES).filter((name) => !installed(name));
const banner = () => {
  for (const engine of skipped) {
    const line = '!'.repeat(100);
    console.warn(
      `\n${line}\n!! SKIPPED: the shopper journeys in ${engine}. Install Debian's ${ENGINES[engine].packages.join(' and ')}` +
        ` (sudo apt-get install ${ENGINES[engine].packages.join(' ')}) to run them.\n${line}\n`,
    );
  }
};
banner();

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', 'test/journeys/journeys.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SHOP_ENGINES: engines.join(',') } },
);
banner(); // again below the results, where the log ends
process.exit(result.status ?? 1);
