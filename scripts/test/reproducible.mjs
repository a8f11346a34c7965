import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The step `reproducible build` of the gate: the same commit builds a byte-identical dist/. Run after the step
 * `build`, it builds once more and compares dist/integrity.json (the SRI hash of every file of dist/) with the one
 * the first build wrote, so a CDN's integrity attributes stay right for a tarball packed later
 * (docs/cdn.md). Names each file that came out different.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const integrity = () => JSON.parse(readFileSync(join(root, 'dist/integrity.json'), 'utf8'));

const first = integrity();
execFileSync(process.execPath, [join(root, 'scripts/build/build.mjs')], { cwd: root, stdio: 'ignore' });
const second = integrity();

const files = [...new Set([...Object.keys(first), ...Object.keys(second)])].sort();
const differing = files.filter((file) => first[file] !== second[file]);
for (const file of differing)
  console.log(`FAILED dist/${file} differs between two builds of the same commit`);
if (!differing.length)
  console.log(`ok     the ${files.length} files of dist/ are the same in a second build`);
console.log(`${differing.length ? 0 : 1} passed, ${differing.length ? 1 : 0} failed`);
process.exit(differing.length ? 1 : 0);
