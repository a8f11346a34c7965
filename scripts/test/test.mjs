import { readdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APT_LOG, aptLogName } from './apt.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureFirefox } from './firefox.mjs';
import { createGate } from './gate.mjs';

/**
 * `npm test`, the one gate: build, the build again (reproducible), type check, lint, unit tests in node, server tests, byte budget, element tests
 * in Chromium (with React 18, then built with React 19) and then in Firefox, their failure report, the element generator, end-to-end flows through the
 * reference store, the packed package as a user gets it, the shopper journeys in Chromium, Firefox and WebKit, the
 * WordPress lane. Stops at the first failing step. Each step's output goes to `logs/test/<step>.log` and to the
 * console only when the step fails (or with `--verbose`); a passing step that printed what looks like a failure
 * fails (scripts/test/gate.mjs). Ends with a summary: every step with its count of tests, what was skipped and
 * why, where apt's output went. Run by a person, an engine or WordPress that cannot be installed
 * is skipped, loudly; under CI (`CI=true`) that fails the run with the reason (docs/installing.md, "The test
 * gate"). `node scripts/test/test.mjs WORD…` runs the steps whose names contain a WORD.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const verbose = process.argv.includes('--verbose');
const only = process.argv.slice(2).filter((arg) => arg !== '--verbose');
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
/** The node test files of a folder: test/server (the reference store). */
const nodeTests = (folder) =>
  readdirSync(resolve(root, folder))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`);
/** The pure modules' node tests, beside the browser tests of their area: `*.node.test.ts` under a folder. */
const nodeTestsUnder = (folder) =>
  readdirSync(resolve(root, folder), { recursive: true })
    .filter((file) => file.endsWith('.node.test.ts'))
    .map((file) => `${folder}/${file}`)
    .sort();
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
  // the same commit builds the same dist/: built again, every file's hash is the one integrity.json has
  ['reproducible build', node, ['scripts/test/reproducible.mjs']],
  ['type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  // a user's module and React component against the built dist/types (test/types)
  ['type test', bin('tsc'), ['-p', 'test/types/tsconfig.json']],
  ['type test, React 19', bin('tsc'), ['-p', 'test/types/tsconfig.react19.json']],
  // docs/frameworks.md's snippets as a Vue, Lit, Angular or React project compiles them
  ['type test, framework snippets', bin('tsc'), ['-p', 'docs/frameworks/tsconfig.json']],
  ['type test, framework snippets, React 19', bin('tsc'), ['-p', 'docs/frameworks/tsconfig.react19.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level=warn']],
  // subjects of at most 72 characters after the recorded base (CONTRIBUTING.md, "Commits")
  ['commit subjects', node, ['scripts/test/commit-subjects.mjs']],
  // the pure modules' state and rules in node, before anything needs a browser
  [
    'unit tests',
    node,
    nodeTest(
      ...nodeTestsUnder('test/elements'),
      ...nodeTestsUnder('test/shared'),
      'test/scripts/commit-subjects.test.ts',
    ),
  ],
  ['server tests', node, nodeTest(...nodeTests('test/server'))],
  ['byte budget', node, ['scripts/test/budget.mjs']],
  // one engine after the other: each runs its files two at a time (Firefox one at a time) on two cores
  ['element tests, Chromium', node, wtr, { SHOP_BROWSERS: 'chromium' }],
  // the elements built with React 19 (package.json's react-19 aliases): moving React is then one line
  ['element tests, React 19, Chromium', node, wtr, { SHOP_BROWSERS: 'chromium', SHOP_REACT: '19' }],
  ['element tests, Firefox', node, wtr, { SHOP_BROWSERS: 'firefox' }],
  // a failed element test that compared a DOM node is named, not waited for (scripts/test/wtr-test-page.mjs)
  ['element test reports', node, nodeTest('test/scripts/element-test-report.test.ts')],
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

const gate = createGate({
  root,
  steps,
  verbose,
  summaryLines: () => (aptLogSize() > aptLogBefore ? [`apt and dpkg output: ${aptLogName()}`] : []),
});

// the browsers before any step: under CI a missing one fails the run now, not after ten minutes of other steps
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
let firefox = null;
try {
  process.env.CHROMIUM_PATH = ensureChromium();
  if (selected('element tests, Firefox')) firefox = ensureFirefox();
} catch (error) {
  gate.results.push({ name: 'setup', status: 'failed', note: error.message });
  gate.fail('setup failed: no step ran');
}
if (firefox) process.env.FIREFOX_PATH = firefox;

for (const [name, command, args, env = {}] of steps) {
  if (name === 'element tests, Firefox' && !firefox) gate.skip(name, 'SKIPPED: Firefox is not installed');
  else await gate.step(name, command, args, env);
}
gate.finish();
