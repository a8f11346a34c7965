import { useLayoutEffect, useRef, type MutableRefObject } from 'react';
import { isEnquiryType } from '../../shared/api/forms.ts';
import { authorError } from '../../shared/author-errors.ts';
import { getConfig } from '../../shared/config.ts';
import { shopUrl } from '../../shared/domain/safe-url.ts';
import { markBusy } from '../../shared/forms/enhance-author-form.ts';
import { controlNamed, markInvalid } from '../../shared/forms/form-fields.ts';
import { t, type MessageKey } from '../../shared/i18n/index.ts';
import { reachGoal } from '../../shared/services/analytics.ts';
import {
  CAPTCHA_FIELD,
  NoCaptcha,
  type CaptchaWidget,
  type FormCaptcha,
} from '../../shared/services/captcha.ts';
import type { Outcome } from '../../shared/api/unconfirmed.ts';
import { Submission } from '../../shared/forms/submission.ts';
import { toastError, toastGenericError, toastSuccess } from '../../shared/toast.ts';
import { navigation } from '../../shared/ui/navigate.ts';
import { fieldErrors, validateForm } from './form-checks.ts';
import {
  ACCOUNT_SUCCESS,
  FORM_TYPES,
  isAccountType,
  isFormType,
  RESETS_ON_SUCCESS,
  sendForm,
  type FormType,
} from './form-types.ts';

export type FormState = 'idle' | 'submitting' | 'success' | 'error' | 'unconfirmed';
/** What a form's call answers: its success, and where a sign-in goes next. */
type Answer = { success: boolean; redirect_url?: unknown };

export interface Message {
  key: MessageKey;
  kind: 'success' | 'error';
}

/** How long 'Новый пароль установлен!' stays before the browser moves on. */
export const REDIRECT_DELAY_MS = 1500;

const SUBMITTERS = 'button[type=submit], button:not([type]), input[type=submit]';

/** The element and what the submit reports back to it. */
interface Report {
  host: HTMLElement;
  setState: (state: FormState) => void;
  setMessage: (message: Message | null) => void;
}

/** What a failure shows (docs/behaviour/errors.md): the server's field errors, then the type's message. */
function failed(
  form: HTMLFormElement,
  formType: FormType,
  error: unknown,
  { host, setState, setMessage }: Report,
) {
  if (error) console.error(`[shop-elements] <shop-form type="${formType}">:`, error);
  for (const [name, text] of Object.entries(fieldErrors(error))) {
    if (name === CAPTCHA_FIELD) {
      setMessage({ key: 'captcha_failed', kind: 'error' });
      continue;
    }
    const control = controlNamed(form, name);
    if (control) {
      control.removeAttribute('data-state');
      markInvalid(control, text);
    }
  }
  if (isAccountType(formType)) toastError(host, t('failed_request'));
  else if (formType === 'password-reset') {
    setMessage({ key: 'reset_not_found', kind: 'error' });
    toastError(host, t('reset_not_found'));
  } else toastGenericError(host);
  setState('error');
}

/** What a success shows and where it goes (docs/behaviour/errors.md "Success messages"). */
function succeeded(
  form: HTMLFormElement,
  formType: FormType,
  goal: string | undefined,
  answer: { redirect_url?: unknown },
  { host, setState, setMessage }: Report,
) {
  form.classList.add('success');
  if (goal || isEnquiryType(formType)) reachGoal(host, goal || formType);
  if (RESETS_ON_SUCCESS.includes(formType) || isEnquiryType(formType)) form.reset();
  setState('success');
  if (isEnquiryType(formType)) setMessage({ key: 'request_sent', kind: 'success' });
  else if (isAccountType(formType)) toastSuccess(host, t(ACCOUNT_SUCCESS[formType]));
  else if (formType === 'password-reset') {
    setMessage({ key: 'reset_sent', kind: 'success' });
    toastSuccess(host, t('reset_sent'));
  } else if (formType === 'password-reset-handle') {
    setMessage({ key: 'new_password_set', kind: 'success' });
    const target = shopUrl(answer.redirect_url, getConfig())!;
    // a page that swapped the form away meanwhile (docs/sites-that-swap-pages.md) stays where the shopper went
    setTimeout(() => host.isConnected && navigation.go(target), REDIRECT_DELAY_MS);
  } else navigation.go(shopUrl(answer.redirect_url, getConfig())!);
}

/** A captcha token for an enquiry, or null after showing why there is none (docs/behaviour/validation.md, docs/behaviour/errors.md). */
async function captchaToken(
  form: HTMLFormElement,
  captcha: FormCaptcha | null,
  { host, setMessage }: Report,
): Promise<{ token: string; widget: CaptchaWidget } | null> {
  if (!form.querySelector('[data-captcha]') || !captcha) {
    setMessage({ key: 'confirm_the_captcha', kind: 'error' });
    return null;
  }
  try {
    const widget = await captcha.widget();
    const token = await widget.checked(); // a box ticked just before sending is still being checked
    if (token) return { token, widget };
  } catch (error) {
    // no captcha to show (no key, its script blocked or down): nothing the shopper could tick
    if (error instanceof NoCaptcha) {
      toastGenericError(host);
      return null;
    }
  }
  setMessage({ key: 'captcha_failed', kind: 'error' });
  return null;
}

/**
 * A form whose `type` names no call (docs/errors.md SHOP_UNKNOWN_FORM_TYPE): named for the author, and never sent
 * by the browser either, which would put what was typed in the page's address; a submit shows the generic error
 * and keeps it. Returns the undoing.
 */
function refuseSubmits(host: HTMLElement, form: HTMLFormElement, type: string | undefined): () => void {
  // a task later: a framework may set the type just after the element connects
  const judged = setTimeout(() => authorError('SHOP_UNKNOWN_FORM_TYPE', host, type ?? '', FORM_TYPES));
  const refuse = (event: Event) => {
    event.preventDefault();
    toastGenericError(host);
  };
  form.addEventListener('submit', refuse);
  return () => {
    clearTimeout(judged);
    form.removeEventListener('submit', refuse);
  };
}

/**
 * The author's form sent as its type says (docs/behaviour/states.md "Enquiry forms"): checked first, an enquiry
 * with its captcha token, sent once however often it is submitted, the buttons waiting meanwhile. A submission
 * the store does not confirm in time is 'not confirmed yet' (state `unconfirmed`) until its late answer tells;
 * a submit meanwhile sends it again as it was, with its key, so one submit is one enquiry
 * (docs/behaviour/errors.md "Not confirmed yet").
 */
export function useFormSubmit(
  host: HTMLElement,
  type: string | undefined,
  goal: string | undefined,
  captcha: MutableRefObject<FormCaptcha | null>,
  report: Omit<Report, 'host'>,
): void {
  const { setState, setMessage } = report;
  const running = useRef(false);
  // a layout effect: the element's ready promises its listener (docs/architecture/runtime.md)
  useLayoutEffect(() => {
    const form = host.querySelector('form');
    if (!form) return;
    if (!isFormType(type)) return refuseSubmits(host, form, type);
    const formType: FormType = type;
    const reporting = { host, setState, setMessage };
    const setBusy = (busy: boolean) => markBusy(form.querySelectorAll<HTMLButtonElement>(SUBMITTERS), busy);

    /** What the store's answer, early or late, comes to. */
    const answered = (outcome: Outcome<Answer>) => {
      if (!outcome.done) return failed(form, formType, outcome.error, reporting);
      const followsRedirect =
        formType === 'login' || formType === 'register' || formType === 'password-reset-handle';
      // a redirect_url to another origin is refused like a failure (docs/behaviour/errors.md)
      if (followsRedirect && !shopUrl(outcome.answer.redirect_url, getConfig()))
        failed(form, formType, null, reporting);
      else succeeded(form, formType, goal, outcome.answer, reporting);
    };

    /** The form as the shopper submits it: checked, with its captcha token; null when it may not be sent. */
    const fresh = async (): Promise<{ data: FormData; widget: CaptchaWidget | null } | null> => {
      if (!validateForm(form, formType)) return null;
      const data = new FormData(form);
      let widget: CaptchaWidget | null = null;
      if (isEnquiryType(formType)) {
        const found = await captchaToken(form, captcha.current, reporting);
        if (!found) return null;
        widget = found.widget;
        data.set(CAPTCHA_FIELD, found.token);
      }
      if (formType === 'password-reset-handle' && !data.get('token')) {
        data.set('token', new URLSearchParams(location.search).get('token') ?? '');
      }
      return { data, widget };
    };

    const submission = new Submission<Answer>(
      host,
      (data, key) => sendForm(formType, data, key),
      answered,
      () => setState('unconfirmed'),
    );

    const send = async () => {
      const waiting = submission.waiting; // sent again as it was: the same data, token and key
      const sending = waiting ? { data: waiting, widget: null } : await fresh();
      if (!sending) return setState('error');
      form.classList.remove('success');
      setState('submitting');
      setBusy(true);
      try {
        await submission.send(sending.data);
      } finally {
        sending.widget?.reset(); // a token is spent once sent, whatever the answer
        setBusy(false);
      }
    };

    const onSubmit = async (event: Event) => {
      if (event.target !== form) return;
      event.preventDefault();
      if (running.current) return;
      running.current = true;
      setMessage(null);
      try {
        await send();
      } finally {
        running.current = false;
      }
    };
    host.addEventListener('submit', onSubmit);
    return () => host.removeEventListener('submit', onSubmit);
  }, [host, type, goal, captcha, setState, setMessage]);
}
