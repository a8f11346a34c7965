import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkCommits, subjectProblems } from '../../scripts/test/commit-subjects.mjs';

/** The gate reads the history after the recorded base (CONTRIBUTING.md, "Commits"). */
describe('commit subjects after the recorded base: at most 72 characters, no full stop, a blank line', () => {
  const repo = mkdtempSync(join(tmpdir(), 'shop-commits-'));
  after(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.test', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  let n = 0;
  const commit = (message: string) => {
    writeFileSync(join(repo, 'file.txt'), String(n++));
    git('add', 'file.txt');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };

  it('a subject of 72 characters passes; 73, a full stop or a body without a blank line do not', () => {
    assert.deepEqual(subjectProblems('A'.repeat(72)), []);
    assert.deepEqual(subjectProblems(`${'Б'.repeat(72)}\n\nWhy it changed.`), []);
    assert.match(subjectProblems('A'.repeat(73)).join(), /73 characters/);
    assert.match(subjectProblems('Fix the cart.').join(), /full stop/);
    assert.match(subjectProblems('Fix the cart\nwhy').join(), /blank line/);
  });

  it('only commits after the base are read, and each wrong one is named', () => {
    git('init', '-q');
    commit(`An old subject that was written before the rule and runs on for far too long to fit`);
    const base = commit('Record the base');
    const good = commit('Keep the cart\n\nBecause.');
    const bad = commit(`Keep the cart when the store ${'is slow '.repeat(10)}`);
    const wrong = checkCommits(repo, base)!;
    assert.deepEqual(
      wrong.map((found) => found.hash),
      [bad],
    );
    assert.ok(!wrong.some((found) => found.hash === good));
    assert.equal(checkCommits(repo, 'f'.repeat(40)), null, 'a base not in the history: nothing to check');
  });
});
