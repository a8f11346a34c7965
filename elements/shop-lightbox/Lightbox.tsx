import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { t } from '../../shared/i18n/index.ts';
import { Lightbox as ZoomableLightbox, LightboxDialog } from '../../shared/ui/lightbox/LightboxDialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { pictureOf } from '../../shared/ui/pictures.ts';

/** The author's links to full images: every link with an image inside. */
const imageLinks = (host: HTMLElement) =>
  Array.from(host.querySelectorAll<HTMLAnchorElement>('a[href]')).filter((link) => link.querySelector('img'));

/**
 * An image lightbox over the author's `<a href="big.jpg"><img …></a>` links (docs/behaviour/content.md): a click opens the
 * shared lightbox at that image; the links keep working as plain links before the script and with a modifier.
 */
export function Lightbox({ host }: HostProps) {
  const [links] = useState(() => imageLinks(host));
  const [pictures] = useState(() => links.map(pictureOf));
  const [open, setOpen] = useState<number | null>(null);
  useReflect(host, 'open', open !== null);

  // a native listener: the links are slotted light-DOM content
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const at = links.indexOf(link as HTMLAnchorElement);
      if (at < 0) return;
      event.preventDefault();
      setOpen(at);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, links]);

  return (
    <>
      <slot />
      <LightboxDialog open={open !== null} title={t('lightbox')} onClose={() => setOpen(null)}>
        <ZoomableLightbox
          count={pictures.length}
          start={open ?? 0}
          slide={(i) => (
            <img src={pictures[i]!.full} alt={pictures[i]!.alt} loading={i === open ? 'eager' : 'lazy'} />
          )}
          onIndex={setOpen}
          label={t('lightbox')}
        />
      </LightboxDialog>
    </>
  );
}
