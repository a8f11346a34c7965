import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { submitEnquiry } from '../../shared/api/forms.ts';
import type { HostProps } from '../../shared/define.tsx';
import { safeUrl } from '../../shared/domain/safe-url.ts';
import { formatMoney, t } from '../../shared/i18n/index.ts';
import { reachGoal } from '../../shared/services/analytics.ts';
import { CAPTCHA_FIELD, renderCaptcha, type CaptchaWidget } from '../../shared/services/captcha.ts';
import { toastError, toastGenericError } from '../../shared/toast.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { maskPhone } from '../../shared/ui/phone-mask.ts';

interface NotifyAvailableProps extends HostProps {
  productId?: number;
  productName?: string;
  productImage?: string;
  price?: number;
  goal?: string;
}

/** The 'notify when available' modal of spec §2.3, sent as the availability enquiry (§7). */
export function NotifyAvailable({
  host,
  productId,
  productName,
  productImage,
  price,
  goal = 'available',
}: NotifyAvailableProps) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useReflect(host, 'open', open);

  useEffect(() => {
    const onClick = (event: Event) => {
      const target = event.target as Element | null;
      if (!target || target === host || !target.closest?.('button, [role=button], a')) return;
      event.preventDefault();
      setSent(false);
      setOpen(true);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

  const image = productImage ? safeUrl(productImage) : null;
  const hasPrice = typeof price === 'number' && Number.isFinite(price) && price > 0;
  return (
    <>
      <slot />
      <Dialog open={open} title={t('notify_available')} onClose={close} className="notify">
        <div className="notify__layout">
          <div className="notify__product" part="product">
            {image ? (
              <img className="notify__image" src={image} alt="" width={262} height={182} part="image" />
            ) : null}
            <p className="notify__name" part="name">
              {productName}
            </p>
            <p className="notify__price" part="price">
              {hasPrice ? t('cost', { price: formatMoney(price, 'catalog') }) : t('request_price')}
            </p>
          </div>
          {sent ? (
            <p className="notify__sent" part="sent" role="status">
              {t('request_sent')}
            </p>
          ) : open ? (
            <NotifyForm
              productId={productId}
              sending={sending}
              onSending={setSending}
              onSent={() => {
                setSent(true);
                if (goal) reachGoal(goal);
              }}
            />
          ) : null}
        </div>
      </Dialog>
    </>
  );
}

interface NotifyFormProps {
  productId: number | undefined;
  sending: boolean;
  onSending: (sending: boolean) => void;
  onSent: () => void;
}

function NotifyForm({ productId, sending, onSending, onSent }: NotifyFormProps) {
  const phone = useRef<HTMLInputElement>(null);
  const captchaBox = useRef<HTMLDivElement>(null);
  const captcha = useRef<Promise<CaptchaWidget> | null>(null);
  const running = useRef(false);

  useEffect(() => (phone.current ? maskPhone(phone.current) : undefined), []);
  useEffect(() => {
    if (!captchaBox.current) return;
    const widget = renderCaptcha(captchaBox.current);
    widget.catch((error: unknown) => console.error('[shop-elements] captcha:', error));
    captcha.current = widget;
    return () => {
      widget.then(
        (w) => w.destroy(),
        () => {},
      );
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    const form = event.currentTarget;
    running.current = true;
    onSending(true);
    let widget: CaptchaWidget | null = null;
    try {
      let token = '';
      try {
        const ready = await (captcha.current ?? Promise.reject(new Error('no captcha')));
        widget = ready;
        token = ready.getToken() || (await ready.execute());
      } catch (error) {
        console.error('[shop-elements] captcha failed:', error);
      }
      if (!token) {
        toastError(t('captcha_failed'));
        return;
      }
      const data = new FormData(form);
      data.set(CAPTCHA_FIELD, token);
      const answer = await submitEnquiry('available', data);
      widget?.reset();
      if (answer.success) onSent();
      else toastGenericError();
    } catch (error) {
      console.error('[shop-elements] the availability request failed:', error);
      widget?.reset();
      toastGenericError();
    } finally {
      running.current = false;
      onSending(false);
    }
  };

  return (
    <form className="notify__form" part="form" onSubmit={submit}>
      <input type="hidden" name="product_id" value={productId ?? ''} />
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
