import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path)) ?? null;
}

/** Finds Chromium, installing Debian's package as root when it is missing; otherwise says what to install. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env,
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}
