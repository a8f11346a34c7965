import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { getFilters } from '../../shared/api/catalog.ts';
import { ApiError } from '../../shared/api/client.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-filters.ts';
import {
  applyAnswer,
  chipsOf,
  hasValue,
  toApplied,
  withoutChip,
  type Chip,
  type Filter,
  type Selection,
} from '../../shared/domain/filters.ts';
import { getConfig } from '../../shared/config.ts';
import { shopUrl } from '../../shared/domain/safe-url.ts';
import { emit } from '../../shared/events.ts';
import { productsCount, t } from '../../shared/i18n/index.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { navigate } from '../../shared/ui/navigate.ts';
import { toastGenericError } from '../../shared/toast.ts';
import { FilterChips } from './FilterChips.tsx';
import { FilterSection, useSectionHandlers } from './FilterSection.tsx';
import { readPageData, type PageData } from './page-data.ts';

/** The floating 'show N products' button sits this far to the right of the control changed last (docs/behaviour/constants.md). */
export const FLOATING_OFFSET = 20;
/**
 * The modal panel is for a narrow window, not a narrow element: it covers the screen, and a theme's sidebar of a wide
 * page (260px, say) keeps the panel in place. The panel's own layout fits any width (shop-filters.css).
 */
const NARROW = '(max-width: 767px)';

type FiltersProps = ElementProps<Attributes> & HostProps;

/** Where the floating button would go (its left edge and its middle), in panel coordinates. */
interface Floating {
  left: number;
  top: number;
}

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => matchMedia(NARROW).matches);
  useEffect(() => {
    const media = matchMedia(NARROW);
    const onChange = () => setNarrow(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

/**
 * The category filters of docs/behaviour/listing.md and docs/behaviour/states.md; with no filter to draw (data
 * missing, unreadable or without `filters`), the server's own fallback form stays on screen, not an empty panel.
 */
export function Filters(props: FiltersProps) {
  const page = useMemo(() => readPageData(props.host), [props.host]);
  return page.filters.length ? <FilterPanel {...props} page={page} /> : <slot />;
}

/** Chips, sections with live counts, the floating button, the footer. */
function FilterPanel({ host, categoryId, page }: FiltersProps & { page: PageData }) {
  const [filters, setFilters] = useState<Filter[]>(page.filters);
  const [selection, setSelection] = useState<Selection>(page.applied);
  const [total, setTotal] = useState<number | null>(page.total);
  const [url, setUrl] = useState<string | null>(page.url);
  const [floating, setFloating] = useState<Floating | null>(null);
  const [applying, setApplying] = useState(false);
  const [querying, setQuerying] = useState(false);
  /** whether `url` and `total` answer what is ticked now: a query for it may still run, or have failed */
  const [known, setKnown] = useState(true);
  /** the shopper asked for the products before the store said which they are: shown once it does */
  const showOnAnswer = useRef(false);
  const [modal, setModal] = useState(false);
  const [sections, setSections] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(page.filters.map((f) => [f.key, f.open || hasValue(f, page.applied)])),
  );
  const narrow = useNarrow();
  const panel = useRef<HTMLDivElement>(null);
  const running = useRef<AbortController | null>(null);
  const anchor = useRef<Element | null>(null);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  useReflect(host, 'busy', applying);
  useReflect(host, 'querying', querying);
  useReflect(host, 'open', narrow && modal);

  useEffect(() => () => running.current?.abort(), []);

  /** Re-queries the counts for a selection; a query still running is cancelled. */
  const query = useCallback(
    async (next: Selection, showFloating: boolean) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setQuerying(true);
      setKnown(false);
      try {
        const answer = await getFilters(categoryId ?? 0, toApplied(next, filtersRef.current), {
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        // one state update for the whole panel: counts, bounds, total, url and the floating button
        setFilters((current) => applyAnswer(current, answer.filters));
        setTotal(typeof answer.total === 'number' ? answer.total : null);
        setUrl(typeof answer.url === 'string' ? answer.url : null);
        setFloating(showFloating ? floatingAt(panel.current, anchor.current) : null);
        setQuerying(false);
        setKnown(true);
        emit('shop-filters-counts', answer, host);
        const target = showOnAnswer.current && shopUrl(answer.url, getConfig());
        showOnAnswer.current = false;
        if (target) navigate(host, target);
      } catch (error) {
        if (controller.signal.aborted || (error instanceof ApiError && error.aborted)) return;
        setQuerying(false);
        showOnAnswer.current = false; // what is ticked stays, with the generic error
        console.error('[shop-elements] filter counts failed:', error);
        toastGenericError(host);
      }
    },
    [categoryId, host],
  );

  const change = (next: Selection, control: Element | null) => {
    anchor.current = control;
    setSelection(next);
    void query(next, true);
  };

  const reset = () => {
    anchor.current = null;
    setSelection({});
    setFloating(null);
    void query({}, false);
  };

  /** Removing a chip applies the page's filters without it at once and goes to the returned url. */
  const removeChip = async (chip: Chip) => {
    if (applying) return;
    setApplying(true);
    try {
      const answer = await getFilters(categoryId ?? 0, toApplied(withoutChip(page.applied, chip), filters));
      const target = shopUrl(answer.url, getConfig());
      if (target) navigate(host, target);
      else setApplying(false);
    } catch (error) {
      console.error('Error applying filters:', error);
      setApplying(false);
    }
  };

  const on = useSectionHandlers(selection, change, setSections);

  // the floating button follows its control when the panel reflows (a section opened or closed)
  useLayoutEffect(() => {
    if (!floating) return;
    const moved = floatingAt(panel.current, anchor.current);
    if (moved && (moved.left !== floating.left || moved.top !== floating.top)) setFloating(moved);
  }, [floating, sections]);

  const chips = chipsOf(page.applied, filters);
  const listingUrl = shopUrl(url ?? location.pathname + location.search, getConfig()) ?? location.href;
  const showText = total === null ? null : t('show_products', { products: productsCount(total) });

  /**
   * 'Show N products': the listing of what is ticked now. Before the store has said which listing that is (its
   * answer late, or failed), never the last one's: it goes once the answer comes, asked again after a failure.
   */
  const show = (event?: { preventDefault(): void }) => {
    if (known) return event ? undefined : navigate(host, listingUrl);
    event?.preventDefault();
    showOnAnswer.current = true;
    if (!querying) void query(selection, false);
  };

  const body = (
    <div className="panel" part="panel" ref={panel}>
      {filters.map((filter) => (
        <FilterSection
          key={filter.key}
          filter={filter}
          expanded={sections[filter.key] ?? false}
          chosen={selection[filter.key]}
          on={on}
        />
      ))}
      {floating && showText ? (
        <FloatingButton panel={panel} at={floating} text={showText} onClick={() => show()} />
      ) : null}
      <div className="footer" part="footer">
        <a className="button footer__show" part="show" href={listingUrl} onClick={show}>
          {showText ?? t('show_products', { products: '' }).trim()}
        </a>
        <button type="button" className="button button--secondary" part="reset" onClick={reset}>
          {t('reset_filters')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {querying ? '' : (showText ?? '')}
      </p>
    </div>
  );

  return (
    <>
      <FilterChips chips={chips} applying={applying} remove={(chip) => void removeChip(chip)} />
      {narrow ? (
        <>
          <button
            type="button"
            className="button button--secondary opener"
            part="opener"
            aria-haspopup="dialog"
            aria-expanded={modal}
            onClick={() => setModal(true)}
          >
            {t('filters')}
            {chips.length ? <span className="opener__count">{chips.length}</span> : null}
          </button>
          <Dialog open={modal} title={t('filters')} onClose={() => setModal(false)} placement="side">
            {body}
          </Dialog>
        </>
      ) : (
        body
      )}
    </>
  );
}

/**
 * The floating 'show N products' button, measured where it is: moved left when what holds the panel has no room
 * for it beside the control.
 */
function FloatingButton(props: {
  panel: RefObject<HTMLDivElement>;
  at: Floating;
  text: string;
  onClick: () => void;
}) {
  const { panel, at, text, onClick } = props;
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!button.current || !panel.current) return;
    const room = roomRightOf(panel.current) - panel.current.getBoundingClientRect().left;
    const left = Math.max(0, Math.min(at.left, room - button.current.offsetWidth));
    Object.assign(button.current.style, { left: `${left}px`, top: `${at.top}px` });
  }, [panel, at, text]);
  return (
    <button ref={button} type="button" className="floating button" part="floating" onClick={onClick}>
      {text}
    </button>
  );
}

/** Where the floating button goes: 20px to the right of the control, level with it, in panel coordinates. */
function floatingAt(panel: HTMLElement | null, control: Element | null): Floating | null {
  if (!panel || !control?.isConnected) return null;
  const box = panel.getBoundingClientRect();
  const rect = control.getBoundingClientRect();
  return {
    left: Math.round(rect.right - box.left + FLOATING_OFFSET),
    top: Math.round(rect.top - box.top + rect.height / 2),
  };
}

/** The floating button keeps this far from the window's edge. */
const FLOATING_EDGE = 8;

/**
 * The right edge, in the viewport, the floating button must stay left of: the panel's own when the panel lies in
 * a box that clips it (the phone's drawer), else the window's, so beside a sidebar it floats over the listing as
 * it should. It moves left only where it would be cut off, and stays level with its control, never over the rows
 * the shopper reaches for next.
 */
function roomRightOf(panel: HTMLElement): number {
  // up the flat tree: through the shadow root to the host and the page around it
  const parentOf = (node: Element) =>
    node.assignedSlot ?? node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host || null);
  for (let at = parentOf(panel); at; at = parentOf(at))
    if (getComputedStyle(at).overflowX !== 'visible') return panel.getBoundingClientRect().right;
  return document.documentElement.clientWidth - FLOATING_EDGE;
}
