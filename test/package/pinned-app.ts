import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An entry of package-lock.json's `packages`. */
interface Entry {
  name?: string;
  version: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

/**
 * The npm packages of a scratch app: each name with the folder of this repository's node_modules it is taken from
 * (its own name, or an alias of package.json: `react` from `react-19`).
 */
export interface PinnedDependencies {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * Writes a scratch app's package.json and package-lock.json cut from this repository's lockfile: every package at
 * the version this repository pins, with what it needs as this repository's tree has it. `npm ci --offline` then
 * installs the app from the npm cache that this repository's `npm ci` filled: no registry, and no release
 * published since changes the app between two runs. The packed tarball is the app's dependency
 * `@shop-elements/elements`, as `npm install ../<tarball>` writes it.
 */
export function writePinnedApp(
  root: string,
  appDir: string,
  manifest: { name: string; scripts: Record<string, string> },
  packages: PinnedDependencies,
  tarball: string,
): void {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, Entry>;
  };
  const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Entry;
  // in the app, a name means the folder it is taken from, wherever it is asked for (react-dom's peer react too)
  const taken = new Map(
    Object.entries({ ...packages.dependencies, ...packages.devDependencies }).map(([name, folder]) => [
      name,
      `node_modules/${folder}`,
    ]),
  );
  const appPath = (path: string) => {
    for (const [name, from] of taken)
      if (path === from || path.startsWith(`${from}/`))
        return `node_modules/${name}${path.slice(from.length)}`;
    return path;
  };
  /** Node's lookup from a package of the repository's tree: its own node_modules, then each one above. */
  const find = (name: string, from: string): string | undefined => {
    if (taken.has(name)) return taken.get(name);
    for (let base = from; ;) {
      const path = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[path]) return path;
      if (!base) return undefined;
      const cut = base.lastIndexOf('/node_modules/');
      base = cut === -1 ? '' : base.slice(0, cut);
    }
  };

  // where this repository's `npm ci` fetched each tarball (the lockfile leaves the registry's address out): npm
  // finds it in its cache under that address, without asking the registry for the package's versions
  const configured = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim();
  const registry = configured.endsWith('/') ? configured : `${configured}/`;
  const tarballOf = (path: string, entry: Entry) => {
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    return new URL(`${name}/-/${name.split('/').at(-1)}-${entry.version}.tgz`, registry).href;
  };

  const entries: Record<string, Entry> = {};
  const cameFrom = new Map<string, string>();
  const add = (path: string) => {
    const to = appPath(path);
    if (cameFrom.has(to)) {
      if (cameFrom.get(to) !== path) throw new Error(`${to} would be both ${cameFrom.get(to)} and ${path}`);
      return;
    }
    const entry = lock.packages[path];
    if (!entry) throw new Error(`${path} is not in package-lock.json: add it to devDependencies`);
    cameFrom.set(to, path);
    // the repository's flags say how the repository uses a package, not how the app does
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = entry;
    entries[to] = { ...kept, resolved: entry.resolved ?? tarballOf(path, entry) };
    const needs = (name: string, optional: boolean) => {
      const found = find(name, path);
      if (found) add(found);
      else if (!optional) throw new Error(`${name}, which ${path} needs, is not in package-lock.json`);
    };
    for (const name of Object.keys(entry.dependencies ?? {})) needs(name, false);
    for (const name of Object.keys(entry.optionalDependencies ?? {})) needs(name, true);
    // npm installs a peer that is not optional; an optional one only when the app has it anyway
    for (const name of Object.keys(entry.peerDependencies ?? {}))
      if (!entry.peerDependenciesMeta?.[name]?.optional) needs(name, false);
  };
  for (const from of taken.values()) add(from);

  const version = (name: string) => entries[`node_modules/${name}`]!.version;
  const pin = (names: Record<string, string>) =>
    Object.fromEntries(Object.keys(names).map((name) => [name, version(name)]));
  const local = `file:../${tarball.split('/').at(-1)}`;
  const top = {
    name: manifest.name,
    dependencies: { '@shop-elements/elements': local, ...pin(packages.dependencies) },
    devDependencies: pin(packages.devDependencies),
  };
  entries['node_modules/@shop-elements/elements'] = {
    version: own.version,
    resolved: local,
    integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
    license: own.license,
    bin: own.bin,
    peerDependencies: own.peerDependencies,
    peerDependenciesMeta: own.peerDependenciesMeta,
  };
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({ ...top, private: true, type: 'module', scripts: manifest.scripts }, null, 2),
  );
  writeFileSync(
    join(appDir, 'package-lock.json'),
    JSON.stringify(
      { name: manifest.name, lockfileVersion: 3, requires: true, packages: { '': top, ...sorted } },
      null,
      2,
    ),
  );
}
