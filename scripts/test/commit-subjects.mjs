import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The history a person can read (CONTRIBUTING.md, "Commits"): every commit after the recorded base
 * (scripts/test/commit-base.txt, the last commit before the rule) has a subject of at most 72 characters, no
 * trailing full stop, and a blank line before its body. Older commits stay as they are. A copy without the
 * base in its history (a shallow clone, a tarball) has nothing to check and says so.
 *
 * `node scripts/test/commit-subjects.mjs` checks the repository it stands in; prints one line per wrong commit.
 */
export const SUBJECT_LIMIT = 72;

/** The problems of one commit's message, each a sentence (none: it is fine). */
export function subjectProblems(message) {
  const [subject = '', second] = message.split('\n');
  const problems = [];
  if ([...subject].length > SUBJECT_LIMIT)
    problems.push(`its subject has ${[...subject].length} characters (at most ${SUBJECT_LIMIT})`);
  if (/\.$/.test(subject)) problems.push('its subject ends with a full stop');
  if (!subject.trim()) problems.push('it has no subject');
  if (second !== undefined && second.trim() !== '') problems.push('no blank line after its subject');
  return problems;
}

/** The commits after `base` in `cwd`'s history, with their problems; null when `base` is not in the history. */
export function checkCommits(cwd, base) {
  const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8' });
  try {
    git('cat-file', '-e', `${base}^{commit}`);
  } catch {
    return null;
  }
  const hashes = git('rev-list', '--no-merges', `${base}..HEAD`).split('\n').filter(Boolean);
  return hashes
    .map((hash) => ({
      hash,
      problems: subjectProblems(git('show', '-s', '--format=%B', hash).replace(/\n+$/, '')),
    }))
    .filter((commit) => commit.problems.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const base = readFileSync(resolve(root, 'scripts/test/commit-base.txt'), 'utf8').trim();
  const wrong = checkCommits(root, base);
  if (wrong === null) {
    console.log(
      `commit subjects: ${base} is not in this copy's history (a shallow clone?): nothing to check`,
    );
  } else if (wrong.length) {
    for (const { hash, problems } of wrong)
      console.log(`✖ commit ${hash.slice(0, 7)}: ${problems.join('; ')}`);
    console.log(`# fail ${wrong.length}`);
    process.exit(1);
  } else console.log('commit subjects: every commit after the recorded base reads well');
}
