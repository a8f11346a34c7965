import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * SECURITY.md names the test that proves each claim: every test file it names exists, and every test it quotes
 * after a file ("…") is in that file, so a claim cannot outlive the test that proved it.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const security = readFileSync(resolve(root, 'SECURITY.md'), 'utf8').replace(/\s+/g, ' ');

/**
 * The citations of SECURITY.md: each parenthesis that names a test file (`test/…`, or a `….spec.ts` of the
 * WordPress lane), with the titles quoted ("…") after it in the same parenthesis.
 */
function citations(): { file: string; titles: string[] }[] {
  const found: { file: string; titles: string[] }[] = [];
  for (const [, group] of security.matchAll(/\(([^()]*)\)/g)) {
    let cited = false;
    for (const match of group!.matchAll(/`((?:test\/[\w./-]+)|(?:[\w-]+\.spec\.ts))`|"([^"]+)"/g)) {
      if (match[1])
        found.push({
          file: match[1].startsWith('test/') ? match[1] : `test/wordpress/${match[1]}`,
          titles: [],
        });
      else if (cited && match[2]) found.at(-1)!.titles.push(match[2]);
      cited ||= Boolean(match[1]);
    }
  }
  return found;
}

describe('SECURITY.md: each claim names the test that proves it', () => {
  it('names test files that exist, and the tests it quotes are in them', () => {
    const cited = citations();
    assert.ok(cited.length >= 15, `SECURITY.md cites ${cited.length} tests`);
    for (const { file, titles } of cited) {
      assert.ok(existsSync(resolve(root, file)), `SECURITY.md names ${file}, which does not exist`);
      const source = readFileSync(resolve(root, file), 'utf8').replace(/\s+/g, ' ');
      for (const title of titles)
        assert.ok(
          source.includes(title),
          `SECURITY.md quotes "${title}" from ${file}, which has no such test`,
        );
    }
  });
});
