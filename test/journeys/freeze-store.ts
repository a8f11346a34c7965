import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../demo-pages/server/app.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';

/**
 * The reference store as a process of its own, for the freeze tests (test/journeys/freeze.test.ts), which stop it
 * with SIGSTOP and resume it with SIGCONT, as a tester freezes a store behind a proxy. Arguments: its database
 * file and the origin of the outside services' stand-ins (the test's own process serves them, so that a frozen
 * store does not freeze the captcha or the address suggestions). The budgets are short, so 'not confirmed yet'
 * comes within a second or two. Prints `FREEZE STORE <url>` once it listens.
 */
const [dbFile, services] = process.argv.slice(2);
if (!dbFile || !services) throw new Error('usage: freeze-store.ts DB_FILE SERVICES_ORIGIN');

const app = await createApp({
  dbFile,
  pageConfig: {
    budgets: { toggle: 1200, send: 1200, order: 1500, load: 4000 },
    captcha: { sitekey: 'demo-sitekey', scriptUrl: `${services}/stand-in/captcha.js` },
    suggest: { url: `${services}/stand-in/suggestions`, token: 'demo-token' },
    routing: { url: `${services}/stand-in/routing`, key: 'demo-key' },
    map: { tiles: `${services}/stand-in/tiles/{z}/{x}/{y}.png`, attribution: 'Демо-подложка магазина' },
    geocoder: { url: `${services}/stand-in/geocoder/1.x/`, apikey: 'demo-geocoder-key' },
  },
});

/** Where a new shopper starts (test/journeys/driver.ts fresh()): a page of the origin that sets no cookie. */
function blank(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.url !== '/__journeys/blank') return false;
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('<!doctype html><title>freeze</title><link rel="icon" href="data:," />');
  return true;
}

const server = createStoreServer(app, blank);
server.listen(0, '127.0.0.1', () => {
  console.log(`FREEZE STORE http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    app.close();
    process.exit(0);
  });
});
