/**
 * What `npm test` reads from a step's output for its summary: the count of tests from the tool's own closing
 * lines (node --test, web-test-runner, Playwright), the parts a step skipped and why a step could not set up.
 */

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g; // eslint-disable-line no-control-regex

/** The last number the pattern's first group matched, or null. */
function last(text, pattern) {
  let value = null;
  for (const match of text.matchAll(pattern)) value = Number(match[1]);
  return value;
}

/**
 * The tests a step ran: `{ passed, failed, skipped }`, or null when its output has no test runner's summary
 * (a build, a type check, a lint).
 */
/**
 * @param {string} output
 * @returns {{ passed: number, failed: number, skipped: number } | null}
 */
export function testCounts(output) {
  const text = output.replace(ANSI, '');
  // node --test (spec reporter): "ℹ tests 120", "ℹ pass 118", "ℹ fail 0", "ℹ skipped 2", "ℹ todo 0"
  if (last(text, /^ℹ tests (\d+)$/gm) !== null)
    return {
      passed: last(text, /^ℹ pass (\d+)$/gm) ?? 0,
      failed: last(text, /^ℹ fail (\d+)$/gm) ?? 0,
      skipped: (last(text, /^ℹ skipped (\d+)$/gm) ?? 0) + (last(text, /^ℹ todo (\d+)$/gm) ?? 0),
    };
  // web-test-runner, per browser, its last progress line: "Chromium: |███| 34/34 test files | 412 passed, 0 failed"
  const browsers = new Map();
  for (const [, browser, passed, failed, skipped] of text.matchAll(
    /^(\S[^:\n]*):\s.*?\d+\/\d+ test files \| (\d+) passed, (\d+) failed(?:, (\d+) skipped)?/gm,
  ))
    browsers.set(browser, { passed: +passed, failed: +failed, skipped: +(skipped ?? 0) });
  if (browsers.size)
    return [...browsers.values()].reduce((sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }));
  // Playwright (list reporter): "  120 passed (2.1m)", "  2 skipped", "  1 failed", "  1 flaky"
  const passed = last(text, /^ {2}(\d+) passed \(/gm);
  if (passed !== null)
    return {
      passed: passed + (last(text, /^ {2}(\d+) flaky$/gm) ?? 0),
      failed: last(text, /^ {2}(\d+) failed$/gm) ?? 0,
      skipped: last(text, /^ {2}(\d+) skipped$/gm) ?? 0,
    };
  // a script of our own (scripts/test/budget.mjs): the plain closing line "8 passed, 0 failed[, 1 skipped]"
  const plain = [...text.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/gm)].at(-1);
  if (plain) return { passed: +plain[1], failed: +plain[2], skipped: +(plain[3] ?? 0) };
  return null;
}

/** The parts a step skipped, from its `!! SKIPPED: what: why.` banners (scripts/test/apt.mjs), each once. */
export function skippedParts(output) {
  return [...new Set(output.replace(ANSI, '').match(/^!! SKIPPED: .*$/gm) ?? [])].map((line) =>
    line.slice('!! SKIPPED: '.length).replace(/\.$/, ''),
  );
}

/**
 * A line the gate shows while a step runs, though it keeps the rest in the step's log: a skip banner, apt at work
 * (scripts/test/apt.mjs), a setup that failed.
 */
export function gateLine(line) {
  return /^(!!|Installing Debian's |✖ setup: )/.test(line.replace(ANSI, ''));
}

/** Why a step could not set up what it needs (its `✖ setup: …` lines), or ''. */
export function setupFailures(output) {
  return (output.replace(ANSI, '').match(/^✖ setup: .*$/gm) ?? [])
    .map((line) => line.slice('✖ setup: '.length))
    .join('; ');
}

/**
 * What looks like a failure in a step's output (docs/testing.md, "A quiet run"): a stack trace, web-test-runner's
 * "Browser logs" and "404 network requests", the store's or the elements' console reports, dpkg's lines, Node's
 * warnings. A passing step prints none of them.
 */
const NOISE = [
  /^\s*at \S.*(?::\d+:\d+\)?|\(native\)|<anonymous>\)?)$/, // a stack frame: `at toApiError (shared/api/client.ts:177:11)`
  /Browser logs( on [^:]+)?:$/,
  /404 network requests( on [^:]+)?:$/,
  /^\s*\[(store|shop-elements)\] /,
  /^(Selecting previously unselected package|Preparing to unpack|Unpacking|Setting up|Processing triggers for) /,
  /^\(node:\d+\) \w*Warning: /,
];

/** The lines of a step's output that look like a failure, each once, in order. */
export function noise(output) {
  const lines = output.replace(ANSI, '').split(/\r?\n/);
  const noisy = lines.filter((line) => NOISE.some((pattern) => pattern.test(line)));
  return [...new Set(noisy.map((line) => line.trim()))];
}
