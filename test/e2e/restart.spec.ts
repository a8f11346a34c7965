import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cartBadge, elementsReady } from './helpers.ts';

/** Starts `node demo-pages/server/main.ts` on a free port and resolves its URL. */
function startStore(dbFile: string): Promise<{ url: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts'], {
      env: { ...process.env, PORT: '0', SHOP_DB: dbFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (found) resolve({ url: `http://localhost:${found[1]}`, process: child });
    });
    child.on('exit', (code) => reject(new Error(`the store exited with ${code}`)));
  });
}

test('a restart of the store keeps the cart', async ({ page }) => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
  const dbFile = join(dir, 'store.sqlite');
  let store = await startStore(dbFile);
  try {
    await page.goto(`${store.url}/catalog/kraski`);
    await elementsReady(page);
    await page.locator('shop-add-to-cart button').first().click();
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');

    store.process.kill('SIGTERM');
    await new Promise((resolve) => store.process.once('exit', resolve));
    store = await startStore(dbFile);

    await page.goto(`${store.url}/cart`);
    await expect(page.locator('shop-cart .line')).toHaveCount(1);
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');
  } finally {
    store.process.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
