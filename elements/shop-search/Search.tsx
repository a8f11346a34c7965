import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { searchProducts, type SearchResult } from '../../shared/api/catalog.ts';
import { ApiError } from '../../shared/api/client.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { debounce } from '../../shared/domain/debounce.ts';
import { switchLayout } from '../../shared/domain/keyboard-layout.ts';
import { getConfig } from '../../shared/config.ts';
import { safeUrl, shopUrl, siteUrl } from '../../shared/domain/safe-url.ts';
import { formatMoney, t } from '../../shared/i18n/index.ts';
import { useCombobox } from '../../shared/ui/combobox.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { navigate } from '../../shared/ui/navigate.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { toastGenericError } from '../../shared/toast.ts';

/** Search timings (docs/behaviour/constants.md). */
export const SEARCH_DEBOUNCE = 600;
export const SEARCH_MAX_WAIT = 3000;

type Status = 'idle' | 'loading' | 'results' | 'empty';

interface SearchState {
  status: Status;
  results: SearchResult[];
  /** the other-layout query whose results are shown, when the typed one found nothing */
  switched: string | null;
}

const IDLE: SearchState = { status: 'idle', results: [], switched: null };

/** The author's fallback form: its action is the full results page, its text box the query's name. */
function fallbackForm(host: HTMLElement) {
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>(
    'input[type=search], input[type=text], input:not([type])',
  );
  return {
    action: form?.getAttribute('action') || '/search',
    name: input?.name || 'q',
    value: input?.value ?? '',
    hidden: [...(form?.querySelectorAll<HTMLInputElement>('input[type=hidden]') ?? [])].map(
      (field) => [field.name, field.value] as const,
    ),
  };
}

/** The header search of docs/behaviour/search.md with a dropdown of results, as a WAI-ARIA combobox. */
export function Search({ host }: HostProps) {
  const fallback = useMemo(() => fallbackForm(host), [host]);
  const [query, setQuery] = useState(fallback.value);
  const [state, setState] = useState<SearchState>(IDLE);
  const [open, setOpen] = useState(false);
  const running = useRef<AbortController | null>(null);
  useReflect(host, 'busy', state.status === 'loading');
  useReflect(host, 'open', open);

  const run = useCallback(
    async (text: string) => {
      running.current?.abort(); // a newer query makes the older answer stale
      const controller = new AbortController();
      running.current = controller;
      setState((previous) => ({ ...previous, status: 'loading' }));
      setOpen(true);
      try {
        let results = await searchProducts(text, { signal: controller.signal });
        let switched: string | null = null;
        const other = results.length ? null : switchLayout(text);
        if (other) {
          results = await searchProducts(other, { signal: controller.signal });
          if (results.length) switched = other;
        }
        if (controller.signal.aborted) return;
        setState({ status: results.length ? 'results' : 'empty', results, switched });
      } catch (error) {
        if (controller.signal.aborted || (error instanceof ApiError && error.aborted)) return;
        setState(IDLE);
        setOpen(false);
        toastGenericError(host);
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [host],
  );

  const debounced = useMemo(
    () => debounce((text: string) => void run(text), SEARCH_DEBOUNCE, { maxWait: SEARCH_MAX_WAIT }),
    [run],
  );
  useEffect(
    () => () => {
      debounced.cancel();
      running.current?.abort();
    },
    [debounced],
  );

  const onInput = (text: string) => {
    setQuery(text);
    if (!text.trim()) {
      // an empty query clears the results (docs/behaviour/states.md)
      debounced.cancel();
      running.current?.abort();
      setState(IDLE);
      setOpen(false);
      return;
    }
    debounced(text.trim());
  };

  const close = useCallback(() => setOpen(false), []);
  const resultsPage = () => {
    const url = new URL(fallback.action, location.href);
    // the form's hidden fields (the page's lang=uz) go along, as the form's own GET would send them
    for (const [name, value] of fallback.hidden) url.searchParams.set(name, value);
    url.searchParams.set(fallback.name, query.trim());
    return url.href;
  };
  const openResult = (result: SearchResult | undefined) => {
    const url = shopUrl(result?.url, getConfig());
    if (url) navigate(host, url);
  };

  const shown = open && state.status === 'results' ? state.results : [];
  const box = useCombobox({
    count: shown.length,
    open: open && state.status !== 'idle',
    onPick: (index) => openResult(shown[index]),
    onClose: close,
    onEnter: () => {
      if (query.trim()) navigate(host, resultsPage());
    },
    onOpen: () => {
      if (state.status !== 'idle') setOpen(true);
    },
  });

  // a click outside closes the dropdown
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!event.composedPath().includes(host)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [host, open]);

  return (
    <form
      className="search"
      part="form"
      role="search"
      action={fallback.action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim()) navigate(host, resultsPage());
      }}
    >
      <input
        {...box.inputProps}
        className="input"
        part="input"
        type="search"
        name={fallback.name}
        value={query}
        placeholder={t('stores_modal_search_placeholder')}
        aria-label={t('search')}
        autoComplete="off"
        onChange={(event) => onInput(event.target.value)}
        onFocus={() => {
          if (state.status !== 'idle') setOpen(true);
        }}
      />
      <button type="submit" className="submit" part="submit" aria-label={t('search')}>
        {state.status === 'loading' ? (
          <Spinner />
        ) : (
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )}
      </button>
      <div className="dropdown" part="dropdown" hidden={!open || state.status === 'idle'}>
        {state.switched ? (
          <p className="note" part="note">
            {t('layout_switched', { query: state.switched })}
          </p>
        ) : null}
        {state.status === 'empty' ? (
          <p className="empty" part="empty" role="status">
            {t('nothing_found')}
          </p>
        ) : null}
        {state.status === 'loading' && !state.results.length ? (
          <p className="loading">
            <Spinner />
          </p>
        ) : null}
        <ul {...box.listboxProps} className="results" aria-label={t('search_results')} part="results">
          {shown.map((result, index) => (
            <li key={result.id} {...box.optionProps(index)} className="result" part="result">
              <a
                href={siteUrl(result.url, getConfig()) ?? undefined}
                tabIndex={-1}
                onClick={(event) => {
                  event.preventDefault();
                  openResult(result);
                }}
              >
                <img
                  src={safeUrl(result.image?.url) ?? undefined}
                  alt=""
                  width="100"
                  height="100"
                  loading="lazy"
                />
                <span className="result__text">
                  <span className="result__name">{result.title}</span>
                  <span className="result__sku">{t('sku', { sku: result.sku })}</span>
                  <span className="result__price">
                    {result.price === null || result.price === undefined ? (
                      <span className="price price--request">{t('request_price')}</span>
                    ) : (
                      <>
                        <span className="price">{formatMoney(result.price, 'catalog')}</span>
                        {result.oldPrice ? (
                          <s className="price price--old">{formatMoney(result.oldPrice, 'catalog')}</s>
                        ) : null}
                      </>
                    )}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        {state.status === 'results' ? (
          <a className="all" part="all" href={resultsPage()}>
            {t('all_results')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
