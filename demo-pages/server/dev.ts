import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { originsFromEnv } from './cors.ts';
import { cspFromEnv } from './security.ts';
import { createAppOrExit, createStoreServer } from './server.ts';

/**
 * `npm run dev`: the reference store with the elements rebuilt on every change (vite build --watch) and
 * every open page reloaded when a build finishes.
 */
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = Number(process.env.PORT ?? 8080);
const clients = new Set<ServerResponse>();

// a file, not inline: the Content-Security-Policy runs no inline script
const reloadScript = `<script src="/__dev/reload.js"></script>`;
const RELOAD_JS = `new EventSource('/__dev/reload').onmessage = () => location.reload();`;
const app = await createAppOrExit({
  dbFile: process.env.SHOP_DB ?? join(root, '.data', 'store.sqlite'),
  pageTail: reloadScript,
  trustProxy: process.env.SHOP_TRUST_PROXY === '1',
  ...originsFromEnv(process.env),
  ...cspFromEnv(process.env),
});

const watcher = (await build({
  root,
  logLevel: 'warn',
  build: { watch: {}, manifest: true },
})) as Rollup.RollupWatcher;
watcher.on('event', (event) => {
  if (event.code === 'END') {
    console.log(`[dev] elements rebuilt ${new Date().toLocaleTimeString('ru-RU')}`);
    for (const client of clients) client.write('data: reload\n\n');
  }
  if (event.code === 'ERROR') console.error('[dev] build failed:', event.error.message);
});

createStoreServer(app, (req, res) => {
  if (req.url === '/__dev/reload.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(RELOAD_JS);
    return true;
  }
  if (req.url !== '/__dev/reload') return false;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  res.write('\n');
  clients.add(res);
  req.on('close', () => clients.delete(res));
  return true;
}).listen(port, () =>
  console.log(`[dev] the reference store is open at http://localhost:${port}, reloading on change`),
);
