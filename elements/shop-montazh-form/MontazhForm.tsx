import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { submitInstallationRequest } from '../../shared/api/forms.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { t } from '../../shared/i18n/index.ts';
import { reachGoal } from '../../shared/services/analytics.ts';
import {
  CAPTCHA_FIELD,
  NoCaptcha,
  type FormCaptcha,
  type CaptchaWidget,
} from '../../shared/services/captcha.ts';
import { toastGenericError } from '../../shared/toast.ts';
import type { Outcome } from '../../shared/api/unconfirmed.ts';
import { Submission } from '../../shared/forms/submission.ts';
import { enhanceAuthorForm, markBusy } from '../../shared/forms/enhance-author-form.ts';
import { clearFieldStates, controlNamed, markInvalid } from '../../shared/forms/form-fields.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { requirePart } from '../../shared/ui/author-markup.ts';

export type Step = 'first' | 'second';

/** docs/behaviour/validation.md installation banner form: what each step requires (no format checks). */
export const STEP_FIELDS: Record<Step, string[]> = {
  first: ['installment_type', 'square'],
  second: ['name', 'email', 'phone'],
};

const toStep = (value: string | undefined): Step => (value === 'second' ? 'second' : 'first');

/** The banner's two-step installation request around the author's form (docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/calls.md, docs/behaviour/errors.md). */
export function MontazhForm({ host }: HostProps) {
  const form = host.querySelector('form');
  const [step, setStep] = useState<Step>(() => toStep(form?.dataset.step));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const running = useRef(false);
  const captcha = useRef<FormCaptcha | null>(null);
  useReflect(host, 'step', step);
  useReflect(host, 'busy', busy);

  // the author's form shows the panel of the current step and carries data-step
  useEffect(() => {
    if (!form) return;
    form.dataset.step = step;
    form.querySelectorAll<HTMLElement>('[data-step-panel]').forEach((panel) => {
      panel.hidden = panel.dataset.stepPanel !== step;
    });
  }, [form, step]);

  useEffect(() => {
    if (!form) {
      requirePart(host, 'form', 'a <form>'); // says once what is missing and how to fix it
      return;
    }
    const enhanced = enhanceAuthorForm(form, { captcha: 'invisible' });
    captcha.current = enhanced.captcha;
    return () => {
      captcha.current = null;
      enhanced.stop();
    };
  }, [host, form]);

  useLayoutEffect(() => {
    if (!form) return;
    const focusFirst = (of: Step) =>
      requestAnimationFrame(() => controlNamed(form, STEP_FIELDS[of][0]!)?.focus());

    /** Marks each empty required field of the step 'Поле пустое'; true when none is empty. */
    const filled = (of: Step): boolean => {
      clearFieldStates(form);
      const empty = STEP_FIELDS[of]
        .map((name) => controlNamed(form, name))
        .filter((control) => control && !control.value.trim());
      empty.forEach((control) => markInvalid(control!, t('field_empty')));
      empty[0]?.focus();
      return empty.length === 0;
    };

    /** What the request, answered early or late, comes to (docs/behaviour/states.md "Installation banner form"). */
    const told = (outcome: Outcome<unknown>) => {
      if (!outcome.done) {
        // no captcha to show (no key, its script blocked or down) was told in the console already
        if (!(outcome.error instanceof NoCaptcha))
          console.error('[shop-elements] <shop-montazh-form>:', outcome.error);
        return toastGenericError(host);
      }
      form.reset();
      clearFieldStates(form);
      setStep('first');
      form.classList.add('success');
      setSent(true);
      const goal = form.dataset.goalName;
      if (goal) reachGoal(host, goal);
    };
    // anything but success: true rejects; a request not confirmed in time is sent again as it was
    const submission = new Submission(host, submitInstallationRequest, told);

    const send = async () => {
      running.current = true;
      setBusy(true);
      let widget: CaptchaWidget | null = null;
      try {
        let data = submission.waiting;
        if (!data) {
          if (!captcha.current) throw new Error('the banner form has no [data-captcha] container');
          widget = await captcha.current.widget();
          const token = await widget.execute();
          if (!token) throw new Error('the captcha gave no token');
          data = new FormData(form);
          data.set(CAPTCHA_FIELD, token);
        }
        await submission.send(data);
      } catch (error) {
        told({ done: false, error });
      } finally {
        widget?.reset(); // a token is spent once sent, whatever the answer
        running.current = false;
        setBusy(false);
      }
    };

    const onSubmit = (event: Event) => {
      if (event.target !== form) return;
      event.preventDefault();
      if (running.current) return;
      setSent(false);
      const current = toStep(form.dataset.step);
      if (!filled(current)) return;
      if (current === 'first') {
        form.classList.remove('success');
        setStep('second');
        focusFirst('second');
      } else void send();
    };
    const onClick = (event: Event) => {
      if (!(event.target as Element | null)?.closest?.('[data-step-back]') || running.current) return;
      event.preventDefault();
      clearFieldStates(form);
      setStep('first');
      focusFirst('first');
    };
    host.addEventListener('submit', onSubmit);
    host.addEventListener('click', onClick);
    return () => {
      host.removeEventListener('submit', onSubmit);
      host.removeEventListener('click', onClick);
    };
  }, [host, form]);

  // the submit buttons wait while the request runs
  useEffect(() => {
    if (form) markBusy(form.querySelectorAll('button'), busy);
  }, [form, busy]);

  return (
    <>
      <slot />
      {busy ? <Spinner label={t('sending')} /> : null}
      <p part="message" className="message" role="status">
        {sent ? t('request_sent') : ''}
      </p>
    </>
  );
}
