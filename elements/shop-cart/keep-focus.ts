import { useEffect, useLayoutEffect, useRef } from 'react';

/** Where the keyboard last was in the cart: the control, its line and the line's place. */
interface Kept {
  control: HTMLElement;
  part: string | null;
  line: string | null;
  index: number;
}

const LINES = 'li[data-line-id]';

/**
 * Keeps the keyboard in the cart when the control it is on goes (docs/accessibility.md): a deleted line's, or a
 * quantity's − disabled at 0. The focus moves to the same control of the line now in its place (the next, else the
 * last), to its line's delete button while the line stays, or to the empty cart's heading; never to the page's
 * body, where a keyboard or screen reader user would start over from the top.
 */
export function useKeptFocus(host: HTMLElement): void {
  const kept = useRef<Kept | null>(null);

  useEffect(() => {
    const root = host.shadowRoot;
    if (!root) return;
    const onFocusIn = (event: Event) => {
      const control = event.composedPath()[0];
      if (!(control instanceof HTMLElement)) return;
      const line = control.closest<HTMLElement>(LINES);
      kept.current = {
        control,
        part: control.getAttribute('part'),
        line: line?.dataset.lineId ?? null,
        index: line ? [...root.querySelectorAll(LINES)].indexOf(line) : -1,
      };
    };
    root.addEventListener('focusin', onFocusIn);
    return () => root.removeEventListener('focusin', onFocusIn);
  }, [host]);

  // after each render: what it removed or disabled may have held the focus
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    const was = kept.current;
    if (!root || !was) return;
    const active = document.activeElement;
    const gone = !was.control.isConnected && (active === null || active === document.body);
    const disabled =
      was.control.isConnected &&
      (was.control as HTMLButtonElement).disabled &&
      (root.activeElement === was.control || active === document.body);
    if (!gone && !disabled) return;
    const lines = [...root.querySelectorAll<HTMLElement>(LINES)];
    const same = lines.find((line) => line.dataset.lineId === was.line);
    const line = same ?? lines[Math.min(was.index, lines.length - 1)];
    const usable = (selector: string) => line?.querySelector<HTMLElement>(`${selector}:not(:disabled)`);
    const target =
      (!same && was.part ? usable(`[part="${was.part}"]`) : null) ??
      usable('[part="delete"]') ??
      root.querySelector<HTMLElement>('.empty__title');
    target?.focus();
  });
}
