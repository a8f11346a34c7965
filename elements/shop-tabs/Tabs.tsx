import { useLayoutEffect } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { focusTab, selectTab, tabsOf } from './tab-state.ts';
import { requirePart } from '../../shared/ui/author-markup.ts';

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The WAI-ARIA tabs pattern over the author's [role=tab] and [role=tabpanel] (docs/behaviour/product.md): a click selects a tab
 * and shows its panel; ArrowLeft and ArrowRight move the focus with wrap-around, Home and End to the ends;
 * Enter and Space select the focused tab.
 */
export function Tabs({ host }: HostProps) {
  useLayoutEffect(() => {
    const tabs = () => Array.from(host.querySelectorAll<HTMLElement>('[role=tab]'));
    const first = requirePart(host, '[role=tab]', 'its tabs (elements with role="tab" and aria-controls)');
    if (first) {
      for (const list of new Set(tabs().map((tab) => tabsOf(tab)[0]!))) {
        const group = tabsOf(list);
        selectTab(group.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? group[0]!);
      }
    }
    const tabFrom = (event: Event) => {
      const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[role=tab]');
      return tab && host.contains(tab) ? tab : null;
    };
    const onClick = (event: MouseEvent) => {
      const tab = tabFrom(event);
      if (!tab) return;
      if (tab instanceof HTMLAnchorElement) event.preventDefault();
      selectTab(tab);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = tabFrom(event);
      if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
      const group = tabsOf(tab);
      const move = NEXT[event.key];
      if (move) {
        event.preventDefault();
        focusTab(group[move(group.indexOf(tab), group.length)]!);
      } else if ((event.key === 'Enter' || event.key === ' ') && !(tab instanceof HTMLButtonElement)) {
        event.preventDefault();
        selectTab(tab);
      }
    };
    // leaving the tab list gives the tab stop back to the selected tab
    const onFocusOut = (event: FocusEvent) => {
      const tab = tabFrom(event);
      const next = event.relatedTarget as Element | null;
      if (!tab || (next && tabsOf(tab).includes(next as HTMLElement))) return;
      for (const other of tabsOf(tab))
        other.tabIndex = other.getAttribute('aria-selected') === 'true' ? 0 : -1;
    };
    // a <shop-tab-link> elsewhere on the page asks for one of these tabs: selected, scrolled to, focused
    const onOpen = (event: CustomEvent<{ tab: string }>) => {
      const tab = tabs().find((candidate) => candidate.id === event.detail.tab);
      if (!tab || event.defaultPrevented) return;
      event.preventDefault();
      selectTab(tab);
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      tab.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
      tab.focus({ preventScroll: true });
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
    host.addEventListener('focusout', onFocusOut);
    document.addEventListener('shop-tab-open', onOpen, { capture: true });
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
      host.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('shop-tab-open', onOpen, { capture: true });
    };
  }, [host]);

  return <slot />;
}
