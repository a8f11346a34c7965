import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { navigation } from '../../shared/ui/navigate.ts';
import { cleanup, newShopper, serverAdd, setPageConfig } from './page.ts';

/** The page config of the checkout tests: the store's stand-ins of the outside services (demo-config.ts). */
export const STAND_IN_CONFIG = {
  storeId: '1',
  suggest: { url: '/stand-in/suggestions', token: 'demo-token' },
  routing: { url: '/stand-in/routing', key: 'demo-key' },
  map: { tiles: '/stand-in/tiles/{z}/{x}/{y}.png', attribution: 'Демо' },
};

/** What the shopper reads in a node, with the non-breaking spaces of money as plain spaces. */
export const text = (node: Element | null | undefined) =>
  node?.textContent?.replace(/[\u00a0\u202f]/g, ' ').trim() ?? '';

/** Fills the checkout's profile (phone, name, e-mail) key by key, as a shopper types it. */
export async function typeProfile(root: ShadowRoot) {
  for (const [id, value] of [
    ['checkout-phone', '9161234567'],
    ['checkout-name', 'Иван Петров'],
    ['checkout-email', 'ivan@example.ru'],
  ] as const) {
    root.querySelector<HTMLInputElement>(`#${id}`)!.focus();
    await sendKeys({ type: value });
  }
}

/**
 * Each test of a checkout suite starts as a new shopper with one line of product 14 in the cart (under `config`,
 * when given) and ends with the page cleaned up. The navigation is stubbed for the whole suite: the returned stub
 * says where an accepted order would take the browser.
 */
export function newShopperWithOneLine(config?: Record<string, unknown>) {
  // never restored: an order answered after the suite's last test must not navigate the test page away
  const go = sinon.createSandbox().stub(navigation, 'go');
  beforeEach(async () => {
    if (config) setPageConfig(config);
    sessionStorage.clear();
    await newShopper();
    await serverAdd(14, 1);
    go.resetHistory();
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });
  return go;
}
