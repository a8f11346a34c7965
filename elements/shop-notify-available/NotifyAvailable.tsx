import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-notify-available.ts';
import { safeUrl } from '../../shared/domain/safe-url.ts';
import { formatMoney, t } from '../../shared/i18n/index.ts';
import { reachGoal } from '../../shared/services/analytics.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';

type NotifyAvailableProps = ElementProps<Attributes> & HostProps;

// the form, its captcha and the phone mask load when the modal first opens: a listing with many goods out
// of stock pays for the buttons only
const NotifyForm = lazy(() => import('./NotifyForm.tsx').then((module) => ({ default: module.NotifyForm })));

/** A click on the author's button (or link) opens the modal; the first one renders the element (wakesOn). */
export function asksToOpen(host: HTMLElement, event: Event): boolean {
  const target = event.target as Element | null;
  return Boolean(target && target !== host && target.closest?.('button, [role=button], a'));
}

/** The 'notify when available' modal of docs/behaviour/product.md, sent as the availability enquiry (docs/behaviour/calls.md). */
export function NotifyAvailable({
  host,
  woken,
  productId,
  productName,
  productImage,
  price,
  goal,
  request,
}: NotifyAvailableProps) {
  const forPrice = request === 'price';
  // the click that woke the element opens the modal
  const [open, setOpen] = useState(woken ?? false);
  // the product card inside the modal is drawn on first opening: a listing does not fetch its images before
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useReflect(host, 'open', open);

  useLayoutEffect(() => {
    const onClick = (event: Event) => {
      if (!asksToOpen(host, event)) return;
      event.preventDefault();
      setSent(false);
      setOpen(true);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

  // the form the focus was in is gone: the focus goes to the confirmation that replaced it
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const image = productImage ? safeUrl(productImage) : null;
  const hasPrice = typeof price === 'number' && Number.isFinite(price) && price > 0;
  return (
    <>
      <slot />
      <Dialog
        open={open}
        title={t(forPrice ? 'request_price_title' : 'notify_available')}
        onClose={close}
        className="notify"
      >
        {opened ? (
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
              <p className="notify__sent" part="sent" role="status" tabIndex={-1} ref={confirmation}>
                {t('request_sent')}
              </p>
            ) : open ? (
              <Suspense fallback={<Spinner />}>
                <NotifyForm
                  host={host}
                  productId={productId}
                  forPrice={forPrice}
                  sending={sending}
                  onSending={setSending}
                  onSent={() => {
                    setSent(true);
                    reachGoal(host, goal ?? (forPrice ? 'request-price' : 'available'));
                  }}
                />
              </Suspense>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
