import { Component, lazy, Suspense, type ReactNode } from 'react';
import { t } from '../../i18n/index.ts';
import { Dialog } from '../Dialog.tsx';
import { Spinner } from '../Spinner.tsx';

/** The lightbox body with Swiper's zoom: loaded the first time a lightbox opens. */
export const Lightbox = lazy(() => import('./Lightbox.tsx').then((module) => ({ default: module.Lightbox })));

/** A lightbox that could not load (offline) says so inside the dialog instead of blanking its element. */
class LoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('[shop-elements] the lightbox could not be loaded:', error);
  }
  override render() {
    return this.state.failed ? (
      <p className="lightbox__failed" role="alert">
        {t('lightbox_failed')}
      </p>
    ) : (
      this.props.children
    );
  }
}

interface LightboxDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  returnFocus?: (opener: Element | null) => Element | null;
  /** the lightbox body, rendered only while open */
  children: ReactNode;
}

/**
 * The full-screen dialog every lightbox opens in (gallery, article images, shorts): its own close button
 * ('Закрыть'), Esc, focus kept inside and returned to the opener on close (shared/ui/Dialog.tsx).
 */
export function LightboxDialog({ open, title, onClose, returnFocus, children }: LightboxDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose} returnFocus={returnFocus} className="lightbox">
      {open ? (
        <LoadFailed>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </LoadFailed>
      ) : null}
    </Dialog>
  );
}
