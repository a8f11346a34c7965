import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The reason for a rule stands where the rule is, or in a doc of the repository that the code links to: a reader
 * of the repository cannot open "issue 20" or "the spec", which live outside it. This test fails on either phrase
 * in the code and the docs (CONTRIBUTING.md, "Conventions").
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const self = relative(root, fileURLToPath(import.meta.url));

/** The folders scanned, whole; and the files at the root (the docs and the tools' config files). */
const FOLDERS = ['elements', 'shared', 'scripts', 'demo-pages', 'checker', 'integrations', 'test', 'docs'];
const ROOT_FILE =
  /^(?:README\.md|CONTRIBUTING\.md|SECURITY\.md|CHANGELOG\.md|[\w.-]+\.(?:ts|mts|js|mjs|cjs|json))$/;
/** The kinds of file scanned: code, styles, templates, data and docs. */
const EXTENSION = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|css|php|json|md|html|txt|ya?ml)$/;
/** Never scanned: what is installed, built or written by a run, and the lockfile. */
const SKIP = new Set(['node_modules', 'dist', '.git', '.data', 'logs', 'test-results', 'playwright-report']);

/** A phrase that points outside the repository instead of giving the reason. */
const PHRASES: { name: string; pattern: RegExp }[] = [
  { name: '"issue N"', pattern: /\bissues?\s+#?\d+/gi },
  { name: '"the spec"', pattern: /\bthe\s+spec\b|\bspec\s*§|storefront-spec|\bthe\s+specification\b/gi },
];

/** The repository's files, new ones too: git's list, or (in a copy without git) the tree. */
function repositoryFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => file && existsSync(join(root, file)));
  } catch {
    const walk = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(path);
        return [path];
      });
    return walk('');
  }
}

/** The files this test reads: the folders' code and docs and the root's docs and config, but itself. */
export function scanned(files: readonly string[]): string[] {
  return files.filter((file) => {
    const parts = file.split('/');
    if (parts.some((part) => SKIP.has(part)) || file === self || file === 'package-lock.json') return false;
    if (parts.length === 1) return ROOT_FILE.test(file);
    return FOLDERS.includes(parts[0]!) && EXTENSION.test(file);
  });
}

/** CHANGELOG.md's Unreleased part: the released sections are history, kept as they were written. */
export function unreleased(changelog: string): string {
  const start = changelog.search(/^## \[Unreleased\]/m);
  if (start < 0) return '';
  const next = changelog.slice(start + 1).search(/^## \[/m);
  return next < 0 ? changelog.slice(start) : changelog.slice(start, start + 1 + next);
}

/** A line's continuation: the next line without its indentation and comment mark (` * `, `// `, `# `). */
const continuation = (line = '') => line.replace(/^\s*(?:\*(?!\/)|\/\/|#)?\s*/, '');

/** Each phrase that starts on a line of `text`, wrapped onto the next or not, as `line: phrase in "…"`. */
export function phrasesIn(text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    const joined = `${line} ${continuation(lines[i + 1])}`;
    return PHRASES.flatMap(({ name, pattern }) =>
      [...joined.matchAll(pattern)]
        .filter((match) => match.index < line.length)
        .map(
          (match) =>
            `${i + 1}: ${name} in "…${joined.slice(Math.max(0, match.index - 40), match.index + 60).trim()}…"`,
        ),
    );
  });
}

describe('the reason for a rule stands in the repository', () => {
  const files = scanned(repositoryFiles());

  it('reads the code and the docs', () => {
    for (const file of [
      'README.md',
      'docs/ARCHITECTURE.md',
      'shared/config.ts',
      'elements/index.ts',
      'vite.config.ts',
    ])
      assert.ok(files.includes(file), file);
    assert.ok(!files.includes(self));
  });

  it('never as "issue N" or "the spec", which are not in the repository', () => {
    const problems = files.flatMap((file) => {
      let text = readFileSync(join(root, file), 'utf8');
      if (file === 'CHANGELOG.md') text = unreleased(text);
      return phrasesIn(text).map((problem) => `${file}:${problem}`);
    });
    assert.deepEqual(
      problems,
      [],
      'write the reason itself, or link the repository doc that holds it (docs/behaviour/…, docs/architecture/…)',
    );
  });
});

describe('the phrase finder', () => {
  it('finds "issue N" and "the spec" in their spellings, and nothing else', () => {
    const text = [
      'a budget per call (issue 20)',
      'Issue 18: an API on another origin',
      'issues 10, 12 and #34',
      "by the spec's plural rule",
      'see spec §4.2 and storefront-spec.md',
      'the store described in the specification',
      'const field = (issue) => issue.message; issueErrors(issues);',
      'the e2e spec reads every code block; --test-reporter=spec; a specific rule',
      ' * a budget per call, wrapped (issue',
      ' * 20); and by the',
      "  // spec's rule",
    ].join('\n');
    assert.deepEqual(
      phrasesIn(text).map((problem) => problem.split(':')[0]),
      ['1', '2', '3', '4', '5', '5', '6', '9', '10'],
    );
  });

  it("reads CHANGELOG.md's Unreleased part only", () => {
    const changelog = '# Changelog\n\n## [Unreleased]\n\n- new\n\n## [1.0.0]\n\n- old (issue 3)\n';
    assert.equal(unreleased(changelog), '## [Unreleased]\n\n- new\n\n');
  });
});
