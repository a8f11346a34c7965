import type { Config } from 'dompurify';
import type {
  TrustedHTML,
  TrustedScriptURL,
  TrustedTypePolicy,
  TrustedTypePolicyOptions,
  TrustedTypesWindow,
} from 'trusted-types/lib/index.js';
import { getConfig } from './config.ts';

/**
 * The shop's Trusted Types policy, for the sinks the elements still write to (docs/csp.md): a provider's script URL
 * (the captcha) and markup sanitised by DOMPurify (filter names, the map's attribution). A page that enforces
 * `require-trusted-types-for 'script'` names it: `trusted-types shop-elements`.
 */
export const POLICY_NAME = 'shop-elements';

let policy: TrustedTypePolicy | null | undefined;
/** The policy makes HTML only while DOMPurify runs: it parses the markup inertly and signs what it keeps. */
let sanitizing = false;

/** Created on first use, where the browser has Trusted Types; null elsewhere, where the sinks take strings. */
function shopPolicy(): TrustedTypePolicy | null {
  if (policy === undefined) {
    const rules: TrustedTypePolicyOptions = {
      createHTML: (html) => {
        if (!sanitizing) throw new TypeError('[shop-elements] markup is inserted only through DOMPurify');
        return html;
      },
      createScriptURL: checkedScriptUrl,
    };
    policy = (window as unknown as TrustedTypesWindow).trustedTypes?.createPolicy(POLICY_NAME, rules) ?? null;
  }
  return policy;
}

/** The origins a provider adapter may load a script from: the captcha's (`captcha.scriptUrl`). */
function scriptOrigins(): string[] {
  return [new URL(getConfig().captcha.scriptUrl, location.href).origin];
}

/** The URL itself when it is an http(s) URL on a provider's origin; anything else throws. */
function checkedScriptUrl(url: string): string {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url, location.href);
  } catch {
    // refused below
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || !scriptOrigins().includes(parsed.origin))
    throw new Error(`[shop-elements] a script from ${url} is refused: it is not on the captcha's origin`);
  return url;
}

/**
 * A provider's script URL for `script.src`: trusted through the policy where the browser has Trusted Types, the
 * checked string elsewhere. Throws for a URL off the providers' origins, so its caller fails as when the script
 * does not load (docs/behaviour/errors.md).
 */
export function providerScriptUrl(url: string): TrustedScriptURL | string {
  return shopPolicy()?.createScriptURL(url) ?? checkedScriptUrl(url);
}

/**
 * Markup sanitised by DOMPurify, loaded on first use (a page whose text holds no markup never downloads it), as
 * TrustedHTML signed by the policy where the browser has Trusted Types, a string elsewhere. For `innerHTML`.
 */
export async function sanitizedHtml(markup: string, options: Config = {}): Promise<TrustedHTML | string> {
  const { default: purify } = await import('dompurify');
  const trusted = shopPolicy();
  sanitizing = true;
  try {
    return trusted
      ? purify.sanitize(markup, { ...options, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: trusted })
      : purify.sanitize(markup, options);
  } finally {
    sanitizing = false;
  }
}
