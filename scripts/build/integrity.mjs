import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The file it writes, which it cannot hash itself. */
export const INTEGRITY_FILE = 'integrity.json';

/** The Subresource Integrity value of some bytes (sha384, what browsers and CDNs use). */
export function sriOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Writes dist/integrity.json: every file of dist/ (paths relative to it, sorted) with its SRI hash, so a page that
 * loads dist/ from a CDN can check each file it fetches: the loader, the stylesheet and the modulepreload links
 * with `integrity`, the chunks the loader imports through the import map's `integrity` (docs/cdn.md). Written
 * last by scripts/build/build.mjs, once no file of dist/ changes any more.
 */
export function writeIntegrity(distDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // .vite/: the bundler's own manifest, not a file of the distribution
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(path);
      } else files.push(relative(distDir, path).split(sep).join('/'));
    }
  };
  walk(distDir);
  const hashes = Object.fromEntries(
    files
      .filter((file) => file !== INTEGRITY_FILE)
      .sort()
      .map((file) => [file, sriOf(readFileSync(join(distDir, file)))]),
  );
  writeFileSync(join(distDir, INTEGRITY_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}
