import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ListName } from '../../shared/api/lists.ts';
import type { HostProps } from '../../shared/define.tsx';
import { t } from '../../shared/i18n/index.ts';
import { toggleList } from '../../shared/list-actions.ts';
import { useReflect, useShopEvent } from '../../shared/ui/hooks.ts';
import { hasContent } from '../../shared/ui/author-markup.ts';

export interface ListToggleProps extends HostProps {
  productId?: number;
  active?: boolean;
  /** a selector of the enclosing list item that leaves the page once the product is removed */
  item?: string;
}

const LABELS = { compare: 'add_to_compare', favorites: 'add_to_favorites' } as const;

/** Whether the author put something in the element: an element or some text, not a CMS's <br> or empty <p>. */
const hasMarkup = hasContent;

/** The compare or favourites toggle: active → a click removes the product, otherwise it adds it (spec §4). */
export function ListToggle({ host, productId, active, item, list }: ListToggleProps & { list: ListName }) {
  const [on, setOn] = useState(Boolean(active));
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const slot = useRef<HTMLSlotElement>(null);
  // the default button only for an empty element: a listing's 96 toggles all hold the author's button
  const [empty, setEmpty] = useState(() => !hasMarkup(host.childNodes));
  const state = useRef(on);
  state.current = on;

  useEffect(() => setOn(Boolean(active)), [active]);
  useReflect(host, 'active', on);
  useReflect(host, 'busy', busy);
  // every toggle of the same product on the page shows the same state
  useShopEvent(list === 'compare' ? 'shop-compare-update' : 'shop-favorites-update', (update) => {
    if (String(update.productId) === String(productId)) setOn(update.action === 'add');
  });
  useLayoutEffect(() => {
    // the author's toggle buttons (those with aria-pressed) stay in step; a plain 'remove' button is left alone
    host
      .querySelectorAll('[aria-pressed]')
      .forEach((button) => button.setAttribute('aria-pressed', String(on)));
  }, [host, on]);

  useEffect(() => {
    const element = slot.current!;
    const onChange = () => setEmpty(!hasMarkup(element.assignedNodes()));
    element.addEventListener('slotchange', onChange);
    return () => element.removeEventListener('slotchange', onChange);
  }, []);

  // a native listener: React does not see clicks on the author's slotted button
  useEffect(() => {
    const onClick = async (event: Event) => {
      const onButton = event
        .composedPath()
        .some((node) => node instanceof HTMLElement && node.matches('button, [role=button]'));
      if (!onButton) return;
      event.preventDefault();
      if (running.current || !productId) return;
      running.current = true;
      setBusy(true);
      try {
        const wasActive = state.current;
        const now = await toggleList(list, productId, wasActive);
        setOn(now);
        if (wasActive && !now && item) host.closest(item)?.remove();
      } finally {
        running.current = false;
        setBusy(false);
      }
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, productId, list, item]);

  // the default button: a toggle button keeps its name, aria-pressed tells the state
  return (
    <slot ref={slot}>
      {empty ? (
        <button
          type="button"
          className="toggle"
          part="button"
          aria-pressed={on}
          aria-busy={busy || undefined}
        >
          {t(LABELS[list])}
        </button>
      ) : null}
    </slot>
  );
}

export const CompareToggle = (props: ListToggleProps) => <ListToggle {...props} list="compare" />;
export const FavoriteToggle = (props: ListToggleProps) => <ListToggle {...props} list="favorites" />;
