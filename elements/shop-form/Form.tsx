import { useEffect, useRef, useState } from 'react';
import { isEnquiryType } from '../../shared/api/forms.ts';
import { enhanceAuthorForm } from '../../shared/forms/enhance-author-form.ts';
import { t } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-form.ts';
import type { FormCaptcha } from '../../shared/services/captcha.ts';
import { requirePart } from '../../shared/ui/author-markup.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useFormSubmit, type FormState, type Message } from './use-form-submit.ts';

export { REDIRECT_DELAY_MS, type FormState } from './use-form-submit.ts';

type FormProps = ElementProps<Attributes> & HostProps;

/**
 * Every enquiry, sign-in and account form (docs/behaviour/calls.md) around the author's own <form>: the CMS owns the fields and labels, this owns
 * validation, the captcha, submission, states and messages.
 */
export function Form({ host, type, goal }: FormProps) {
  const [state, setState] = useState<FormState>('idle');
  const [message, setMessage] = useState<Message | null>(null);
  const captcha = useRef<FormCaptcha | null>(null);
  useReflect(host, 'state', state);
  useReflect(host, 'busy', state === 'submitting');

  // masks, required marks and, for an enquiry, the captcha of the author's form
  useEffect(() => {
    const form = requirePart<HTMLFormElement>(host, 'form', 'a <form>');
    if (!form) return;
    const enhanced = enhanceAuthorForm(form, { captcha: isEnquiryType(type) && 'checkbox' });
    captcha.current = enhanced.captcha;
    return () => {
      captcha.current = null;
      enhanced.stop();
    };
  }, [host, type]);

  useFormSubmit(host, type, goal, captcha, { setState, setMessage });

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
