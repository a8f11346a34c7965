import { existsSync } from 'node:fs';
import { aptInstall, setupFailed, skipBanner, strict } from './apt.mjs';

/**
 * Debian's Firefox ESR, the element tests' second engine, driven over WebDriver BiDi by puppeteer-core
 * (`scripts/test/wtr-firefox.mjs`). Playwright cannot drive it (Playwright needs its own patched Firefox, a download
 * that fails here), so only the element tests run in it.
 */
const DEFAULTS = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
/** FIREFOX_PATH, when set, is the one place to look: a wrong path is reported, never replaced by another Firefox */
const candidates = () => (process.env.FIREFOX_PATH ? [process.env.FIREFOX_PATH] : DEFAULTS);

export function findFirefox() {
  return candidates().find((path) => existsSync(path)) ?? null;
}

/**
 * Finds Firefox, installing Debian's firefox-esr as root when it is missing (and FIREFOX_PATH not set). Otherwise, under CI, throws why;
 * run by a person, returns null after saying, loudly, that the Firefox run is skipped and what to install: a
 * machine without it still runs the Chromium suite.
 */
export function ensureFirefox() {
  const found = findFirefox();
  if (found) return found;
  // a FIREFOX_PATH that names no file is a mistake to report, not a reason to install another Firefox
  const failed = process.env.FIREFOX_PATH
    ? 'FIREFOX_PATH names no file'
    : aptInstall(['firefox-esr', 'fonts-dejavu-core']);
  const installed = findFirefox();
  if (installed) return installed;
  const why = `Firefox was not found at ${candidates().join(' or ')}, and ${failed || 'apt-get installed none there'}`;
  if (strict()) {
    setupFailed('element tests, Firefox', why);
    throw new Error(why);
  }
  skipBanner(
    'element tests, Firefox',
    why,
    'Install it with `sudo apt-get install firefox-esr` (Debian/Ubuntu), or point FIREFOX_PATH at a Firefox binary.',
  );
  return null;
}
