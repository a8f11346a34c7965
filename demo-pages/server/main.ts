import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originsFromEnv } from './cors.ts';
import { cspFromEnv } from './security.ts';
import { createAppOrExit, createStoreServer } from './server.ts';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = Number(process.env.PORT ?? 8080);
const dbFile = process.env.SHOP_DB ?? join(root, '.data', 'store.sqlite');

const app = await createAppOrExit({
  dbFile,
  trustProxy: process.env.SHOP_TRUST_PROXY === '1',
  benchListing: process.env.SHOP_BENCH_LISTING === '1',
  ...originsFromEnv(process.env),
  ...cspFromEnv(process.env),
});
const server = createStoreServer(app);
server.listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`The reference store is open at http://localhost:${actual} (database: ${dbFile})`);
  console.log(
    `Demo pages from another machine: http://HOST:${actual}/demo/inbox?token=${app.demoToken} (and /demo/orders)`,
  );
});

const stop = () =>
  server.close(() => {
    app.close();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
