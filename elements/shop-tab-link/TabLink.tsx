import { useLayoutEffect } from 'react';
import { emit } from '../../shared/events.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-tab-link.ts';

type TabLinkProps = ElementProps<Attributes> & HostProps;

/**
 * A link to a tab (docs/behaviour/product.md): asks for the tab with `shop-tab-open`, which the `<shop-tabs>` that
 * has it answers by opening it and scrolling to it; when none does, the author's link goes to the panel.
 */
export function TabLink({ host, tab }: TabLinkProps) {
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (tab && !emit('shop-tab-open', { tab }, host, { cancelable: true })) event.preventDefault();
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, tab]);
  return <slot />;
}
