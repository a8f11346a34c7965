import { authorError } from '../author-errors.ts';
import { getConfig } from '../config.ts';

/** The form field that carries the captcha token (docs/behaviour/calls.md enquiry forms). */
export { CAPTCHA_FIELD } from '../contract/forms.ts';

/**
 * No captcha can be shown (its script did not load, its widget did not start) and the store refuses a form without
 * its token: the form sends nothing and its shopper sees the generic error, never a request to tick a box that is
 * not there. The console has said why; the next submit tries again.
 */
export class NoCaptcha extends Error {}

/** The page config gives no captcha key: the author is told once (docs/errors.md). */
export class NoCaptchaKey extends NoCaptcha {}

/** One rendered captcha widget. */
export interface CaptchaWidget {
  /** the current token, '' when there is none or it expired */
  getToken(): string;
  /** the token once a check the shopper started (ticked, solving) has ended; '' when it did not pass */
  checked(): Promise<string>;
  /** runs the (invisible) check and resolves with a fresh token; rejects when it cannot get one */
  execute(): Promise<string>;
  reset(): void;
  destroy(): void;
}

/** How near the viewport a form's captcha container comes before its widget (and the script) loads. */
const NEAR = '200px';

/** A form's captcha, loaded when the form is about to be seen or used. */
export interface FormCaptcha {
  /** the widget, rendered now if it was not yet (a submit asks for it); rejects as `renderCaptcha` does */
  widget(): Promise<CaptchaWidget>;
  /** stops watching and removes the widget */
  stop(): void;
}

/**
 * Renders a form's captcha into `container` once it comes near the viewport or the form asks for it, whichever
 * is first: a form in a closed <details>, a hidden tab or far down the page loads nothing until then. A form
 * that is on screen when it appears (a modal's) passes `onSight: false` and gets it at once.
 */
export function formCaptcha(
  container: HTMLElement,
  options: { invisible?: boolean; onSight?: boolean } = {},
): FormCaptcha {
  if (!getConfig().captcha.sitekey) {
    authorError('SHOP_NO_CAPTCHA_KEY', 'the page config');
    const noWidget = Promise.reject(new NoCaptchaKey('the page config has no captcha.sitekey'));
    noWidget.catch(() => {}); // the form that asks is told
    return { widget: () => noWidget, stop: () => {} };
  }
  let rendering: Promise<CaptchaWidget> | null = null;
  const widget = () => {
    if (!rendering) {
      observer?.disconnect();
      // the widget's code comes with its script, when a form first needs its captcha
      rendering = import('./captcha-widget.ts')
        .then(({ renderCaptcha }) => renderCaptcha(container, { invisible: options.invisible }))
        .catch((error: unknown) => {
          rendering = null; // the next submit tries again: the network may be back
          console.error(
            `[shop-elements] the captcha could not be shown (captcha.scriptUrl ${getConfig().captcha.scriptUrl}; ` +
              "the page's Content-Security-Policy, an ad blocker or the network may stop it): its form sends " +
              'nothing and shows the generic error.',
            error,
          );
          throw new NoCaptcha(error instanceof Error ? error.message : String(error), { cause: error });
        });
      rendering.catch(() => {}); // the form that asks is told
    }
    return rendering;
  };
  const observer =
    options.onSight === false
      ? null
      : new IntersectionObserver(
          (entries) => entries.some((entry) => entry.isIntersecting) && void widget(),
          { rootMargin: NEAR },
        );
  if (observer) observer.observe(container);
  else void widget(); // its failure is logged, and told to the form when it asks
  return {
    widget,
    stop: () => {
      observer?.disconnect();
      rendering?.then(
        (ready) => ready.destroy(),
        () => {},
      );
    },
  };
}
