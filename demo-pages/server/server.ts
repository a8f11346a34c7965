import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createApp, type App, type AppOptions } from './app.ts';
import { DatabaseFileError } from './store/database.ts';

const BAD_REQUEST = JSON.stringify({ message: 'Bad request.' });

/**
 * The store's HTTP server: the app's answer, 404 for paths that are not the store's (`fallback` may take them
 * first), and a 400 in the store's error shape for a request Node cannot even parse, instead of a bare reset.
 */
export function createStoreServer(
  app: App,
  fallback?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Server {
  const server = createServer((req, res) => {
    if (fallback?.(req, res)) return;
    void app.handle(req, res).then((handled) => {
      if (handled) return;
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(BAD_REQUEST)}\r\nConnection: close\r\n\r\n${BAD_REQUEST}`,
    );
  });
  return server;
}

/** The app for a command (npm start, npm run dev): a database it cannot use ends the process with the message. */
export async function createAppOrExit(options: AppOptions): Promise<App> {
  try {
    return await createApp(options);
  } catch (error) {
    // the operator's to fix: what and how, without a stack trace
    if (!(error instanceof DatabaseFileError)) throw error;
    console.error(`The reference store cannot start.\n${error.message}`);
    process.exit(1);
  }
}
