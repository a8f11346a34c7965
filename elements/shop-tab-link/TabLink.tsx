import { useLayoutEffect } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { selectTab } from '../../shared/tabs/tab-state.ts';
import { byId } from '../../shared/ui/author-markup.ts';

interface TabLinkProps extends HostProps {
  tab?: string;
}

/** A link to a tab (docs/behaviour/product.md): selects the tab, shows its panel, hides the others, scrolls smoothly to it. */
export function TabLink({ host, tab }: TabLinkProps) {
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = tab ? byId(host, tab) : null;
      if (!target) return;
      event.preventDefault();
      selectTab(target);
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, tab]);
  return <slot />;
}
