import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { ensureFirefox } from './firefox.mjs';

/**
 * `npm test`, the one gate: build, type check, lint, unit tests in node, server tests, byte budget, element tests
 * in Chromium and then in Firefox, end-to-end flows through the reference store, the shopper journeys in
 * Chromium, Firefox and WebKit, the WordPress lane. Stops at the first failing step. An engine missing (and no apt to install it) is
 * skipped, loudly, and the other steps still run.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
process.env.CHROMIUM_PATH = ensureChromium();
const only = process.argv.slice(2);
const firefox =
  only.length && !only.some((word) => 'element tests, Firefox'.includes(word)) ? null : ensureFirefox();
if (firefox) process.env.FIREFOX_PATH = firefox;

const node = process.execPath;
/** The node test files of a folder: test/unit (pure modules, no browser) and test/server (the reference store). */
const nodeTests = (folder) =>
  readdirSync(resolve(root, folder))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`);
const bin = (name) => resolve(root, 'node_modules', '.bin', name);
const wtr = ['--import', 'tsx', resolve(root, 'node_modules/@web/test-runner/dist/bin.js')];
const steps = [
  ['build', node, ['scripts/build/build.mjs']],
  ['type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  // a user's module and React component against the built dist/types (test/types)
  ['type test', bin('tsc'), ['-p', 'test/types/tsconfig.json']],
  ['type test, React 19', bin('tsc'), ['-p', 'test/types/tsconfig.react19.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level=warn']],
  // the pure modules' state and rules in node, before anything needs a browser
  ['unit tests', node, ['--import', 'tsx', '--test', '--test-reporter=spec', ...nodeTests('test/unit')]],
  [
    'server tests',
    node,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      ...nodeTests('test/server'),
    ],
  ],
  ['byte budget', node, ['scripts/test/budget.mjs']],
  // one engine after the other: each runs its files two at a time (Firefox one at a time) on two cores
  ['element tests, Chromium', node, wtr, { SHOP_BROWSERS: 'chromium' }],
  ['element tests, Firefox', node, wtr, { SHOP_BROWSERS: 'firefox' }, !firefox && 'Firefox is not installed'],
  ['end-to-end tests', bin('playwright'), ['test']],
  // the shopper journeys in Chromium, Firefox and WebKit (skipped, loudly, per engine without its packages)
  ['journeys in three engines', node, ['scripts/test/journeys.mjs']],
  // the plugin of dist/shop-elements-wordpress.zip in Debian's WordPress (skipped, loudly, without the packages)
  ['WordPress lane', node, ['scripts/test/wordpress-lane.mjs']],
];

const skipped = [];
for (const [name, command, args, env = {}, skip = false] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  if (skip) {
    console.warn(`\n⚠ ${name} SKIPPED: ${skip}`);
    skipped.push(`${name} (${skip})`);
    continue;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
if (skipped.length) console.warn(`\nAll checks run passed; SKIPPED: ${skipped.join('; ')}.`);
else console.log('\nAll checks passed.');
