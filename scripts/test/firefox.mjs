import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's Firefox ESR, the element tests' second engine, driven over WebDriver BiDi by puppeteer-core
 * (`scripts/test/wtr-firefox.mjs`). Playwright cannot drive it (Playwright needs its own patched Firefox, a download
 * that fails here), so only the element tests run in it.
 */
const CANDIDATES = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];

export function findFirefox() {
  return CANDIDATES.find((path) => path && existsSync(path)) ?? null;
}

/**
 * Finds Firefox, installing Debian's firefox-esr as root when it is missing. Otherwise returns null after saying,
 * loudly, that the Firefox run is skipped and what to install: a machine without it still runs the Chromium suite.
 */
export function ensureFirefox() {
  const found = findFirefox();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Firefox is missing: installing Debian's firefox-esr package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', 'firefox-esr', 'fonts-dejavu-core'], {
        stdio: 'inherit',
        env,
      });
    } catch (error) {
      console.error(`apt-get could not install firefox-esr: ${error.message}`);
    }
    const installed = findFirefox();
    if (installed) return installed;
  }
  console.warn(
    [
      '',
      '!'.repeat(100),
      '!! SKIPPED: the element tests in FIREFOX. Firefox was not found.',
      '!! Install it with `sudo apt-get install firefox-esr` (Debian/Ubuntu), or point FIREFOX_PATH at a Firefox binary.',
      '!'.repeat(100),
      '',
    ].join('\n'),
  );
  return null;
}
