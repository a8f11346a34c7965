import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../demo-pages/server/app.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';
import type { Engine } from './driver.ts';

const RECORDER = readFileSync(new URL('./recorder.js', import.meta.url), 'utf8');

export interface Problem {
  engine: Engine;
  kind: string;
  text: string;
  page: string;
}

export interface JourneyStore {
  app: App;
  url: string;
  /** what the pages' recorder (recorder.js) and the browsers reported, newest last */
  problems: Problem[];
  stop(): Promise<void>;
}

const engineOf = (req: IncomingMessage): Engine => {
  const agent = req.headers['user-agent'] ?? '';
  return /Firefox\//.test(agent) ? 'firefox' : /Chrom(e|ium)\//.test(agent) ? 'chromium' : 'webkit';
};

/**
 * The reference store on a free port with a fresh database, its pages carrying the error recorder, which
 * reports to `/__journeys/report`; a new shopper starts on `/__journeys/blank` (these paths are the
 * harness's, answered before the store's routes).
 */
export async function startJourneyStore(): Promise<JourneyStore> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-journeys-'));
  const app = await createApp({ dbFile: join(dir, 'store.sqlite'), pageScript: '/__journeys/recorder.js' });
  const problems: Problem[] = [];
  const harness = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url === '/__journeys/recorder.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(RECORDER);
      return true;
    }
    if (req.url === '/__journeys/blank') {
      // where a new shopper starts: a page of the origin with no cookie and an icon (no /favicon.ico request)
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('<!doctype html><title>journeys</title><link rel="icon" href="data:," />');
      return true;
    }
    if (req.url === '/__journeys/report' && req.method === 'POST') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        try {
          const report = JSON.parse(body) as Omit<Problem, 'engine'>;
          problems.push({ engine: engineOf(req), ...report });
        } catch {
          problems.push({ engine: engineOf(req), kind: 'report', text: body, page: '' });
        }
        res.writeHead(204).end();
      });
      return true;
    }
    return false;
  };
  const server = createStoreServer(app, harness);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    app,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    problems,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
