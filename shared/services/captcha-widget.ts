import type { TrustedScriptURL } from 'trusted-types/lib/index.js';
import { getConfig } from '../config.ts';
import { providerScriptUrl } from '../trusted-types.ts';
import type { CaptchaWidget } from './captcha.ts';
import { clearProviderGlobal, providerGlobal } from './provider-global.ts';

/**
 * The captcha's widget and its script (Yandex SmartCaptcha), fetched with the script when a form's captcha is
 * first needed (shared/services/captcha.ts), not with every form's chunk.
 */

type WidgetId = number | string;
type CaptchaEvent =
  | 'success'
  | 'token-expired'
  | 'network-error'
  | 'javascript-error'
  | 'challenge-visible'
  | 'challenge-hidden';

/** Yandex SmartCaptcha's documented browser API (window.smartCaptcha), which the store's stand-in speaks too. */
interface SmartCaptcha {
  render(
    container: HTMLElement | string,
    params: { sitekey: string; invisible?: boolean; callback?: (token: string) => void; hl?: string },
  ): WidgetId;
  getResponse(id?: WidgetId): string;
  execute(id?: WidgetId): void;
  reset(id?: WidgetId): void;
  destroy(id?: WidgetId): void;
  subscribe(id: WidgetId, event: CaptchaEvent, callback: (...args: unknown[]) => void): () => void;
}

declare global {
  interface Window {
    smartCaptcha?: SmartCaptcha;
  }
}

const ONLOAD = '__shopCaptchaOnload';
let loading: Promise<SmartCaptcha> | null = null;

/** SmartCaptcha's object on `window`, not an element that took its name. */
const smartCaptcha = () =>
  providerGlobal<SmartCaptcha>(
    'smartCaptcha',
    (value) => typeof (value as SmartCaptcha).render === 'function',
  );

/** Loads the captcha script from `captcha.scriptUrl` once (the documented advanced method: render=onload). */
function loadScript(): Promise<SmartCaptcha> {
  const loaded = smartCaptcha();
  if (loaded) return Promise.resolve(loaded);
  clearProviderGlobal('smartCaptcha');
  loading ??= insertScript(providerScriptUrl).catch((error: unknown) => {
    loading = null; // a later form may try again
    throw error;
  });
  return loading;
}

/**
 * Inserts the captcha's `<script>`, its URL through the shop's Trusted Types policy (refused off the captcha's
 * origin) and with the page's CSP nonce; resolves once the script has started.
 */
function insertScript(scriptUrl: (url: string) => TrustedScriptURL | string): Promise<SmartCaptcha> {
  return new Promise<SmartCaptcha>((resolve, reject) => {
    const { captcha, cspNonce } = getConfig();
    let src: URL;
    try {
      src = new URL(captcha.scriptUrl, location.href);
    } catch {
      reject(new Error(`the captcha script URL is wrong: ${captcha.scriptUrl}`));
      return;
    }
    src.searchParams.set('render', 'onload');
    src.searchParams.set('onload', ONLOAD);
    const done = () => {
      const started = smartCaptcha();
      if (started) resolve(started);
      else reject(new Error('the captcha script did not start'));
    };
    (window as unknown as Record<string, unknown>)[ONLOAD] = done;
    const script = document.createElement('script');
    try {
      // a TrustedScriptURL where the page enforces Trusted Types; the DOM's typings know only strings
      script.src = scriptUrl(src.href) as string;
    } catch (error) {
      reject(error as Error);
      return;
    }
    // a strict script-src may allow it by the page's nonce rather than by the captcha's origin
    if (cspNonce) script.nonce = cspNonce;
    script.async = true;
    script.onload = () => {
      if (smartCaptcha()) done();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('the captcha script failed to load'));
    };
    document.head.append(script);
  });
}

/**
 * Renders a captcha widget into `container` (visible, or invisible for the banner form). Rejects when the
 * script fails to load or the widget cannot start: the form must then fail its submission (docs/behaviour/errors.md).
 */
export async function renderCaptcha(
  container: HTMLElement,
  options: { invisible?: boolean } = {},
): Promise<CaptchaWidget> {
  const captcha = await loadScript();
  const { sitekey } = getConfig().captcha;
  let token = '';
  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  /** while a check runs, who waits for its end (a form sent right after the box was ticked) */
  let checking: ((token: string) => void)[] | null = null;
  const endCheck = (result: string) => {
    const waiting = checking ?? [];
    checking = null;
    waiting.forEach((resolve) => resolve(result));
  };
  const settle = (value: string | Error) => {
    const waiting = pending;
    pending = null;
    if (!waiting) return;
    if (typeof value === 'string') waiting.resolve(value);
    else waiting.reject(value);
  };
  /** the check ended without a token: whoever waits for it hears so */
  const fail = (why: string) => {
    settle(new Error(why));
    endCheck('');
  };
  let id: WidgetId;
  try {
    id = captcha.render(container, {
      sitekey,
      invisible: Boolean(options.invisible),
      hl: getConfig().lang,
      callback: (received) => {
        token = received;
        settle(received);
        endCheck(received);
      },
    });
  } catch (error) {
    throw new Error(`the captcha widget could not start: ${String(error)}`, { cause: error });
  }
  if (id === undefined || id === null) throw new Error('the captcha widget could not start');
  const unsubscribe = [
    captcha.subscribe(id, 'challenge-visible', () => (checking ??= [])),
    captcha.subscribe(id, 'token-expired', () => (token = '')),
    captcha.subscribe(id, 'network-error', () => fail('captcha network error')),
    captcha.subscribe(id, 'javascript-error', () => fail('captcha error')),
    // the shopper closed the challenge without passing it; the callback comes first when it was passed
    // only the check it closed: a newer check started in the meantime (a quick second submit) is left alone
    captcha.subscribe(id, 'challenge-hidden', () => {
      const closed = pending;
      const check = checking;
      setTimeout(() => {
        if (token) return;
        if (pending === closed) settle(new Error('captcha challenge closed'));
        if (checking === check) endCheck('');
      }, 300);
    }),
  ];
  const current = () => {
    if (!token) return '';
    try {
      return captcha.getResponse(id) || '';
    } catch {
      return '';
    }
  };
  return {
    getToken: current,
    checked: () =>
      token || !checking ? Promise.resolve(current()) : new Promise((resolve) => checking!.push(resolve)),
    execute: () =>
      new Promise<string>((resolve, reject) => {
        settle(new Error('a newer check started'));
        pending = { resolve, reject };
        try {
          captcha.execute(id);
        } catch (error) {
          settle(new Error(`captcha execute failed: ${String(error)}`));
        }
      }),
    reset: () => {
      token = '';
      endCheck('');
      try {
        captcha.reset(id);
      } catch (error) {
        console.error('[shop-elements] captcha reset:', error);
      }
    },
    destroy: () => {
      fail('captcha destroyed');
      unsubscribe.forEach((stop) => typeof stop === 'function' && stop());
      try {
        captcha.destroy(id);
      } catch {
        // already gone
      }
    },
  };
}

/** Tests swap the script between cases. */
export function forgetCaptchaScript(): void {
  loading = null;
  delete window.smartCaptcha;
}
