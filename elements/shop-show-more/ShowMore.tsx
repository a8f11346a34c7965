import { useEffect, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-show-more.ts';
import { t } from '../../shared/i18n/index.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { byId } from '../../shared/ui/author-markup.ts';

type ShowMoreProps = ElementProps<Attributes> & HostProps;

/** A 'show more' button: expands or collapses the block it controls (the `expanded` class, aria-expanded). */
export function ShowMore({ host, for: target }: ShowMoreProps) {
  const [expanded, setExpanded] = useState(
    () => host.querySelector('button, [role=button]')?.getAttribute('aria-expanded') === 'true',
  );
  useReflect(host, 'expanded', expanded);

  useLayoutEffect(() => {
    const onClick = (event: Event) => {
      if (!(event.target as Element | null)?.closest?.('button, [role=button]')) return;
      setExpanded((open) => !open);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

  useEffect(() => {
    const block = target ? byId(host, target) : null;
    block?.classList.toggle('expanded', expanded);
    const button = host.querySelector<HTMLElement>('button, [role=button]');
    if (!button) return;
    button.setAttribute('aria-expanded', String(expanded));
    if (target) button.setAttribute('aria-controls', target);
    // the label follows the state unless the author put markup (an icon) in the button
    if (!button.children.length) button.textContent = expanded ? t('show_less') : t('show_more');
  }, [host, target, expanded]);

  return <slot />;
}
