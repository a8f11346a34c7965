import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { isEnquiryType } from '../../shared/api/forms.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { passwordProblem } from '../../shared/domain/password.ts';
import { getConfig } from '../../shared/config.ts';
import { shopUrl } from '../../shared/domain/safe-url.ts';
import { t, type MessageKey } from '../../shared/i18n/index.ts';
import { reachGoal } from '../../shared/services/analytics.ts';
import {
  CAPTCHA_FIELD,
  formCaptcha,
  type FormCaptcha,
  type CaptchaWidget,
} from '../../shared/services/captcha.ts';
import { toastError, toastGenericError, toastSuccess } from '../../shared/toast.ts';
import {
  clearFieldStates,
  controlNamed,
  fieldControls,
  markInvalid,
  markValid,
  requiredMarks,
  validityMessage,
} from '../../shared/forms/form-fields.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { maskPhone } from '../../shared/ui/phone-mask/phone-mask.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import {
  ACCOUNT_SUCCESS,
  CHECKS_PASSWORD,
  isAccountType,
  isFormType,
  RESETS_ON_SUCCESS,
  sendForm,
  type FormType,
} from './form-types.ts';
import { navigation } from '../../shared/ui/navigate.ts';
import { requirePart } from '../../shared/ui/author-markup.ts';

interface FormProps extends HostProps {
  type?: string;
  goal?: string;
}

export type FormState = 'idle' | 'submitting' | 'success' | 'error';
interface Message {
  key: MessageKey;
  kind: 'success' | 'error';
}

/** How long 'Новый пароль установлен!' stays before the browser moves on. */
export const REDIRECT_DELAY_MS = 1500;

const SUBMITTERS = 'button[type=submit], button:not([type]), input[type=submit]';

/** The server's field errors (Laravel's `{errors: {field: [messages]}}`), when the body has them. */
function fieldErrors(error: unknown): Record<string, string> {
  const body = error instanceof ApiError ? (error.body as { errors?: unknown } | null) : null;
  const errors = body && typeof body === 'object' ? body.errors : null;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, list] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(list) ? list[0] : list;
    if (typeof first === 'string' && first) out[name] = first;
  }
  return out;
}

/**
 * Every form of the spec around the author's own <form>: the CMS owns the fields and labels, this owns
 * validation, the captcha, submission, states and messages.
 */
export function Form({ host, type, goal }: FormProps) {
  const [state, setState] = useState<FormState>('idle');
  const [message, setMessage] = useState<Message | null>(null);
  const running = useRef(false);
  const captcha = useRef<FormCaptcha | null>(null);
  useReflect(host, 'state', state);
  useReflect(host, 'busy', state === 'submitting');

  // masks, required marks and the captcha of the author's form
  useEffect(() => {
    const form = requirePart<HTMLFormElement>(host, 'form', 'a <form>');
    if (!form) return;
    form.noValidate = true; // the element shows the messages itself, attached to the fields
    const stops = [...form.querySelectorAll<HTMLInputElement>('input[type=tel]')].map((input) =>
      maskPhone(input),
    );
    stops.push(requiredMarks(form));
    const container = form.querySelector<HTMLElement>('[data-captcha]');
    if (isEnquiryType(type) && container) {
      const captchaOfForm = formCaptcha(container);
      captcha.current = captchaOfForm;
      stops.push(captchaOfForm.stop);
    }
    return () => {
      captcha.current = null;
      stops.forEach((stop) => stop());
    };
  }, [host, type]);

  useLayoutEffect(() => {
    const form = host.querySelector('form');
    if (!form || !isFormType(type)) {
      if (type !== undefined && !isFormType(type))
        console.error(`[shop-elements] <shop-form> unknown type "${type}"`);
      return;
    }
    const formType: FormType = type;
    const buttons = () => [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(SUBMITTERS)];
    const setBusy = (busy: boolean) =>
      buttons().forEach((button) => {
        button.disabled = busy;
        if (busy) button.setAttribute('aria-busy', 'true');
        else button.removeAttribute('aria-busy');
      });

    /** The client checks of docs/behaviour/validation.md; true when the form may be sent. */
    const validate = (): boolean => {
      clearFieldStates(form);
      const checked = fieldControls(form);
      const passwordField = controlNamed(form, 'password');
      const confirmation = controlNamed(form, 'password_confirmation');
      const ownRules = CHECKS_PASSWORD.includes(formType) && passwordField;
      for (const control of checked) {
        if (ownRules && (control === passwordField || control === confirmation)) continue;
        const problem = validityMessage(control);
        if (problem) markInvalid(control, problem);
      }
      if (ownRules) {
        const problem = passwordProblem(passwordField.value, confirmation?.value ?? '');
        if (problem) markInvalid(passwordField, t(problem));
      }
      const invalid = checked.filter((control) => control.getAttribute('aria-invalid') === 'true');
      checked.forEach((control) => {
        if (control.value.trim() && control.type !== 'checkbox' && control.type !== 'radio')
          markValid(control);
      });
      invalid[0]?.focus();
      return invalid.length === 0;
    };

    const showServerErrors = (error: unknown) => {
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
    };

    const fail = (error: unknown) => {
      if (error) console.error(`[shop-elements] <shop-form type="${formType}">:`, error);
      showServerErrors(error);
      if (isAccountType(formType)) toastError(host, t('failed_request'));
      else if (formType === 'password-reset') {
        setMessage({ key: 'reset_not_found', kind: 'error' });
        toastError(host, t('reset_not_found'));
      } else toastGenericError(host);
      setState('error');
    };

    const succeed = (answer: { redirect_url?: unknown }) => {
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
        setTimeout(() => navigation.go(target), REDIRECT_DELAY_MS);
      } else navigation.go(shopUrl(answer.redirect_url, getConfig())!);
    };

    /** A captcha token for an enquiry, or null after showing why there is none (docs/behaviour/validation.md, docs/behaviour/errors.md). */
    const captchaToken = async (): Promise<{ token: string; widget: CaptchaWidget } | null> => {
      if (!form.querySelector('[data-captcha]') || !captcha.current) {
        setMessage({ key: 'confirm_the_captcha', kind: 'error' });
        return null;
      }
      try {
        const widget = await captcha.current.widget();
        const token = await widget.checked(); // a box ticked just before sending is still being checked
        if (token) return { token, widget };
      } catch {
        // the script did not load or the widget did not start: the submission fails
      }
      setMessage({ key: 'captcha_failed', kind: 'error' });
      return null;
    };

    const onSubmit = async (event: Event) => {
      if (event.target !== form) return;
      event.preventDefault();
      if (running.current) return;
      running.current = true;
      setMessage(null);
      try {
        if (!validate()) {
          setState('error');
          return;
        }
        const data = new FormData(form);
        let widget: CaptchaWidget | null = null;
        if (isEnquiryType(formType)) {
          const found = await captchaToken();
          if (!found) {
            setState('error');
            return;
          }
          widget = found.widget;
          data.set(CAPTCHA_FIELD, found.token);
        }
        if (formType === 'password-reset-handle' && !data.get('token')) {
          data.set('token', new URLSearchParams(location.search).get('token') ?? '');
        }
        form.classList.remove('success');
        setState('submitting');
        setBusy(true);
        try {
          const answer = await sendForm(formType, data);
          const followsRedirect =
            formType === 'login' || formType === 'register' || formType === 'password-reset-handle';
          // a redirect_url to another origin is refused like a failure (docs/behaviour/errors.md)
          if (followsRedirect && !shopUrl(answer.redirect_url, getConfig())) fail(null);
          else succeed(answer);
        } catch (error) {
          fail(error);
        } finally {
          widget?.reset(); // a token is spent once sent, whatever the answer
          setBusy(false);
        }
      } finally {
        running.current = false;
      }
    };
    host.addEventListener('submit', onSubmit);
    return () => host.removeEventListener('submit', onSubmit);
  }, [host, type, goal]);

  return (
    <>
      <slot />
      {state === 'submitting' ? <Spinner label={t('sending')} /> : null}
      <p part="message message-success" className="message message--success" role="status">
        {message?.kind === 'success' ? t(message.key) : ''}
      </p>
      <p part="message message-error" className="message message--error" role="alert">
        {message?.kind === 'error' ? t(message.key) : ''}
      </p>
    </>
  );
}
