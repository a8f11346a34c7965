import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Debian's packages for the test steps (browsers, WordPress), installed with apt-get as root: apt waits a bounded
 * time for another apt's lock and is tried once more, its output goes to a log file instead of the console, and
 * under CI a package that cannot be had fails the run (docs/installing.md, "The test gate").
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** apt's and dpkg's output, appended by every step of a run; `npm test`'s summary names it */
export const APT_LOG = resolve(process.env.SHOP_APT_LOG || resolve(root, 'logs/apt.log'));
/** how long (s) apt-get waits for the dpkg lock another apt process holds before it gives up */
const LOCK_TIMEOUT = 300;

/** Under CI (`CI=true`) a step that cannot set up its browser or its WordPress fails instead of being skipped. */
export function strict() {
  return process.env.CI === 'true' || process.env.CI === '1';
}

/** The log's path as the summary prints it: relative to the repository when inside it. */
export function aptLogName() {
  const inside = relative(root, APT_LOG);
  return inside.startsWith('..') ? APT_LOG : inside;
}

/** Why apt cannot install here ('' when it can). */
export function aptUnusable() {
  if (process.env.SHOP_APT === 'off') return 'apt is turned off (SHOP_APT=off)';
  if (process.getuid?.() !== 0) return 'the tests do not run as root';
  if (!existsSync('/etc/debian_version') || !existsSync('/usr/bin/apt-get'))
    return 'this is not a Debian system with apt-get';
  return '';
}

/** The last error apt printed into the log (`E: Could not get lock …`), for the reason a step gives. */
function lastAptError() {
  const lines = readFileSync(APT_LOG, 'utf8').trimEnd().split('\n');
  return lines.findLast((line) => line.startsWith('E: ')) ?? lines.at(-1) ?? '';
}

/**
 * Installs Debian's `packages` (a fresh package list first); tries once more when apt fails (the lock still held
 * after LOCK_TIMEOUT, a mirror's blip). Answers '' when installed, else why not.
 */
export function aptInstall(packages, { recommends = true } = {}) {
  const unusable = aptUnusable();
  if (unusable) return unusable;
  mkdirSync(dirname(APT_LOG), { recursive: true });
  console.log(`Installing Debian's ${packages.join(' ')} (apt's output: ${aptLogName()})…`);
  const log = openSync(APT_LOG, 'a');
  const run = (args) => {
    writeSync(log, `\n$ apt-get ${args.join(' ')}\n`);
    const result = spawnSync('apt-get', ['-o', `DPkg::Lock::Timeout=${LOCK_TIMEOUT}`, ...args], {
      stdio: ['ignore', log, log],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.error) writeSync(log, `${result.error.message}\n`);
    return result.status === 0;
  };
  const install = ['install', '-y', '-q', ...(recommends ? [] : ['--no-install-recommends']), ...packages];
  try {
    for (let attempt = 1; attempt <= 2; attempt++) {
      if (run(['update', '-q']) && run(install)) return '';
      if (attempt === 1) writeSync(log, `\n(apt-get failed: trying once more)\n`);
    }
  } finally {
    closeSync(log);
  }
  return `apt-get could not install ${packages.join(' ')}: ${lastAptError()} (${aptLogName()})`;
}

/**
 * Says that a part of the run is skipped and why, in a banner a person sees; `npm test` reads the `!! SKIPPED:`
 * line into its summary. Under CI the caller fails instead (setupFailed).
 */
export function skipBanner(what, why, install) {
  const line = '!'.repeat(100);
  console.warn(`\n${line}\n!! SKIPPED: ${what}: ${why}.\n!! ${install}\n${line}\n`);
}

/** Under CI: the step cannot set up what it needs; `npm test` reads the `✖ setup:` line into its summary. */
export function setupFailed(what, why) {
  console.error(`\n✖ setup: ${what}: ${why} (CI=true: a step that cannot run fails the run)`);
}
