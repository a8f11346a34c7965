import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

/** Debian's Chromium: the one browser the tests use (a test tool's own browser download fails here). */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** @returns {string | null} */
export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path)) ?? null;
}

/** Finds Chromium, installing Debian's package as root when it is missing; otherwise says what to install. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const failed = aptInstall(['chromium', 'fonts-dejavu-core']);
  const installed = findChromium();
  if (installed) return installed;
  throw new Error(
    `Chromium was not found, and ${failed || 'apt-get installed no binary there'}. Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu), ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}
