import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The element tests' runner reports a failed test that compared a DOM node (scripts/test/wtr-test-page.mjs). Without
 * that guard the file's report cannot be sent, and the run waits its whole 15-minute timeout without naming the test.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const wtr = resolve(root, 'node_modules/@web/test-runner/dist/bin.js');
/** Far more than the runner needs to report one file; far less than its timeout for a file that never reports. */
const REPORT_WITHIN_MS = 120_000;

it('a failed test that compared a DOM node is reported by name, with the node as text', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', wtr, '--files', 'test/fixtures/compares-a-node.ts'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SHOP_BROWSERS: 'chromium' },
      timeout: REPORT_WITHIN_MS,
    },
  );
  const output = run.stdout + run.stderr;
  assert.equal(
    run.status,
    1,
    `the run did not end with the failure within ${REPORT_WITHIN_MS} ms:\n${output}`,
  );
  assert.match(output, /the submit button is gone/);
  assert.match(
    output,
    /AssertionError: expected <button type="submit">Оформить заказ<\/button> to equal null/,
  );
  assert.match(output, /1 passed, 1 failed/);
});
