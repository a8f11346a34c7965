import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The W3C WebDriver classic calls the journeys need (session, navigation, execute, actions), over fetch: the
 * whole of it is this file, where webdriverio would add about 30 packages to keep up to date for eight calls.
 */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async start(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await call(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as {
      sessionId: string;
      capabilities: Record<string, unknown>;
    };
    return new WebDriverSession(base, value.sessionId, value.capabilities);
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return call(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** Runs `script` (a function body; its arguments are `arguments`); a returned promise is awaited. */
  execute(script: string, args: unknown[] = []): Promise<unknown> {
    return this.command('POST', '/execute/sync', { script, args });
  }

  actions(actions: unknown[]): Promise<unknown> {
    return this.command('POST', '/actions', { actions });
  }

  async end(): Promise<void> {
    await this.command('DELETE', '').catch(() => {});
  }
}

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { value: unknown };
  const value = json.value as { error?: string; message?: string } | null;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error))
    throw new WebDriverError(value?.error ?? String(response.status), value?.message ?? '');
  return json.value;
}

/** The W3C key codes of the keys the journeys press. */
export const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Backspace: '\uE003',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
  Space: ' ',
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${what} did not start within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const WEBKIT = {
  driver: '/usr/bin/WebKitWebDriver',
  browser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  xvfb: '/usr/bin/Xvfb',
};

/**
 * WebKitGTK's MiniBrowser under WebKitWebDriver, on a display of its own (Xvfb: MiniBrowser's headless switch
 * does not start here). Returns the session and a stop that ends the session and both processes.
 */
export async function startWebKit(): Promise<{
  session: WebDriverSession;
  version: string;
  stop: () => Promise<void>;
}> {
  const children: ChildProcess[] = [];
  const profile = mkdtempSync(join(tmpdir(), 'shop-webkit-'));
  let display = 90 + Math.floor(Math.random() * 400);
  while (existsSync(`/tmp/.X11-unix/X${display}`)) display += 1;
  const xvfb = spawn(WEBKIT.xvfb, [`:${display}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  children.push(xvfb);
  const stop = async () => {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await until('Xvfb', async () => existsSync(`/tmp/.X11-unix/X${display}`));
    const port = await freePort();
    const env = { ...process.env, DISPLAY: `:${display}`, XDG_CACHE_HOME: profile, XDG_DATA_HOME: profile };
    children.push(spawn(WEBKIT.driver, [`--port=${port}`], { stdio: 'ignore', env }));
    const base = `http://127.0.0.1:${port}`;
    await until('WebKitWebDriver', async () => (await fetch(`${base}/status`)).ok);
    const session = await WebDriverSession.start(base, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: WEBKIT.browser, args: ['--automation'] },
      pageLoadStrategy: 'normal',
      timeouts: { script: 20_000, pageLoad: 30_000 },
    });
    const version = String(session.capabilities.browserVersion ?? '');
    return {
      session,
      version,
      stop: async () => {
        await session.end();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
