import { useEffect, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-view-toggle.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { byId } from '../../shared/ui/author-markup.ts';

type View = 'grid' | 'list';
const STORAGE_KEY = 'shop-elements:view';

type ViewToggleProps = ElementProps<Attributes> & HostProps;

const buttonsOf = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-view]')];

function initialView(host: HTMLElement): View {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'grid' || saved === 'list') return saved;
  } catch {
    // storage may be blocked; the server's pressed button decides
  }
  const pressed = buttonsOf(host).find((button) => button.getAttribute('aria-pressed') === 'true');
  return pressed?.dataset.view === 'list' ? 'list' : 'grid';
}

/** Switches the target's cards between the default grid and the 'list' view, and marks the pressed button. */
export function ViewToggle({ host, for: target }: ViewToggleProps) {
  const [view, setView] = useState<View>(() => initialView(host));
  useReflect(host, 'view', view);

  useLayoutEffect(() => {
    const onClick = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-view]');
      if (!button || !host.contains(button)) return;
      const next: View = button.dataset.view === 'list' ? 'list' : 'grid';
      setView(next);
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // the choice then lasts for this page only
      }
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

  useEffect(() => {
    if (target) byId(host, target)?.classList.toggle('list', view === 'list');
    for (const button of buttonsOf(host))
      button.setAttribute('aria-pressed', String(button.dataset.view === view));
  }, [host, target, view]);

  return <slot />;
}
