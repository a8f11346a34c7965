import { useLayoutEffect } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { sortUrl } from '../../shared/domain/sort-url.ts';
import { navigate } from '../../shared/ui/navigate.ts';

/** Wraps the author's <select>: a change reloads the listing by the sort rules of (docs/behaviour/listing.md, docs/behaviour/constants.md). */
export function Sort({ host }: HostProps) {
  useLayoutEffect(() => {
    // a native listener: React does not see events on slotted light-DOM content
    const onChange = (event: Event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement)) return;
      navigate(host, sortUrl(location.href, select.value));
    };
    host.addEventListener('change', onChange);
    return () => host.removeEventListener('change', onChange);
  }, [host]);
  return <slot />;
}
