import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { noise, setupFailures, skippedParts, testCounts } from '../../scripts/test/step-output.mjs';

/**
 * `npm test` (scripts/test/test.mjs) is green only when everything ran (docs/installing.md, "The test gate"):
 * under CI a browser that cannot be set up fails the run with the reason; run by a person it is skipped with a
 * banner; apt waits for the dpkg lock, tries once more and writes to its log; the summary counts each tool's tests.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'shop-test-gate-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** test.mjs with only the Firefox element step, its Firefox looked for at a path where there is none */
function gateWithoutFirefox(env: Record<string, string>) {
  const { CI: _ci, ...rest } = process.env;
  const run = spawnSync(process.execPath, ['scripts/test/test.mjs', 'element tests, Firefox'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...rest, FIREFOX_PATH: join(dir, 'no-firefox'), SHOP_APT_LOG: join(dir, 'gate-apt.log'), ...env },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('a run is green only when everything ran', () => {
  it('under CI=true, a Firefox that cannot be had fails the run before any step, naming the cause', () => {
    const { status, output } = gateWithoutFirefox({ CI: 'true' });
    assert.equal(status, 1, output);
    assert.match(
      output,
      /✖ setup: element tests, Firefox: Firefox was not found at .*no-firefox, and FIREFOX_PATH names no file/,
    );
    assert.match(output, /^✖ setup +— Firefox was not found at .*no-firefox/m, 'the summary names the cause');
    assert.match(output, /^· element tests, Firefox +not run$/m);
    assert.doesNotMatch(output, /SKIPPED/);
  });

  it('run by a person, the same run skips the step with a banner saying why, and the summary says it was skipped', () => {
    const { status, output } = gateWithoutFirefox({});
    assert.equal(status, 0, output);
    assert.match(output, /^!! SKIPPED: element tests, Firefox: Firefox was not found at .*no-firefox/m);
    assert.match(output, /^⚠ element tests, Firefox +— SKIPPED/m);
    assert.match(output, /^All checks run passed; SKIPPED parts of: element tests, Firefox\.$/m);
  });
});

describe(
  'apt for the test steps (scripts/test/apt.mjs)',
  { skip: process.getuid?.() !== 0 && 'apt runs as root only' },
  () => {
    /**
     * aptInstall() with a stand-in apt-get first on PATH: it records its arguments, and its `install` fails with
     * apt's lock message the first `failures` times.
     */
    function installWithStandIn(failures: number) {
      const bin = mkdtempSync(join(dir, 'bin-'));
      const calls = join(bin, 'calls');
      writeFileSync(
        join(bin, 'apt-get'),
        `#!/bin/sh\necho "$@" >> ${calls}\necho "Reading package lists..."\n` +
          `case "$*" in *" install "*) n=$(grep -c ' install ' ${calls}); if [ "$n" -le ${failures} ]; then ` +
          `echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)" >&2; exit 100; fi;; esac\n`,
      );
      chmodSync(join(bin, 'apt-get'), 0o755);
      const log = join(bin, 'apt.log');
      const run = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { aptInstall } = await import('./scripts/test/apt.mjs'); console.log(JSON.stringify(aptInstall(['firefox-esr'])));`,
        ],
        {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, SHOP_APT_LOG: log },
        },
      );
      return {
        stdout: run.stdout,
        stderr: run.stderr,
        answer: JSON.parse(run.stdout.trim().split('\n').at(-1)!) as string,
        calls: readFileSync(calls, 'utf8').trim().split('\n'),
        log: readFileSync(log, 'utf8'),
      };
    }

    it('waits a bounded time for the dpkg lock and tries once more, its output in the log, not the console', () => {
      const { stdout, stderr, answer, calls, log } = installWithStandIn(1);
      assert.equal(answer, '');
      assert.deepEqual(calls, [
        '-o DPkg::Lock::Timeout=300 update -q',
        '-o DPkg::Lock::Timeout=300 install -y -q firefox-esr',
        '-o DPkg::Lock::Timeout=300 update -q',
        '-o DPkg::Lock::Timeout=300 install -y -q firefox-esr',
      ]);
      assert.match(log, /E: Could not get lock/);
      assert.doesNotMatch(stdout + stderr, /Reading package lists|Could not get lock/);
      assert.match(stdout, /Installing Debian's firefox-esr \(apt's output: .*apt\.log\)/);
    });

    it("after the second failure answers why, with apt's error and the log", () => {
      const { answer, calls } = installWithStandIn(2);
      assert.equal(calls.length, 4, 'two attempts, no more');
      assert.match(
        answer,
        /^apt-get could not install firefox-esr: E: Could not get lock \/var\/lib\/dpkg\/lock-frontend.*\(.*apt\.log\)$/,
      );
    });
  },
);

describe("the summary's count of tests, from each tool's own closing lines", () => {
  it('node --test (spec reporter)', () => {
    const output =
      '▶ cart\n  ✔ adds a line (3ms)\nℹ tests 41\nℹ suites 9\nℹ pass 39\nℹ fail 0\nℹ cancelled 0\nℹ skipped 1\nℹ todo 1\n';
    assert.deepEqual(testCounts(output), { passed: 39, failed: 0, skipped: 2 });
  });

  it('web-test-runner: the last progress line of each browser, with its colours and cursor moves', () => {
    const output =
      'Running 2 test files...\n\x1b[2K\x1b[1A\x1b[2K\x1b[GChromium: |██████████████████████████████| 1/2 test files | 1 passed, 0 failed\n' +
      'Running tests...\n\x1b[2K\x1b[1A\x1b[2K\x1b[GChromium: |██████████████████████████████| 2/2 test files | \x1b[32m8 passed\x1b[39m, 0 failed, 1 skipped\n' +
      'Firefox:  |██████████████████████████████| 2/2 test files | 7 passed, 1 failed\n\nFinished running tests in 17.6s\n';
    assert.deepEqual(testCounts(output), { passed: 15, failed: 1, skipped: 1 });
  });

  it("Playwright's list reporter (twice under CI, with the line reporter)", () => {
    const output =
      '  ✓  4 test/e2e/page-stylesheet.spec.ts:190:5 › … (6.2s)\n\n  1 failed\n    test/e2e/cart.spec.ts:12:3 › …\n' +
      '  2 flaky\n    test/e2e/a.spec.ts:1:1 › …\n  3 skipped\n  120 passed (2.1m)\n  1 failed\n  2 flaky\n  3 skipped\n  120 passed (2.1m)\n';
    assert.deepEqual(testCounts(output), { passed: 122, failed: 1, skipped: 3 });
  });

  it('a script of our own: the plain closing line (the byte budget)', () => {
    const output =
      'ok     cart page JS (9 tags, 6 files): 77.6 KB gzip (budget 78.5 KB)\n8 passed, 0 failed\n';
    assert.deepEqual(testCounts(output), { passed: 8, failed: 0, skipped: 0 });
  });

  it('a step without a test runner (a build, a lint) has no count', () => {
    assert.equal(testCounts('Built dist/ with 35 elements.\n'), null);
  });

  it('the parts a step skipped and why a step could not set up', () => {
    const banner = '!'.repeat(100);
    const output =
      `\n${banner}\n!! SKIPPED: the shopper journeys in webkit: /usr/bin/Xvfb is missing, and apt is turned off (SHOP_APT=off).\n!! Install …\n${banner}\n` +
      `…\n${banner}\n!! SKIPPED: the shopper journeys in webkit: /usr/bin/Xvfb is missing, and apt is turned off (SHOP_APT=off).\n${banner}\n` +
      '✖ setup: WordPress lane: mariadb-server missing, and the tests do not run as root (CI=true: a step that cannot run fails the run)\n';
    assert.deepEqual(skippedParts(output), [
      'the shopper journeys in webkit: /usr/bin/Xvfb is missing, and apt is turned off (SHOP_APT=off)',
    ]);
    assert.equal(
      setupFailures(output),
      'WordPress lane: mariadb-server missing, and the tests do not run as root (CI=true: a step that cannot run fails the run)',
    );
  });
});

describe('quiet when it passes (docs/testing.md, "A quiet run")', () => {
  /**
   * The gate's runner (scripts/test/gate.mjs) with stand-in steps: each a `node -e` that prints `out` and exits
   * with `status`. Answers the console's output, the exit status and the steps' logs.
   */
  function gateWith(steps: { name: string; out: string; status?: number }[]) {
    const logDir = mkdtempSync(join(dir, 'logs-'));
    const commands = steps.map(({ name, out, status = 0 }) => [
      name,
      process.execPath,
      ['-e', `process.stdout.write(${JSON.stringify(out)}); process.exit(${status})`],
    ]);
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { createGate } = await import('./scripts/test/gate.mjs');
         const steps = ${JSON.stringify(commands)};
         const gate = createGate({ root: process.cwd(), steps, logDir: ${JSON.stringify(logDir)} });
         for (const [name, command, args] of steps) await gate.step(name, command, args);
         gate.finish();`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const log = (name: string) => readFileSync(join(logDir, `${name.replaceAll(' ', '-')}.log`), 'utf8');
    return { status: run.status, output: `${run.stdout}\n${run.stderr}`, log };
  }

  const SPEC_RUN =
    '▶ cart\n  ✔ a failed update says so with the generic error (3ms)\nℹ tests 1\nℹ pass 1\nℹ fail 0\n';

  it("a passing step prints one line with its count, not its output; the output is in the step's log", () => {
    const { status, output, log } = gateWith([{ name: 'server tests', out: SPEC_RUN }]);
    assert.equal(status, 0, output);
    assert.match(output, /^✔ server tests \(\d+\.\d s\): 1 passed$/m);
    assert.doesNotMatch(output, /a failed update says so/);
    assert.match(log('server tests'), /✔ a failed update says so with the generic error/);
    assert.match(output, /^All checks passed\.$/m);
  });

  it('a failing step prints its whole output, and names its log', () => {
    const { status, output } = gateWith([
      { name: 'lint', out: 'test/a.ts\n  3:1  error  no-unused-vars\n', status: 1 },
      { name: 'format', out: '' },
    ]);
    assert.equal(status, 1);
    assert.match(output, /3:1 {2}error {2}no-unused-vars/);
    assert.match(output, /^✖ lint failed \(\d+\.\d s\); its output: .*lint\.log$/m);
    assert.match(output, /^· format +not run$/m);
  });

  for (const [what, out] of [
    [
      "web-test-runner's browser logs, with a stack trace",
      '\x1b[1mtest/elements/shop-add-to-cart/shop-add-to-cart.test.ts\x1b[22m:\n\n \x1b[33m🚧 Browser logs:\x1b[39m\n' +
        '      [shop-elements] add to cart failed: ApiError: HTTP 404\n        at toApiError (shared/api/client.ts:177:11)\n',
    ],
    [
      "web-test-runner's 404 list",
      ' 🚧 404 network requests:\n    - stand-in/missing-captcha.js?render=onload&onload=__shopCaptchaOnload\n',
    ],
    ["the store's error log", '[store] the disk is full: a write was refused POST /api/1/ru/cart/item\n'],
    [
      "dpkg's lines",
      'Selecting previously unselected package firefox-esr.\nUnpacking firefox-esr (153.7.0esr-1) ...\n',
    ],
  ]) {
    it(`a passing step that printed ${what} fails the run, with the lines and the step's log`, () => {
      const { status, output } = gateWith([
        { name: 'element tests', out: `${out}\n${SPEC_RUN}` },
        { name: 'end-to-end tests', out: '' },
      ]);
      assert.equal(status, 1, output);
      assert.match(output, /^✖ element tests passed, but its output has what looks like a failure/m);
      assert.match(
        output,
        /^✖ element tests +1 passed, 0 failed \(.*\) — passed, but printed what looks like a failure: /m,
      );
      assert.match(output, /^✖ element tests failed \(.*\); its output: .*element-tests\.log$/m);
      assert.match(output, /^· end-to-end tests +not run$/m);
    });
  }

  it("what looks like a failure: a stack frame, the tools' failure lists, the store's and elements' reports, dpkg, Node's warnings; not a test named after an error", () => {
    assert.deepEqual(
      noise(
        'Error: boom\n    at attempt (shared/api/client.ts:212:29)\n    at async Promise.all (index 0)\n' +
          '    at new Promise (<anonymous>)\n 🚧 Browser logs on Firefox:\n 🚧 404 network requests on Chromium:\n' +
          '      [shop-elements] page config: "lang" must be "ru" or "uz"; using "ru".\n' +
          'Setting up firefox-esr (153.7.0esr-1) ...\nProcessing triggers for man-db (2.13.1-1) ...\n' +
          '(node:4242) ExperimentalWarning: SQLite is an experimental feature\n',
      ),
      [
        'at attempt (shared/api/client.ts:212:29)',
        'at new Promise (<anonymous>)',
        '🚧 Browser logs on Firefox:',
        '🚧 404 network requests on Chromium:',
        '[shop-elements] page config: "lang" must be "ru" or "uz"; using "ru".',
        'Setting up firefox-esr (153.7.0esr-1) ...',
        'Processing triggers for man-db (2.13.1-1) ...',
        '(node:4242) ExperimentalWarning: SQLite is an experimental feature',
      ],
    );
    assert.deepEqual(
      noise(
        `${SPEC_RUN}  ✓  12 test/e2e/faults.spec.ts:40:3 › a 500 shows the error toast and logs it (2.1s)\n` +
          'Chromium: |██████| 71/71 test files | 826 passed, 0 failed\n  234 passed (9.2m)\n',
      ),
      [],
    );
  });
});
