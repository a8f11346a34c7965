import { useEffect, useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import { submitEnquiry } from '../../shared/api/forms.ts';
import { t } from '../../shared/i18n/index.ts';
import {
  CAPTCHA_FIELD,
  formCaptcha,
  NoCaptcha,
  type FormCaptcha,
  type CaptchaWidget,
} from '../../shared/services/captcha.ts';
import { Submission } from '../../shared/forms/submission.ts';
import { toastError, toastGenericError } from '../../shared/toast.ts';
import { adoptStyles } from '../../shared/ui/adopt-styles.ts';
import fields from '../../shared/ui/fields.css?inline';
import { useFocusBack } from '../../shared/ui/focus.ts';
import { maskPhone } from '../../shared/ui/phone-mask/phone-mask.ts';

interface NotifyFormProps {
  /** the element whose form it is: its toasts come from it */
  host: HTMLElement;
  productId: number | undefined;
  /** a price request ('Узнать цену') rather than 'notify when available' */
  forPrice: boolean;
  sending: boolean;
  onSending: (sending: boolean) => void;
  onSent: () => void;
}

export function NotifyForm({ host, productId, forPrice, sending, onSending, onSent }: NotifyFormProps) {
  const phone = useRef<HTMLInputElement>(null);
  const captchaBox = useRef<HTMLDivElement>(null);
  const captcha = useRef<FormCaptcha | null>(null);
  const running = useRef(false);
  const send = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusBack(send, sending);

  // the fields' sheet comes with the form, when the modal first opens, and is adopted before the first paint
  useLayoutEffect(() => adoptStyles(formRef.current!.getRootNode(), [fields]), []);
  useEffect(() => (phone.current ? maskPhone(phone.current) : undefined), []);
  useEffect(() => {
    if (!captchaBox.current) return;
    const captchaOfForm = formCaptcha(captchaBox.current, { onSight: false }); // the modal is on screen
    captcha.current = captchaOfForm;
    return captchaOfForm.stop;
  }, []);

  const sent = useRef(onSent);
  sent.current = onSent;
  // anything but success: true rejects; a request not confirmed in time is sent again as it was (shared/forms/submission.ts)
  const submission = useMemo(
    () =>
      new Submission(
        host,
        (data, key) => submitEnquiry('available', data, key),
        (outcome) => {
          if (outcome.done) return sent.current();
          console.error('[shop-elements] the availability request failed:', outcome.error);
          toastGenericError(host);
        },
      ),
    [host],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    const form = event.currentTarget;
    running.current = true;
    onSending(true);
    let widget: CaptchaWidget | null = null;
    try {
      let data = submission.waiting;
      if (!data) {
        let token = '';
        try {
          const ready = await (captcha.current?.widget() ?? Promise.reject(new Error('no captcha')));
          widget = ready;
          token = ready.getToken() || (await ready.execute());
        } catch (error) {
          // no captcha to show (no key, its script blocked or down), as the console said: nothing to tick
          if (error instanceof NoCaptcha) {
            toastGenericError(host);
            return;
          }
          console.error('[shop-elements] captcha failed:', error);
        }
        if (!token) {
          toastError(host, t('captcha_failed'));
          return;
        }
        data = new FormData(form);
        data.set(CAPTCHA_FIELD, token);
      }
      await submission.send(data);
    } finally {
      widget?.reset(); // a token is spent once sent, whatever the answer
      running.current = false;
      onSending(false);
    }
  };

  return (
    <form ref={formRef} className="notify__form" part="form" onSubmit={(event) => void submit(event)}>
      <input type="hidden" name="product_id" value={productId ?? ''} />
      {forPrice ? <input type="hidden" name="request" value="price" /> : null}
      <label className="field">
        <span className="field__label">{t('name')}</span>
        <input className="field__input" type="text" name="name" required autoComplete="name" />
      </label>
      <label className="field">
        <span className="field__label">{t('phone')}</span>
        <input className="field__input" ref={phone} type="tel" name="phone" required autoComplete="tel" />
      </label>
      <label className="field">
        <span className="field__label">{t('message')}</span>
        <textarea className="field__input" name="message" rows={3} placeholder={t('comment_placeholder')} />
      </label>
      <label className="agreement">
        <input type="checkbox" name="agreement" value="1" required defaultChecked />
        <span>{t('privacy_policy_agreement')}</span>
      </label>
      <div className="notify__captcha" ref={captchaBox} data-captcha="" />
      <button
        ref={send}
        type="submit"
        className="button"
        part="send"
        disabled={sending}
        aria-busy={sending || undefined}
      >
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
