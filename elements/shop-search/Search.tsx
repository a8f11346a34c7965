import { useCallback, useLayoutEffect, useMemo } from 'react';
import type { SearchResult } from '../../shared/api/catalog.ts';
import { getConfig } from '../../shared/config.ts';
import { shopUrl } from '../../shared/domain/safe-url.ts';
import { t } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { useCombobox } from '../../shared/ui/combobox.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { navigate } from '../../shared/ui/navigate.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { SearchResultLink } from './SearchResultLink.tsx';
import { useSearch } from './use-search.ts';

/** Where the full results are when the author's form names no page of this site. */
const RESULTS_PAGE = '/search';

/**
 * The full results page: the author's form action as the browser reads it, when it is a page of the shop's own
 * origin (SECURITY.md, "One URL rule"); another host is refused, said once, and the default page is used.
 */
function resultsPageOf(action: string | null | undefined): string {
  const checked = shopUrl(action || RESULTS_PAGE, getConfig());
  if (checked) return checked;
  console.error(
    `[shop-elements] <shop-search>: form action ${action} is off this site; searching ${RESULTS_PAGE}`,
  );
  return shopUrl(RESULTS_PAGE, getConfig())!;
}

/** The author's fallback form: its action is the full results page, its text box the query's name. */
function fallbackForm(host: HTMLElement) {
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>(
    'input[type=search], input[type=text], input:not([type])',
  );
  return {
    action: resultsPageOf(form?.getAttribute('action')),
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
  const { query, state, open, setOpen, type } = useSearch(host, fallback.value);
  useReflect(host, 'busy', state.status === 'loading');
  useReflect(host, 'open', open);

  const close = useCallback(() => setOpen(false), [setOpen]);
  const resultsPage = () => {
    const url = new URL(fallback.action, location.href);
    // the form's hidden fields (the page's lang=uz) go along, as the form's own GET would send them
    for (const [name, value] of fallback.hidden) url.searchParams.set(name, value);
    url.searchParams.set(fallback.name, query.trim());
    return url.href;
  };
  /**
   * A result opens as a page of the shop; a product page on another site (the store's own, through `sitePages`)
   * opens as the link it is, the result's own anchor followed, never by script (SECURITY.md).
   */
  const openResult = (result: SearchResult | undefined, index: number) => {
    const url = shopUrl(result?.url, getConfig());
    if (url) navigate(host, url);
    else host.shadowRoot?.querySelectorAll<HTMLAnchorElement>('.result a')[index]?.click();
  };

  const shown = open && state.status === 'results' ? state.results : [];
  const box = useCombobox({
    count: shown.length,
    open: open && state.status !== 'idle',
    onPick: (index) => openResult(shown[index], index),
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
  }, [host, open, setOpen]);

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
        onChange={(event) => type(event.target.value)}
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
              <SearchResultLink result={result} onOpen={() => openResult(result, index)} />
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
