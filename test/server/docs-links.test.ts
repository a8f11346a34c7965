import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { analyzeElements, elementsOf } from '../../scripts/build/manifest/analyze.mjs';

/**
 * The documentation holds together: every relative link (and its #anchor) of every Markdown file of the
 * repository leads somewhere, every repository path the docs write in backticks or in docs/ARCHITECTURE.md's
 * layout tree exists, README.md and docs/ARCHITECTURE.md stay maps of at most 10 KB, and README's elements at a
 * glance name every element with a link to its section of docs/elements.md.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const README_LIMIT = 10 * 1024;
/** docs/ARCHITECTURE.md is the map of docs/architecture/: the detail lives in the topic pages. */
const ARCHITECTURE_LIMIT = 10 * 1024;

/** The docs whose backticked repository paths must exist. */
const PATH_CHECKED = /^(?:README\.md|CONTRIBUTING\.md|SECURITY\.md|docs\/.+\.md|demo-pages\/README\.md)$/;
/** The repository's folders a path in backticks starts with. */
const FOLDERS = ['elements', 'shared', 'scripts', 'demo-pages', 'test', 'docs', 'integrations', 'checker'];
/**
 * The element CONTRIBUTING.md has `npm run new-element` write as its example: its paths exist once the command
 * has run, never in the repository.
 */
const EXAMPLE_ELEMENT = 'shop-price-note';

/** The repository's Markdown files, new ones too: git's list, or (in a copy without git) the tree but dist/. */
function markdownFiles(): string[] {
  try {
    return execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.md'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\0')
      .filter((file) => file && existsSync(join(root, file)));
  } catch {
    const skip = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);
    const walk = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return skip.has(entry.name) ? [] : walk(path);
        return entry.name.endsWith('.md') ? [path] : [];
      });
    return walk('');
  }
}

/** The text outside fenced code blocks and code spans, where a `[x](y)` is a link. */
function prose(markdown: string): string {
  return markdown
    .replace(/^( {0,3})(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '')
    .replace(/`(?:[^`\n]|\n(?!\s*\n))*`/g, ''); // a code span may wrap, never across a blank line
}

/** The link targets of a Markdown file: inline links and images, reference definitions, HTML `href`s. */
export function linksIn(markdown: string): string[] {
  const text = prose(markdown);
  return [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!),
  ];
}

/**
 * The repository paths a Markdown file names in code spans outside code blocks: a span that starts with one of
 * the repository's folders, up to its first space (`scripts/test/wordpress-lane.mjs [spec file]`), without a
 * `:line`, `?query` or `#anchor`. A pattern (`shop-<tag>.css`, `elements/*`, `{storeId}`) names no one file and
 * is left out.
 */
export function backtickedPaths(markdown: string): string[] {
  const outsideCode = markdown.replace(/^( {0,3})(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
  const folder = new RegExp(`^(?:${FOLDERS.join('|')})(?:/|$)`);
  return [...outsideCode.matchAll(/`((?:[^`\n]|\n(?!\s*\n))*)`/g)]
    .map((match) => match[1]!.trim().split(/\s/)[0]!)
    .filter((span) => folder.test(span) && !/[<*{]/.test(span))
    .map((span) =>
      span
        .replace(/[?#].*$/, '')
        .replace(/(?::\d+)+$/, '')
        .replace(/[.,;:)]+$/, ''),
    );
}

/**
 * The paths of a layout tree (a code block): one name a line, indented two spaces a level under its folder
 * (`name/`), with a `# comment` after it. A pattern (`<tag>/`) is left out, with what is under it.
 */
export function treePaths(tree: string): string[] {
  const paths: string[] = [];
  const folders: string[] = [];
  for (const line of tree.split('\n')) {
    const name = line.replace(/#.*$/, '').trim();
    if (!name || name.startsWith('```')) continue;
    const depth = (line.length - line.trimStart().length) / 2;
    folders.length = depth;
    const path = [...folders, name].join('');
    if (name.endsWith('/')) folders.push(name);
    if (!/[<*{]/.test(path)) paths.push(path);
  }
  return paths;
}

/** GitHub's anchor of a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  // a code span keeps its text, `<shop-cart>` included; outside, HTML tags go and links and emphasis keep text
  const text = heading
    .split(/`([^`]*)`/)
    .map((chunk, i) =>
      i % 2
        ? chunk
        : chunk
            .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<\/?[a-z][^>]*>/g, '')
            .replace(/[*_]{1,3}([^*_]+)[*_]{1,3}/g, '$1'),
    )
    .join('');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings (a repeated one gets -1, -2…) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const outsideCode = markdown.replace(/^( {0,3})(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
  for (const [, heading] of outsideCode.matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of outsideCode.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

/** What is wrong with one link of `file`, or null when it resolves. */
function brokenLink(file: string, target: string, anchorsCache: Map<string, Set<string>>): string | null {
  if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null; // a URL
  if (target.startsWith('/'))
    return `${target}: a path from the site's root is no file of the repository (write it relative, or as a URL)`;
  const [pathPart, anchor] = target.split('#', 2) as [string, string?];
  const path = decodeURIComponent(pathPart.replace(/\?.*$/, ''));
  const resolved = path ? relative(root, resolve(root, dirname(file), path)) : file;
  if (!existsSync(join(root, resolved))) return `${target}: ${resolved} does not exist`;
  if (!anchor || !resolved.endsWith('.md') || statSync(join(root, resolved)).isDirectory()) return null;
  let anchors = anchorsCache.get(resolved);
  if (!anchors) anchorsCache.set(resolved, (anchors = anchorsOf(readFileSync(join(root, resolved), 'utf8'))));
  return anchors.has(decodeURIComponent(anchor))
    ? null
    : `${target}: ${resolved} has no heading #${anchor} (it has ${[...anchors].join(', ') || 'none'})`;
}

describe('the documentation', () => {
  const files = markdownFiles();

  it('is found: README.md, CONTRIBUTING.md, SECURITY.md and docs/', () => {
    for (const file of ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'docs/ARCHITECTURE.md'])
      assert.ok(files.includes(file), file);
  });

  it('has no dead relative link or #anchor in any Markdown file', () => {
    const anchors = new Map<string, Set<string>>();
    const problems = files.flatMap((file) =>
      linksIn(readFileSync(join(root, file), 'utf8'))
        .map((target) => brokenLink(file, target, anchors))
        .filter((problem) => problem !== null)
        .map((problem) => `${file}: ${problem}`),
    );
    assert.deepEqual(problems, []);
  });

  it('names in backticks only repository paths that exist', () => {
    const problems = files
      .filter((file) => PATH_CHECKED.test(file))
      .flatMap((file) =>
        backtickedPaths(readFileSync(join(root, file), 'utf8'))
          .filter((path) => !path.includes(EXAMPLE_ELEMENT) && !existsSync(join(root, path)))
          .map((path) => `${file}: \`${path}\` does not exist`),
      );
    assert.deepEqual([...new Set(problems)], []);
  });

  it("names in docs/ARCHITECTURE.md's layout tree only paths that exist", () => {
    const architecture = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const tree = /^## The layers\n[\s\S]*?^(```\n[\s\S]*?^```)$/m.exec(architecture)?.[1];
    assert.ok(tree, 'docs/ARCHITECTURE.md has a layout tree under "## The layers"');
    const paths = treePaths(tree);
    assert.ok(paths.includes('shared/runtime/'), 'the tree is read');
    assert.deepEqual(
      paths.filter((path) => !existsSync(join(root, path))),
      [],
    );
  });

  it(`keeps docs/ARCHITECTURE.md a map: at most ${ARCHITECTURE_LIMIT} bytes`, () => {
    const size = statSync(join(root, 'docs/ARCHITECTURE.md')).size;
    assert.ok(
      size <= ARCHITECTURE_LIMIT,
      `docs/ARCHITECTURE.md is ${size} bytes: move the detail into a page of docs/architecture/ and link it`,
    );
  });

  it(`keeps README.md a map: at most ${README_LIMIT} bytes`, () => {
    const size = statSync(join(root, 'README.md')).size;
    assert.ok(size <= README_LIMIT, `README.md is ${size} bytes: move the detail into docs/ and link it`);
  });

  it("names every element in README's elements at a glance, linked to its section of docs/elements.md", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const missing = elementsOf(analyzeElements(root))
      .map((element) => element.tagName)
      .filter((tag) => !readme.includes(`](docs/elements.md#${tag})`));
    assert.deepEqual(missing, [], 'add a line for each under its page in README.md');
  });
});

describe('the path checker', () => {
  it('reads the paths of code spans outside code blocks, and leaves patterns out', () => {
    const markdown = [
      'See `shared/runtime/define.tsx`, `scripts/test/wordpress-lane.mjs [spec file]` and `shared/api/client.ts:177:11`;',
      '`elements/<tag>/`, `shop-<tag>.css`, `demo-pages/server/api/{area}`, `test/e2e/*.spec.ts` are patterns;',
      '`npm run build`, `dist/preload.json` and `docs/loading.md#no-flash`. A span may',
      'wrap: `test/helpers/',
      'page.ts`.',
      '```sh',
      'node --test test/server/nowhere.test.ts `test/nowhere.ts`',
      '```',
    ].join('\n');
    assert.deepEqual(backtickedPaths(markdown), [
      'shared/runtime/define.tsx',
      'scripts/test/wordpress-lane.mjs',
      'shared/api/client.ts',
      'docs/loading.md',
      'test/helpers/',
    ]);
  });
});

describe('the tree checker', () => {
  it('reads a layout tree by its indentation, and leaves patterns out', () => {
    const tree = [
      '```',
      'elements/                 # the elements',
      '  index.ts                # the autoloader',
      '  <tag>/                  # a pattern',
      '    <tag>.ts              # and what is under it',
      'shared/',
      '  runtime/                # the runtime',
      '    define.tsx',
      '  config.ts',
      '```',
    ].join('\n');
    assert.deepEqual(treePaths(tree), [
      'elements/',
      'elements/index.ts',
      'shared/',
      'shared/runtime/',
      'shared/runtime/define.tsx',
      'shared/config.ts',
    ]);
  });
});

describe('the link checker', () => {
  it("finds links outside code only, and GitHub's anchors of headings", () => {
    const markdown = [
      '# The `<shop-cart>` element',
      'See [config](docs/config.md#budgets), ![x](a.svg) and `[not](a',
      'link)`.',
      '```md',
      '[not a link](nowhere.md)',
      '## Not a heading',
      '```',
      '[ref]: ../SECURITY.md',
      '## Loading — on use',
      '## Loading — on use',
    ].join('\n');
    assert.deepEqual(linksIn(markdown), ['docs/config.md#budgets', 'a.svg', '../SECURITY.md']);
    assert.deepEqual(
      [...anchorsOf(markdown)],
      ['the-shop-cart-element', 'loading--on-use', 'loading--on-use-1'],
    );
  });
});
