import { ChromeLauncher } from '@web/test-runner-chrome';
import * as puppeteer from 'puppeteer-core';

/**
 * A @web/test-runner launcher for Debian's Firefox ESR over WebDriver BiDi, built on the Puppeteer launcher of
 * @web/test-runner-chrome with puppeteer-core (no browser download). It is a `puppeteer` browser to the test
 * runner, so the commands of @web/test-runner-commands (sendKeys, sendMouse, setViewport, selectOption) take
 * their Puppeteer path. What differs from Chromium:
 *
 * - Focus: only the front tab of Firefox's one window has focus, and a page without it never turns Enter or
 *   Space on a button into a click. So one test file at a time (`concurrency: 1`) in a tab brought to front.
 * - Media: Puppeteer emulates media features over CDP only. Firefox answers `prefers-reduced-motion` from its
 *   `ui.prefersReducedMotion` preference, which the launcher sets in Firefox's parent process (the browser is
 *   started with `-remote-allow-system-access`, which lets BiDi evaluate there), so `emulateMedia()` works
 *   unchanged. Each test file starts with no preference, as a fresh Chromium page does. (System access applies
 *   to this run's browser only: a throwaway profile whose remote agent listens on localhost, like Chromium's
 *   DevTools port in the Chromium run.)
 * - Keys: the tests name keys the way Playwright does (`Space`, `KeyT`, `Shift+Tab`); Puppeteer's BiDi keyboard
 *   knows single characters and a few names, so `keyboard.press` takes Playwright's names and combinations.
 * - Coverage: Puppeteer's JS coverage is CDP too; the Firefox run collects none.
 */
/** What `emulateMedia` may set, as Firefox's integer preferences (absent = the system's, i.e. no preference). */
const MEDIA_PREFS = {
  'prefers-reduced-motion': { pref: 'ui.prefersReducedMotion', values: { reduce: 1, 'no-preference': 0 } },
  'prefers-color-scheme': {
    pref: 'layout.css.prefers-color-scheme.content-override',
    values: { dark: 0, light: 1 },
  },
};

/** Runs `expression` in Firefox's parent process (its `Services`), through the browser window's chrome context. */
async function inParent(browser, expression) {
  const { result: tree } = await browser.connection.send('browsingContext.getTree', {
    'moz:scope': 'chrome',
    maxDepth: 0,
  });
  const { result } = await browser.connection.send('script.evaluate', {
    expression,
    target: { context: tree.contexts[0].context },
    awaitPromise: true,
  });
  if (result.type === 'exception') throw new Error(`Firefox: ${result.exceptionDetails.text}`);
}

async function emulateMediaFeatures(browser, features = []) {
  const lines = [];
  for (const { name, value } of features) {
    const known = MEDIA_PREFS[name];
    if (!known) throw new Error(`The Firefox launcher cannot emulate ${name}`);
    const pref = JSON.stringify(known.pref);
    lines.push(
      value && value in known.values
        ? `Services.prefs.setIntPref(${pref}, ${known.values[value]});`
        : `Services.prefs.clearUserPref(${pref});`,
    );
  }
  if (lines.length) await inParent(browser, lines.join('\n'));
}

/** Playwright's key name as Puppeteer's BiDi keyboard knows it. */
function keyName(name) {
  if (name === 'Space') return ' ';
  return /^Key([A-Z])$/.exec(name)?.[1]?.toLowerCase() ?? /^Digit(\d)$/.exec(name)?.[1] ?? name;
}

/** `press('Shift+Tab')` as Playwright reads it: the modifiers held down around the key. */
function playwrightKeys(keyboard) {
  const { press, down, up } = keyboard;
  keyboard.down = (key, options) => down.call(keyboard, keyName(key), options);
  keyboard.up = (key) => up.call(keyboard, keyName(key));
  keyboard.press = async (combination, options) => {
    const keys = combination.length > 1 ? combination.split('+').map(keyName) : [combination];
    const key = keys.pop();
    for (const modifier of keys) await down.call(keyboard, modifier);
    await press.call(keyboard, key, options);
    for (const modifier of keys.reverse()) await up.call(keyboard, modifier);
  };
}

const CLEAR_MEDIA = Object.keys(MEDIA_PREFS).map((name) => ({ name, value: '' }));

class FirefoxLauncher extends ChromeLauncher {
  async startSession(sessionId, url) {
    const { browser } = await this.getOrStartBrowser();
    await emulateMediaFeatures(browser, CLEAR_MEDIA);
    await super.startSession(sessionId, url);
    await this.getPage(sessionId).bringToFront();
  }
}

export function firefoxLauncher({ executablePath }) {
  return new FirefoxLauncher(
    {
      browser: 'firefox',
      executablePath,
      headless: true,
      args: ['-remote-allow-system-access'],
    },
    ({ browser }) => browser.defaultBrowserContext(),
    async ({ context, browser }) => {
      const page = await context.newPage();
      await page.bringToFront();
      playwrightKeys(page.keyboard);
      page.emulateMediaFeatures = (features) => emulateMediaFeatures(browser, features);
      page.emulateMediaType = async (type) => {
        if (type && type !== 'screen')
          throw new Error(`The Firefox launcher cannot emulate media type ${type}`);
      };
      return page;
    },
    puppeteer,
    1,
  );
}
