import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order, through slots and shadow roots (the flat tree). */
export function tabbables(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Element) => {
    if (node instanceof HTMLSlotElement) {
      node.assignedElements({ flatten: true }).forEach(visit);
      return;
    }
    if (
      node instanceof HTMLElement &&
      node.matches(TABBABLE) &&
      !node.closest('[inert]') &&
      node.getClientRects().length > 0
    ) {
      found.push(node);
    }
    const children = node.shadowRoot ? node.shadowRoot.children : node.children;
    Array.from(children).forEach(visit);
  };
  Array.from(root.children).forEach(visit);
  return found;
}

/** Keeps Tab and Shift+Tab cycling inside `container` (the WAI-ARIA dialog pattern). */
export function trapTab(event: KeyboardEvent, container: Element, active: Element | null): void {
  if (event.key !== 'Tab') return;
  const list = tabbables(container);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || !list.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !list.includes(active as HTMLElement))) {
    event.preventDefault();
    first.focus();
  }
}

/** The focused element, looking into open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * A button disabled while its request runs drops the keyboard focus to <body> (docs/behaviour/states.md wants it disabled):
 * when the request is over, the focus goes back to the button if it was lost meanwhile.
 */
export function useFocusBack(button: RefObject<HTMLButtonElement | null>, busy: boolean): void {
  const lost = useRef(false);
  useEffect(() => {
    const active = deepActiveElement();
    const nowhere = active === null || active === document.body;
    if (busy) {
      // the browser may already have moved the focus off the disabled button
      lost.current = nowhere || active === button.current;
      return;
    }
    if (lost.current && nowhere) button.current?.focus();
    lost.current = false;
  }, [button, busy]);
}
