import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './scripts/test/chromium.mjs';
import { ensureFirefox } from './scripts/test/firefox.mjs';
import { firefoxLauncher } from './scripts/test/wtr-firefox.mjs';
import { testRunnerHtml } from './scripts/test/wtr-test-page.mjs';
import { precompileMessages } from './scripts/build/vite-precompile-messages.ts';
import vueApp from './docs/frameworks/vue/vite.config.ts';

/**
 * Element and runtime tests in real Chromium and Firefox (SHOP_BROWSERS=chromium or =firefox runs one; `npm test`
 * runs them as two steps). Vite transforms the sources (TSX, ?inline CSS, CommonJS React),
 * and the reference store's API answers under /api, so the elements talk to the real server logic.
 * Run through `node --import tsx` so the store's TypeScript loads.
 */
/**
 * SHOP_REACT=19 builds the elements (and the tests' own React) with React 19, from the `react-19` and
 * `react-dom-19` aliases of package.json: the lane that keeps the elements working on the next React.
 */
const REACT_19 = process.env.SHOP_REACT === '19';
const reactAliases = REACT_19
  ? [
      { find: /^react($|\/)/, replacement: 'react-19$1' },
      { find: /^react-dom($|\/)/, replacement: 'react-dom-19$1' },
    ]
  : [];

const VUE_FLAGS = {
  __VUE_OPTIONS_API__: 'true',
  __VUE_PROD_DEVTOOLS__: 'false',
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
};

/**
 * Paths the reference store answers inside the test server: its API, images and media, demo pages and service
 * stand-ins, and the built dist/ as a page gets it (test/elements/loader-roots.test.ts loads the loader from there).
 */
const STORE_PATHS = ['/api/', '/img/', '/media/', '/demo/', '/stand-in/', '/assets/', '/dist/'];

function storeAndVite() {
  const cacheDir = join(tmpdir(), `shop-wtr-vite-${process.pid}`);
  let vite;
  let app;
  const middleware = async (ctx, next) => {
    // a fresh shopper: the session cookie is HttpOnly, so the test server expires it on request
    if (ctx.path === '/__test__/new-session') {
      ctx.set('Set-Cookie', ['shop_session=; Path=/; Max-Age=0', 'XSRF-TOKEN=; Path=/; Max-Age=0']);
      ctx.body = 'ok';
      return;
    }
    // an outside service failing (test/elements/shop-checkout/services.test.ts): not answering, an error, garbage
    const fault = /^\/__test__\/fault\/(silent|error|garbage)(\/|$)/.exec(ctx.path)?.[1];
    if (fault) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Headers', '*');
      if (ctx.method === 'OPTIONS') ctx.status = 204;
      else if (fault === 'error') {
        ctx.status = 500;
        ctx.body = { message: 'Server error.' };
      } else if (fault === 'garbage') {
        ctx.type = 'application/json';
        ctx.body = '{"suggestions": [{"value": 1,';
      } else {
        // no answer until the page gives up on the request (or a minute passes)
        ctx.status = 200; // what the test runner's log reads; nothing is sent
        ctx.respond = false;
        const timer = setTimeout(() => ctx.res.destroy(), 60000);
        ctx.req.once('close', () => clearTimeout(timer));
      }
      return;
    }
    // an outside service that is down (a captcha script, a video): a failure a test provokes on purpose, answered
    // 503 rather than a 404 that the run would list as a missing file
    if (ctx.path.startsWith('/__test__/unavailable/')) {
      ctx.status = 503;
      ctx.body = 'the service is unavailable (a test provokes this on purpose)';
      return;
    }
    if (STORE_PATHS.some((prefix) => ctx.path.startsWith(prefix))) {
      ctx.respond = false;
      await app.handle(ctx.req, ctx.res);
      return;
    }
    if (ctx.path === '/' || ctx.path.startsWith('/__web')) return next();
    const handled = await new Promise((resolve) => {
      ctx.res.once('finish', () => resolve(true));
      vite.middlewares(ctx.req, ctx.res, () => resolve(false));
    });
    if (handled) ctx.respond = false;
    else await next();
  };
  const plugin = {
    name: 'shop-store-and-vite',
    async serverStart() {
      const { createApp } = await import('./demo-pages/server/app.ts');
      app = await createApp({ dbFile: null });
      vite = await createServer({
        configFile: false,
        clearScreen: false,
        // one cache per run, so runs side by side never rewrite each other's pre-bundled dependencies
        cacheDir,
        logLevel: 'error', // its warnings are about the test tools' own dynamic imports
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        resolve: { alias: reactAliases },

        plugins: [
          precompileMessages(), // the catalogues as the build ships them
          // docs/frameworks/vue/ProductCard.vue, compiled as the Vite config of docs/frameworks.md has it
          ...vueApp.plugins,
          {
            // the test runner's own socket (sendKeys and the other commands) is served by the test runner
            name: 'wtr-socket-external',
            resolveId: (source) =>
              source.endsWith('__web-dev-server__web-socket.js')
                ? { id: '/__web-dev-server__web-socket.js', external: true }
                : null,
          },
        ],
        optimizeDeps: {
          // Vue's esm-bundler build asks its bundler for these flags
          rolldownOptions: { transform: { define: VUE_FLAGS } },
          entries: ['test/elements/**/*.test.*', 'test/shared/**/*.test.*'],
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@open-wc/testing',
            'sinon',
            'axe-core',
            'vue',
            'lit',
            '@angular/core',
            '@angular/compiler',
            '@angular/platform-browser',
          ],
        },
      });
    },
    async serverStop() {
      await vite?.close();
      app?.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
  return { middleware, plugin };
}

const store = storeAndVite();

/**
 * web-test-runner's own reporter, without the store API's answers in its "404 network requests" list: that list
 * is for files a page could not load; an API's 404 is an answer a test provokes on purpose (an unknown product),
 * and the element's console report of it is captured and asserted by that test (docs/testing.md, "A quiet run").
 */
function quietReporter() {
  const reporter = defaultReporter();
  const notAnApiAnswer = (url) => !url.startsWith('api/');
  return {
    ...reporter,
    reportTestFileResults: ({ sessionsForTestFile, ...rest }) =>
      reporter.reportTestFileResults({
        ...rest,
        sessionsForTestFile: sessionsForTestFile.map((session) => ({
          ...session,
          request404s: session.request404s.filter(notAnApiAnswer),
        })),
      }),
  };
}

const engines = (process.env.SHOP_BROWSERS || 'chromium,firefox').split(',').map((name) => name.trim());
const browsers = [];
if (engines.includes('chromium')) {
  browsers.push(
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    }),
  );
}
if (engines.includes('firefox')) {
  const firefox = ensureFirefox(); // null: says loudly that the Firefox run is skipped
  if (firefox) browsers.push(firefoxLauncher({ executablePath: firefox }));
}

export default {
  // tests mirror the code; a `.node.test.ts` beside them runs in node (scripts/test/test.mjs, "unit tests")
  files: ['test/shared/**/*.test.{ts,tsx}', 'test/elements/**/*.test.{ts,tsx}', '!**/*.node.test.ts'],
  concurrency: 2,
  concurrentBrowsers: 1,
  testRunnerHtml, // a failure that compared a DOM node is reported, not waited for (scripts/test/wtr-test-page.mjs)
  testsFinishTimeout: 900000, // per test file; a loaded two-core machine runs it several times slower
  browserStartTimeout: 60000,
  // generous: two suites share two cores in CI; a passing test never waits for these
  testFramework: { config: { timeout: 20000 } },
  browsers,
  middleware: [store.middleware],
  reporters: [quietReporter()],
  plugins: [store.plugin],
  filterBrowserLogs: ({ args }) =>
    !args.some(
      (arg) =>
        typeof arg === 'string' &&
        (arg.startsWith('[vite]') ||
          arg.startsWith('Lit is in dev mode') ||
          arg.startsWith('Angular is running')),
    ),
};
