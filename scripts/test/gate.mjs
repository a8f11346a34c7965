import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gateLine, noise, setupFailures, skippedParts, testCounts } from './step-output.mjs';

/**
 * The runner of `npm test` (scripts/test/test.mjs holds its steps): runs a step at a time, keeps each step's
 * output in `logs/test/<step>.log` and prints it only when the step fails, so a passing run prints one line per
 * step; fails a passing step whose output looks like a failure (a stack trace, browser logs, a 404 list, dpkg's
 * lines); ends with a summary of every step and its count of tests (docs/testing.md, "A quiet run").
 *
 * `verbose` streams every step's output as it comes instead; `summaryLines()` adds lines to the summary.
 */
export function createGate({
  root,
  steps,
  verbose = false,
  logDir = resolve(root, 'logs/test'),
  summaryLines,
}) {
  /** { name, status: 'passed' | 'failed' | 'skipped', counts, seconds, note } for the summary */
  const results = [];
  // a TTY's "▶ step" line, replaced by the step's result line when it ends
  const live = process.stdout.isTTY && !verbose;
  let lineOpen = false;
  const endLine = () => {
    if (lineOpen) process.stdout.write('\n');
    lineOpen = false;
  };

  function summary(verdict) {
    endLine();
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
    for (const line of summaryLines?.() ?? []) console.log(line);
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

  /**
   * Runs a command into its log file; the console gets its output only when `verbose`, and otherwise only the
   * gate's own lines (a skip banner, apt at work: step-output.mjs gateLine) as they come.
   */
  function run(command, args, env, logFile) {
    return new Promise((done) => {
      const child = spawn(command, args, {
        cwd: root,
        stdio: ['inherit', 'pipe', 'pipe'],
        env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      });
      const log = createWriteStream(logFile);
      let output = '';
      let partial = '';
      const keep = (to) => (chunk) => {
        const text = chunk.toString();
        log.write(text);
        output += text;
        if (verbose) return void to.write(text);
        const lines = (partial + text).split('\n');
        partial = lines.pop();
        const shown = lines.filter(gateLine);
        if (shown.length) {
          endLine();
          to.write(`${shown.join('\n')}\n`);
        }
      };
      child.stdout.on('data', keep(process.stdout));
      child.stderr.on('data', keep(process.stderr));
      child.on('error', (error) => (output += `\n${error.message}\n`));
      child.on('close', (status) =>
        log.end(`${output.endsWith('\n') ? '' : '\n'}(exit status ${status})\n`, () =>
          done({ status: status ?? 1, output }),
        ),
      );
    });
  }

  /** A step not run, and why (`SKIPPED: …` in the summary). */
  function skip(name, note) {
    results.push({ name, status: 'skipped', note });
  }

  /** Runs one step; a failing one (or a passing one that printed what looks like a failure) ends the run. */
  async function step(name, command, args, env = {}) {
    mkdirSync(logDir, { recursive: true });
    const logFile = resolve(logDir, `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.log`);
    const logName = relative(root, logFile).startsWith('..') ? logFile : relative(root, logFile);
    endLine();
    if (live) {
      process.stdout.write(`▶ ${name}…`);
      lineOpen = true;
    } else console.log(`▶ ${name}`);
    const started = Date.now();
    const { status, output } = await run(command, args, env, logFile);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counts = testCounts(output);
    const skipped = skippedParts(output);
    const note = skipped.length ? `SKIPPED: ${skipped.join('; ')}` : '';
    const noisy = status === 0 ? noise(output) : [];
    if (status !== 0 || noisy.length) {
      endLine();
      if (live) process.stdout.write('\r\x1b[2K');
      // its whole output, as the tool printed it, then why it failed
      if (!verbose) process.stdout.write(`\n${readFileSync(logFile, 'utf8')}\n`);
      const why = noisy.length
        ? `passed, but printed what looks like a failure: ${noisy[0]}`
        : setupFailures(output) || note;
      if (noisy.length) {
        console.log(
          `✖ ${name} passed, but its output has what looks like a failure (docs/testing.md, "A quiet run"):`,
        );
        for (const line of noisy.slice(0, 10)) console.log(`    ${line}`);
        if (noisy.length > 10) console.log(`    … and ${noisy.length - 10} more`);
      }
      results.push({ name, status: 'failed', counts, seconds, note: why });
      fail(`${name} failed (${seconds} s); its output: ${logName}`);
    }
    results.push({ name, status: 'passed', counts, seconds, note });
    const line = `✔ ${name} (${seconds} s)${counts ? `: ${counts.passed} passed` : ''}${note ? ` — ${note}` : ''}`;
    if (live) {
      process.stdout.write(`\r\x1b[2K${line}\n`);
      lineOpen = false;
    } else console.log(line);
  }

  /** The summary of a run that got to the end. */
  function finish() {
    const skipped = results.filter((result) => result.note.startsWith('SKIPPED')).map(({ name }) => name);
    summary(
      skipped.length
        ? `All checks run passed; SKIPPED parts of: ${skipped.join(', ')}.`
        : 'All checks passed.',
    );
  }

  return { results, step, skip, fail, finish };
}
