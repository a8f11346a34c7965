import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BROWSERS, ENGINES, launch, type Driver, type Engine } from './driver.ts';
import { JOURNEYS } from './journeys.ts';
import { SWAP_JOURNEYS } from './swap-journeys.ts';
import { startJourneyStore, type JourneyStore } from './store.ts';

/**
 * The shopper journeys in Chromium, Firefox and WebKit (docs/testing.md, "The browsers"): one store, each engine
 * in turn, a new shopper for every journey. Any console error, uncaught error, unhandled rejection, resource that
 * fails to load or CSP violation in the engine during a journey fails it.
 */
const only = (process.env.SHOP_ENGINES ?? '').split(',').filter(Boolean);
let store: JourneyStore;
before(async () => (store = await startJourneyStore()));
after(() => store.stop());

for (const engine of ENGINES) {
  const missing = !BROWSERS[engine]();
  const skip = missing
    ? `${engine} is not installed (scripts/test/journeys.mjs says what to install)`
    : only.length && !only.includes(engine)
      ? 'left out by SHOP_ENGINES (scripts/test/journeys.mjs runs the installed engines)'
      : false;
  describe(engine, { skip }, () => {
    let driver: Driver;
    before(async () => {
      driver = await launch(engine, store.url, (text) =>
        store.problems.push({ engine, kind: 'browser', text, page: '' }),
      );
      console.log(`# ${engine}: ${driver.version}`);
    });
    after(() => driver?.close());

    for (const journey of [...JOURNEYS, ...SWAP_JOURNEYS])
      it(journey.name, async () => {
        await driver.fresh();
        const from = store.problems.length;
        try {
          await journey.run(driver, store);
        } catch (error) {
          // what the shopper had on screen and what the page reported, to tell a slow machine from a bug
          const seen = await driver
            .evaluate(() => {
              const texts = [location.href];
              for (const el of document.querySelectorAll('shop-toaster, shop-checkout, shop-form'))
                for (const node of el.shadowRoot?.querySelectorAll('[role=alert], [role=status], .error') ??
                  [])
                  if (node.textContent?.trim()) texts.push(`${el.localName}: ${node.textContent.trim()}`);
              return texts.join('\n  ');
            })
            .catch((failure: Error) => failure.message);
          const reported = problemsOf(engine, from).join('\n  ') || 'nothing';
          throw new Error(`${(error as Error).message}\n on screen: ${seen}\n reported: ${reported}`, {
            cause: error,
          });
        }
        await settle(driver);
        const problems = problemsOf(engine, from).filter(
          (problem) => !journey.allowed?.some((pattern) => pattern.test(problem)),
        );
        assert.deepEqual(problems, [], `the page reported problems in ${engine}`);
      });
  });
}

/** The last beacons of the page have reached the store. */
async function settle(driver: Driver): Promise<void> {
  await driver.evaluate(() => fetch('/__journeys/blank', { cache: 'no-store' }).then(() => true));
  await new Promise((resolve) => setTimeout(resolve, 200));
}

function problemsOf(engine: Engine, from: number): string[] {
  return store.problems
    .slice(from)
    .filter((problem) => problem.engine === engine)
    .map((problem) => `${problem.kind} on ${problem.page || '?'}: ${problem.text}`);
}
