import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

/**
 * A fresh clone installs as the lockfile says, on the Node version package.json names, without a warning
 * (docs/installing.md): the lockfile and package.json agree, every package accepts this Node, every install
 * script is reviewed, and the lockfile holds each platform's optional packages, so `npm ci` works anywhere.
 */
const ROOT = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as Record<string, unknown>;
const lock = JSON.parse(readFileSync(new URL('package-lock.json', ROOT), 'utf8')) as {
  packages: Record<string, { version?: string; optionalDependencies?: Record<string, string> }>;
};

describe('installing the repository', () => {
  it('npm ci takes the lockfile as it is: no drift from package.json, no engine warning, no unreviewed install script', () => {
    // --dry-run leaves node_modules alone; --offline: a lockfile in sync needs nothing from the registry
    const ci = spawnSync('npm', ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, npm_config_loglevel: 'warn' },
    });
    const output = `${ci.stdout}\n${ci.stderr}`;
    assert.equal(
      ci.status,
      0,
      `npm ci refuses the lockfile (run npm install and commit package-lock.json):\n${output}`,
    );
    assert.doesNotMatch(
      output,
      /EBADENGINE/,
      `a package does not accept Node ${process.version}:\n${output}`,
    );
    assert.doesNotMatch(
      output,
      /install-scripts/,
      `allowScripts in package.json misses a package:\n${output}`,
    );
  });

  it("the lockfile's root entry is package.json's: name, version and every dependency range", () => {
    const rootEntry = lock.packages[''] as Record<string, unknown>;
    for (const key of ['name', 'version', 'license', 'engines', 'bin'])
      assert.deepEqual(rootEntry[key], pkg[key], `package-lock.json's ${key}`);
    for (const key of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'])
      assert.deepEqual(rootEntry[key] ?? {}, pkg[key] ?? {}, `package-lock.json's ${key}`);
  });

  it("the lockfile holds every platform's optional packages (rollup's, esbuild's…), which npm ci requires", () => {
    const lacking: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        // resolved as Node does: the package's own node_modules, then each folder above it
        const candidates: string[] = [];
        for (let dir = path; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
          candidates.push(`${dir ? `${dir}/` : ''}node_modules/${name}`);
          if (!dir) break;
        }
        if (!candidates.some((candidate) => lock.packages[candidate])) lacking.push(`${name} (of ${path})`);
      }
    }
    assert.deepEqual(
      lacking,
      [],
      'run npm install on a machine that writes them all, or add them to the lockfile',
    );
  });

  it('the published package depends on nothing at run time: dist/ bundles what it uses', () => {
    assert.equal(pkg.dependencies, undefined);
    assert.equal(pkg.private, undefined);
    assert.equal(pkg.license, 'MIT');
    const peers = pkg.peerDependenciesMeta as Record<string, { optional?: boolean }>;
    for (const peer of Object.keys(pkg.peerDependencies as object))
      assert.equal(peers[peer]?.optional, true, `${peer}: a peer for the types only, so optional`);
  });
});
