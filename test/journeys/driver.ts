import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/test/chromium.mjs';
import { KEYS, startWebKit, WEBKIT, type WebDriverSession } from './webdriver.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: Engine[] = ['chromium', 'firefox', 'webkit'];

/**
 * What a journey may do, the same in every engine: real clicks (the pointer at the element's centre, after
 * scrolling it into view) and real key presses, and scripts to read the page.
 *
 * Selectors are CSS; ` >>> ` steps into the shadow root of what the part before matched, and `css|text`
 * keeps the elements whose text contains `text` (`shop-checkout >>> button|Оформить заказ`). Of several
 * matches the first visible one is taken.
 */
export interface Driver {
  readonly engine: Engine;
  /** the browser's own name and version, as it reports them */
  readonly version: string;
  goto(path: string): Promise<void>;
  click(selector: string): Promise<void>;
  /** clicks the field (focusing it), then presses a key for each character */
  type(selector: string, text: string): Promise<void>;
  /** a key by its name: Enter, Tab, Escape, Backspace, ArrowDown… */
  press(key: string): Promise<void>;
  /** runs `fn` in the page with JSON arguments and answers its (awaited) JSON result */
  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** a new shopper: no cookies (so a new session and an empty cart), nothing in local or session storage */
  fresh(): Promise<void>;
  /** another tab of the same browser (its cookies: the same shopper), where the engine's driver has tabs */
  openTab?(): Promise<Driver & { closeTab(): Promise<void> }>;
  /** a cookie's value, HttpOnly ones too (the session), where the engine's driver reads them */
  cookie?(name: string): Promise<string | null>;
  /** brings the tab to the front, so that what the shopper does lands in it */
  front?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The page-side finder (see `Driver`), as source: every engine gets the same text. Functions handed to
 * `evaluate` are sent as their source too, with a stand-in for the `__name` helper tsx adds around them.
 */
const FIND = `function find(selector, all) {
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  let roots = [document];
  const parts = selector.split('>>>').map((part) => part.trim());
  for (let i = 0; i < parts.length; i++) {
    const bar = parts[i].indexOf('|');
    const css = bar < 0 ? parts[i] : parts[i].slice(0, bar);
    const text = bar < 0 ? null : parts[i].slice(bar + 1);
    let found = roots.flatMap((root) => [...root.querySelectorAll(css)]);
    if (text !== null) found = found.filter((el) => (el.textContent || '').replace(/\\s+/g, ' ').includes(text));
    if (i === parts.length - 1) return all ? found : found.find(visible) || null;
    roots = found.map((el) => el.shadowRoot).filter(Boolean);
  }
  return null;
}`;

const script = (fn: string, args: unknown[]) =>
  `(() => { const __name = (f) => f; const find = ${FIND}; return (${fn}).apply(null, ${JSON.stringify(args)}); })()`;

/**
 * Scrolls the element into view and answers its centre in viewport pixels once it stands still: the same over two
 * painted frames (a carousel sliding, a panel opening moves it), or null while there is none or it moves. Frames,
 * not milliseconds: WebKit under Xvfb on a busy machine paints about one frame a second after a load, so a
 * transition may not have begun after 50 ms, and the pointer would land where the slide was.
 */
const CENTRE = `async (selector) => {
  const el = find(selector);
  if (!el) return null;
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  // an inline element (a link over two lines) is clicked in its first line's box, not between the lines
  const centre = () => {
    const box = el.getClientRects()[0] || el.getBoundingClientRect();
    return box && box.width && box.height ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : null;
  };
  const frame = () => new Promise((resolve) => { requestAnimationFrame(resolve); setTimeout(resolve, 2000); });
  const before = centre();
  await frame();
  await frame();
  const after = centre();
  return before && after && before.x === after.x && before.y === after.y ? after : null;
}`;

// generous: two cores shared with other lanes make a page's load take seconds at times
const TIMEOUT = 15_000;

async function poll<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = TIMEOUT,
): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error; // the page is navigating: try again
    }
    if (Date.now() > end)
      throw new Error(`${what}: not within ${ms} ms${last ? ` (${(last as Error).message})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Common to both adapters: the element lookups. */
abstract class BaseDriver implements Driver {
  abstract readonly engine: Engine;
  abstract readonly version: string;
  constructor(protected readonly origin: string) {}
  abstract goto(path: string): Promise<void>;
  abstract press(key: string): Promise<void>;
  abstract close(): Promise<void>;
  protected abstract run(source: string): Promise<unknown>;
  protected abstract pointer(x: number, y: number): Promise<void>;
  protected abstract keys(text: string): Promise<void>;
  protected abstract clearCookies(): Promise<void>;

  async fresh(): Promise<void> {
    await this.goto('/__journeys/blank'); // a page of the origin that sets no cookie
    await this.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await this.clearCookies();
  }

  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.run(script(fn.toString(), args)) as Promise<T>;
  }

  async click(selector: string): Promise<void> {
    const centre = await poll(
      `click ${selector}`,
      async () => (await this.run(script(CENTRE, [selector]))) as { x: number; y: number } | null,
    );
    await this.pointer(centre.x, centre.y);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.click(selector);
    await this.keys(text);
  }
}

class PuppeteerDriver extends BaseDriver {
  constructor(
    readonly engine: Engine,
    readonly version: string,
    origin: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    super(origin);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
  }

  protected run(source: string): Promise<unknown> {
    return this.page.evaluate(source);
  }

  protected async pointer(x: number, y: number): Promise<void> {
    await this.page.mouse.click(x, y);
  }

  protected async keys(text: string): Promise<void> {
    await this.page.keyboard.type(text, { delay: 10 });
  }

  protected async clearCookies(): Promise<void> {
    await this.page.deleteCookie(...(await this.page.cookies()));
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key === 'Space' ? ' ' : (key as Parameters<Page['keyboard']['press']>[0]));
  }

  async openTab(): Promise<PuppeteerDriver & { closeTab(): Promise<void> }> {
    const page = await this.browser.newPage();
    const tab = new PuppeteerDriver(this.engine, this.version, this.origin, this.browser, page);
    return Object.assign(tab, { closeTab: () => page.close() });
  }

  async cookie(name: string): Promise<string | null> {
    return (await this.page.cookies()).find((cookie) => cookie.name === name)?.value ?? null;
  }

  /** brings the tab to the front, so its keys and clicks land in it */
  async front(): Promise<void> {
    await this.page.bringToFront();
  }

  /** the browser's own console errors and uncaught errors, besides what the page's recorder reports */
  onProblem(report: (text: string) => void): void {
    this.page.on('pageerror', (error) => report(`uncaught: ${(error as Error).message}`));
    this.page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      report(`console: ${message.text()}${where ? ` (${where})` : ''}`);
    });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

class WebDriverDriver extends BaseDriver {
  readonly engine = 'webkit';
  constructor(
    readonly version: string,
    origin: string,
    private readonly session: WebDriverSession,
    private readonly stop: () => Promise<void>,
  ) {
    super(origin);
  }

  async goto(path: string): Promise<void> {
    await this.session.command('POST', '/url', { url: new URL(path, this.origin).href });
  }

  protected run(source: string): Promise<unknown> {
    return this.session.execute(`return ${source};`);
  }

  protected async pointer(x: number, y: number): Promise<void> {
    await this.session.actions([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', origin: 'viewport', x, y, duration: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  protected async keys(text: string): Promise<void> {
    for (const char of text) await this.key(char);
  }

  private async key(value: string): Promise<void> {
    await this.session.actions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ],
      },
    ]);
  }

  protected async clearCookies(): Promise<void> {
    await this.session.command('DELETE', '/cookie');
  }

  async press(key: string): Promise<void> {
    const value = KEYS[key] ?? (key.length === 1 ? key : null);
    if (!value) throw new Error(`no WebDriver key for ${key}`);
    await this.key(value);
  }

  async close(): Promise<void> {
    await this.stop();
  }
}

export const BROWSERS = {
  chromium: () => findChromium(),
  firefox: () => ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => existsSync(path)) ?? null,
  webkit: () => (Object.values(WEBKIT).every((path) => existsSync(path)) ? WEBKIT.browser : null),
};

/** Starts the engine on a new page of `origin`; `problem` receives what the browser itself reports. */
export async function launch(
  engine: Engine,
  origin: string,
  problem: (text: string) => void,
): Promise<Driver> {
  if (engine === 'webkit') {
    const { session, version, stop } = await startWebKit();
    await session.command('POST', '/window/rect', { width: 1280, height: 900 }).catch(() => {});
    return new WebDriverDriver(`WebKitGTK ${version}`, origin, session, stop);
  }
  const browser = await puppeteer.launch({
    browser: engine === 'firefox' ? 'firefox' : 'chrome',
    executablePath: BROWSERS[engine]()!,
    headless: true,
    args: engine === 'chromium' ? CHROMIUM_ARGS : [],
    defaultViewport: { width: 1280, height: 900 },
    ...(engine === 'firefox' ? { extraPrefsFirefox: { 'intl.accept_languages': 'ru-RU, ru' } } : {}),
  });
  // the first tab has no focus in Firefox (Enter or Space on a button would not click): a new, front page
  const page = await browser.newPage();
  await page.bringToFront();
  const driver = new PuppeteerDriver(engine, await browser.version(), origin, browser, page);
  driver.onProblem(problem);
  return driver;
}

export { poll };
