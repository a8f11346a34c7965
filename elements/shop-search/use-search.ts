import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { searchProducts, type SearchResult } from '../../shared/api/catalog.ts';
import { ApiError } from '../../shared/api/client.ts';
import { debounce } from '../../shared/domain/debounce.ts';
import { toastGenericError } from '../../shared/toast.ts';

/** Search timings (docs/behaviour/constants.md). */
export const SEARCH_DEBOUNCE = 600;
export const SEARCH_MAX_WAIT = 3000;

type Status = 'idle' | 'loading' | 'results' | 'empty';

export interface SearchState {
  status: Status;
  results: SearchResult[];
  /** the other-layout query whose results are shown, when the typed one found nothing */
  switched: string | null;
}

const IDLE: SearchState = { status: 'idle', results: [], switched: null };

/**
 * The query and its results (docs/behaviour/search.md): a search 600 ms after the last key, at least every
 * 3000 ms while typing; a newer query makes the older answer stale; nothing found tries the other keyboard
 * layout; an empty query clears the results; a failure is the generic error.
 */
export function useSearch(host: HTMLElement, initial: string) {
  const [query, setQuery] = useState(initial);
  const [state, setState] = useState<SearchState>(IDLE);
  const [open, setOpen] = useState(false);
  const running = useRef<AbortController | null>(null);

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
        // the layout table loads with the first query that finds nothing, not with every page's header
        const other = results.length
          ? null
          : (await import('../../shared/domain/keyboard-layout.ts')).switchLayout(text);
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

  const type = (text: string) => {
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

  return { query, state, open, setOpen, type };
}
