import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createApp, type App } from '../../demo-pages/server/app.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';
import { BROWSERS, launch, poll, type Driver, type Engine } from './driver.ts';
import { notConfirmed, WRITES, type Shopper, type Write } from './freeze.ts';

/**
 * Freeze and resume (docs/behaviour/errors.md "Not confirmed yet"), as a tester did to a store behind a proxy:
 * the reference store runs as its own process and is stopped with SIGSTOP before it answers a write, and resumed
 * with SIGCONT once the shopper has been told 'not confirmed yet' (and has done the same again). Every write, in
 * one tab and in two tabs at once, in Chromium and Firefox: the store then holds one effect per action, and the
 * shopper's last message says what really happened. The outside services' stand-ins (the captcha, the address
 * suggestions, the map tiles) are served by this process on the same database, so a frozen store freezes only
 * the store.
 */
const ENGINES: Engine[] = ['chromium', 'firefox'];
const only = (process.env.SHOP_ENGINES ?? '').split(',').filter(Boolean);

let dir = '';
let services: { app: App; server: Server; url: string };
let store: { child: ChildProcess; url: string; errors: string[] };

/** The store process stopped, and going on again: a real SIGSTOP and SIGCONT. */
const freeze = () => store.child.kill('SIGSTOP');
const resume = () => store.child.kill('SIGCONT');

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-freeze-'));
  const dbFile = join(dir, 'store.sqlite');
  const app = await createApp({ dbFile });
  const server = createStoreServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  services = { app, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  store = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/journeys/freeze-store.ts', dbFile, services.url],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const errors: string[] = [];
    child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /FREEZE STORE (http:\/\/\S+)/.exec(chunk.toString());
      if (found) resolve({ child, url: found[1]!, errors });
    });
    child.once('exit', (code) => reject(new Error(`the store exited with ${code}: ${errors.join('')}`)));
  });
});

after(async () => {
  if (store) {
    resume();
    await new Promise((resolve) => {
      store.child.once('exit', resolve);
      store.child.kill('SIGTERM');
    });
  }
  services?.server.closeAllConnections();
  await new Promise((resolve) => services?.server.close(resolve));
  services?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

for (const engine of ENGINES) {
  const skip = !BROWSERS[engine]()
    ? `${engine} is not installed (scripts/test/journeys.mjs says what to install)`
    : only.length && !only.includes(engine)
      ? 'left out by SHOP_ENGINES'
      : false;
  describe(`${engine}: every write frozen before its answer and resumed after its budget`, { skip }, () => {
    let d: Driver;
    const problems: string[] = [];
    before(async () => {
      d = await launch(engine, store.url, (text) => problems.push(text));
      console.log(`# ${engine}: ${d.version}`);
    });
    after(() => d?.close());

    let tests = 0;
    /** One freeze and resume: `tabs` shoppers' tabs (one browser, one session) each doing the write. */
    async function frozen(write: Write, tabs: 1 | 2): Promise<void> {
      await d.fresh();
      const from = problems.length;
      const errorsFrom = store.errors.length;
      await write.setup?.(d, services.app.store, tabs);
      const drivers: (Driver & { closeTab?(): Promise<void> })[] = [d];
      if (tabs === 2) drivers.push(await d.openTab!());
      const session = (await d.cookie!('shop_session')) ?? '';
      const test = ++tests;
      const shoppers: Shopper[] = drivers.map((tab, n) => ({
        d: tab,
        store: services.app.store,
        session,
        n,
        stamp: `Заморозка ${engine} ${test}.${n}`,
      }));
      try {
        for (const shopper of shoppers) {
          await shopper.d.front?.();
          await write.open(shopper);
        }
        // the pages may open a session only now: every tab is the same shopper
        const sessionNow = (await d.cookie!('shop_session')) ?? '';
        for (const shopper of shoppers) shopper.session = sessionNow;
        freeze();
        try {
          for (const shopper of shoppers) {
            await shopper.d.front?.();
            await write.act(shopper);
          }
          for (const shopper of shoppers) await notConfirmed(shopper.d);
          for (const shopper of shoppers) {
            await shopper.d.front?.();
            await write.again?.(shopper);
          }
        } finally {
          resume();
        }
        for (const shopper of shoppers) await write.told(shopper);
        // the header of every tab counts what the store holds
        const held = services.app.store.db.get<{ count: number }>(
          'SELECT COALESCE(SUM(quantity), 0) AS count FROM cart_lines WHERE session_id = ?',
          [sessionNow],
        )!.count;
        for (const shopper of shoppers) await cartCounted(shopper.d, held);
      } finally {
        for (const tab of drivers.slice(1)) await tab.closeTab?.();
        await d.front?.();
      }
      assert.deepEqual(problems.slice(from), [], `the browser reported problems in ${engine}`);
      assert.deepEqual(store.errors.slice(errorsFrom), [], 'the store reported errors');
    }

    for (const write of WRITES) {
      it(`${write.name}: one effect, and the last message says what happened`, () => frozen(write, 1));
      it(`${write.name}, in two tabs at once: one effect per action, each tab told what happened`, () =>
        frozen(write, 2));
    }
  });
}

/** The tab's header cart count is the store's, once the tab has heard of the last change. */
async function cartCounted(d: Driver, count: number): Promise<void> {
  await poll(`shop-cart-count at ${count}`, () =>
    d.evaluate(
      (expected) =>
        !document.querySelector('shop-cart-count') ||
        document.querySelector('shop-cart-count')!.getAttribute('data-counter') === expected,
      String(count),
    ),
  );
}
