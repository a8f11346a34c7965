import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../demo-pages/server/app.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';

/** Starts the reference store (built elements, a fresh database) on a free port for the whole run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const app = await createApp({ dbFile: join(dir, 'store.sqlite') });
  const server = createStoreServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SHOP_E2E_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    app.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
