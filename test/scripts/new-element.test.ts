import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../../scripts/test/chromium.mjs';

/**
 * `npm run new-element` (CONTRIBUTING.md, "Adding an element") in a scratch copy of the repository, never in the
 * tree itself: the element it writes builds, lands in a chunk of its own, passes the checks every element passes
 * (types, lint, the manifest, its messages, the documentation's links) and its own generated test in Chromium.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TAG = 'shop-probe-x';
const node = process.execPath;

/** The files of the working tree (tracked, and new ones not ignored) copied, node_modules linked. */
function scratchCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'shop-new-element-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Runs a command in the copy; its output is the failure's message. */
function run(copy: string, command: string, args: string[], env: Record<string, string> = {}) {
  // without node:test's marker, a `node --test` inside reports and exits as a run of its own
  const { NODE_TEST_CONTEXT: _, ...inherited } = process.env;
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...inherited, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function succeeds(copy: string, command: string, args: string[], env: Record<string, string> = {}): string {
  const { status, output } = run(copy, command, args, env);
  assert.equal(status, 0, `${[command, ...args].join(' ')} failed:\n${output}`);
  return output;
}

const bin = (name: string) => join(root, 'node_modules/.bin', name);

describe('npm run new-element (CONTRIBUTING.md, "Adding an element")', { timeout: 600_000 }, () => {
  let copy: string;
  const read = (path: string) => readFileSync(join(copy, path), 'utf8');

  before(() => {
    copy = scratchCopy();
    succeeds(copy, node, ['scripts/new-element.mjs', TAG]);
  });
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('refuses a tag that is not shop-<words>, or that exists, saying why, and writes nothing', () => {
    for (const [tag, why] of [
      ['probe', /lower-case words after "shop-"/],
      ['shop-Probe', /lower-case words after "shop-"/],
      ['shop-probe-2', /lower-case words after "shop-"/],
      [TAG, /elements\/shop-probe-x exists already/],
      ['shop-cart', /elements\/shop-cart exists already/],
    ] as const) {
      const { status, output } = run(copy, node, ['scripts/new-element.mjs', tag]);
      assert.equal(status, 2, tag);
      assert.match(output, why);
    }
    assert.ok(!existsSync(join(copy, 'elements/shop-probe')));
  });

  it('writes the folder, the test, the texts in ru and uz, the live example, the README line and its token', () => {
    for (const file of ['shop-probe-x.ts', 'ProbeX.tsx', 'shop-probe-x.css', 'messages.ts'])
      assert.ok(existsSync(join(copy, 'elements', TAG, file)), file);
    assert.ok(existsSync(join(copy, `test/elements/${TAG}/${TAG}.test.ts`)));
    assert.equal(JSON.parse(read('shared/i18n/ru.json')).probe_x_show, 'Показать');
    assert.equal(JSON.parse(read('shared/i18n/uz.json')).probe_x_hide, 'Yashirish');
    assert.match(read('demo-pages/server/pages/element-examples.ts'), /'shop-probe-x': \(\) =>/);
    assert.match(read('README.md'), /\]\(docs\/elements\.md#shop-probe-x\)/);
    assert.match(read('docs/theming.md'), /^\| `--shop-probe-x-gap` +\|[^|]+\| `0px` +\|$/m);
  });

  it('declares its attribute once, beside its kind, and types its component from that declaration', () => {
    const registration = read(`elements/${TAG}/${TAG}.ts`);
    assert.match(registration, /\/\*\* the analytics goal [^\n]*\*\/\n {2}goal: 'string',/);
    assert.doesNotMatch(registration, /@attr \{string\} goal/);
    assert.match(read(`elements/${TAG}/ProbeX.tsx`), /= ElementProps<Attributes> & HostProps;/);
  });

  it('builds: the manifest lists it, docs/elements.md has its section, its code is a chunk of its own', () => {
    succeeds(copy, node, ['scripts/build/build.mjs']);
    const manifest = read('dist/custom-elements.json');
    assert.match(manifest, /"tagName": "shop-probe-x"/);
    assert.match(
      manifest,
      /"name": "goal",\s*"type": \{\s*"text": "string"\s*\},\s*"description": "the analytics goal /,
    );
    assert.match(read('docs/elements.md'), /^## `<shop-probe-x>`$/m);
    assert.match(read('elements/element-types.ts'), /'shop-probe-x': ShopProbeXElement;/);
    const preload = JSON.parse(read('dist/preload.json')) as {
      runtime: string[];
      elements: Record<string, string[]>;
    };
    const [chunk, ...others] = preload.elements[TAG] ?? [];
    assert.match(chunk ?? '', /^chunks\/shop-probe-x-[\w-]+\.js$/);
    assert.deepEqual(others, [], 'its component, CSS and texts travel in its own chunk');
    assert.match(read(`dist/${chunk}`), /Показать/);
    for (const file of preload.runtime) assert.doesNotMatch(read(`dist/${file}`), /probe_x_show/, file);
  });

  it('type-checks, lints, and passes the checks every element passes', () => {
    const generated = [
      `elements/${TAG}`,
      `test/elements/${TAG}/${TAG}.test.ts`,
      'demo-pages/server/pages/element-examples.ts',
    ];
    writeFileSync(
      join(copy, 'tsconfig.probe.json'),
      JSON.stringify({ extends: './tsconfig.json', include: generated, exclude: [] }),
    );
    succeeds(copy, bin('tsc'), ['-p', 'tsconfig.probe.json', '--noEmit']);
    succeeds(copy, bin('eslint'), [...generated, '--max-warnings=0']);
    succeeds(copy, bin('prettier'), ['--check', ...generated, 'shared/i18n']);
    const tests = ['manifest', 'messages', 'docs-links', 'theme'].map(
      (name) => `test/server/${name}.test.ts`,
    );
    succeeds(copy, node, ['--import', 'tsx', '--test', '--test-concurrency=1', ...tests]);
  });

  it('passes its own generated test in Chromium', (t) => {
    const chromium = process.env.CHROMIUM_PATH || findChromium();
    if (!chromium) return t.skip('no Chromium (CHROMIUM_PATH)');
    const wtr = join(root, 'node_modules/@web/test-runner/dist/bin.js');
    const output = succeeds(
      copy,
      node,
      ['--import', 'tsx', wtr, '--files', `test/elements/${TAG}/${TAG}.test.ts`],
      {
        SHOP_BROWSERS: 'chromium',
        CHROMIUM_PATH: chromium,
      },
    );
    assert.match(output, /\| [1-9]\d* passed, 0 failed/, 'its tests ran, and none failed');
  });
});
