import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APT_LOG, aptLogName } from './apt.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureFirefox } from './firefox.mjs';
import { setupFailures, skippedParts, testCounts } from './step-output.mjs';

/**
 * `npm test`, the one gate: build, type check, lint, unit tests in node, server tests, byte budget, element tests
 * in Chromium (with React 18, then built with React 19) and then in Firefox, the element generator, end-to-end flows through the
 * reference store, the packed package as a user gets it, the shopper journeys in Chromium, Firefox and WebKit, the
 * WordPress lane. Stops at the first failing step. Ends with a summary: every step with its count of tests, what
 * was skipped and why, where apt's output went. Run by a person, an engine or WordPress that cannot be installed
 * is skipped, loudly; under CI (`CI=true`) that fails the run with the reason (docs/installing.md, "The test
 * gate"). `node scripts/test/test.mjs WORD…` runs the steps whose names contain a WORD.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.argv.slice(2);
const selected = (name) => !only.length || only.some((word) => name.includes(word));
const aptLogSize = () => {
  try {
    return statSync(APT_LOG).size;
  } catch {
    return 0;
  }
};
const aptLogBefore = aptLogSize();

const node = process.execPath;
/** The node test files of a folder: test/unit (pure modules, no browser) and test/server (the reference store). */
const nodeTests = (folder) =>
  readdirSync(resolve(root, folder))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`);
const bin = (name) => resolve(root, 'node_modules', '.bin', name);
const wtr = ['--import', 'tsx', resolve(root, 'node_modules/@web/test-runner/dist/bin.js')];
const nodeTest = (...files) => [
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  '--test-reporter=spec',
  ...files,
];
/** [name, command, args, env]: a step that needs a browser installed says so in `needs` */
const steps = [
  ['build', node, ['scripts/build/build.mjs']],
  ['type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  // a user's module and React component against the built dist/types (test/types)
  ['type test', bin('tsc'), ['-p', 'test/types/tsconfig.json']],
  ['type test, React 19', bin('tsc'), ['-p', 'test/types/tsconfig.react19.json']],
  // docs/frameworks.md's snippets as a Vue, Lit, Angular or React project compiles them
  ['type test, framework snippets', bin('tsc'), ['-p', 'docs/frameworks/tsconfig.json']],
  ['type test, framework snippets, React 19', bin('tsc'), ['-p', 'docs/frameworks/tsconfig.react19.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level=warn']],
  // the pure modules' state and rules in node, before anything needs a browser
  ['unit tests', node, nodeTest(...nodeTests('test/unit'))],
  ['server tests', node, nodeTest(...nodeTests('test/server'))],
  ['byte budget', node, ['scripts/test/budget.mjs']],
  // one engine after the other: each runs its files two at a time (Firefox one at a time) on two cores
  ['element tests, Chromium', node, wtr, { SHOP_BROWSERS: 'chromium' }],
  // the elements built with React 19 (package.json's react-19 aliases): moving React is then one line
  ['element tests, React 19, Chromium', node, wtr, { SHOP_BROWSERS: 'chromium', SHOP_REACT: '19' }],
  ['element tests, Firefox', node, wtr, { SHOP_BROWSERS: 'firefox' }],
  // `npm run new-element` in a scratch copy: what it writes builds and passes its own test (CONTRIBUTING.md)
  ['element generator', node, nodeTest('test/scripts/new-element.test.ts')],
  ['end-to-end tests', bin('playwright'), ['test']],
  // the tarball of `npm pack` in a Vite app, from a CDN-like origin and through the checker (test/package/)
  ['packed package', bin('playwright'), ['test', '-c', 'test/package/playwright.config.ts']],
  // the shopper journeys in Chromium, Firefox and WebKit (each engine it cannot install: skipped, or under CI failed)
  ['journeys in three engines', node, ['scripts/test/journeys.mjs']],
  // the plugin of dist/shop-elements-wordpress.zip in Debian's WordPress (without the packages: as the journeys)
  ['WordPress lane', node, ['scripts/test/wordpress-lane.mjs']],
].filter(([name]) => selected(name));

/** { name, status: 'passed' | 'failed' | 'skipped', counts, seconds, note } for the summary */
const results = [];

function summary(verdict) {
  const width = Math.max(...[...steps, ...results].map((step) => (step.name ?? step[0]).length));
  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log('\n── summary ──');
  for (const { name, status, counts, seconds, note } of results) {
    const mark = { passed: '✔', failed: '✖', skipped: '⚠' }[status];
    let tests = '';
    if (counts) {
      for (const key of Object.keys(total)) total[key] += counts[key];
      tests =
        `${counts.passed} passed, ${counts.failed} failed` +
        (counts.skipped ? `, ${counts.skipped} skipped` : '');
    } else if (seconds !== undefined) tests = 'no tests (a check)';
    const time = seconds === undefined ? '' : ` (${seconds} s)`;
    console.log(`${mark} ${name.padEnd(width)}  ${tests}${time}${note ? ` — ${note}` : ''}`);
  }
  for (const [name] of steps.filter(([step]) => !results.some((result) => result.name === step)))
    console.log(`· ${name.padEnd(width)}  not run`);
  if (aptLogSize() > aptLogBefore) console.log(`apt and dpkg output: ${aptLogName()}`);
  console.log(verdict);
  console.log(
    `Total: ${total.passed} passed, ${total.failed} failed` +
      (total.skipped ? `, ${total.skipped} skipped` : ''),
  );
}

function fail(message) {
  summary(`✖ ${message}`);
  process.exit(1);
}

/** Runs a step: its output goes to the console as it comes and is kept for the summary. */
function run(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    let output = '';
    const keep = (to) => (chunk) => {
      to.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => (output += `\n${error.message}\n`));
    child.on('close', (status) => done({ status: status ?? 1, output }));
  });
}

// the browsers before any step: under CI a missing one fails the run now, not after ten minutes of other steps
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
let firefox = null;
try {
  process.env.CHROMIUM_PATH = ensureChromium();
  if (selected('element tests, Firefox')) firefox = ensureFirefox();
} catch (error) {
  results.push({ name: 'setup', status: 'failed', note: error.message });
  fail('setup failed: no step ran');
}
if (firefox) process.env.FIREFOX_PATH = firefox;

for (const [name, command, args, env = {}] of steps) {
  if (name === 'element tests, Firefox' && !firefox) {
    results.push({ name, status: 'skipped', note: 'SKIPPED: Firefox is not installed' });
    continue;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status, output } = await run(command, args, env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = testCounts(output);
  const skipped = skippedParts(output);
  const note = skipped.length ? `SKIPPED: ${skipped.join('; ')}` : '';
  if (status !== 0) {
    results.push({ name, status: 'failed', counts, seconds, note: setupFailures(output) || note });
    fail(`${name} failed (${seconds} s)`);
  }
  results.push({ name, status: 'passed', counts, seconds, note });
  console.log(`✔ ${name} (${seconds} s)${counts ? `: ${counts.passed} passed` : ''}`);
}
const skipped = results.filter((result) => result.note.startsWith('SKIPPED')).map(({ name }) => name);
summary(
  skipped.length ? `All checks run passed; SKIPPED parts of: ${skipped.join(', ')}.` : 'All checks passed.',
);
