import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { debounce } from '../../shared/domain/debounce.ts';
import type { AddressSuggestion } from '../../shared/services/suggest.ts';
import type { SharedCancel } from './shared-cancel.ts';

/** Address suggestion debounce (docs/behaviour/constants.md "Timings"). */
export const SUGGEST_DEBOUNCE_MS = 300;

export type Suggest = (query: string, signal: AbortSignal) => Promise<AddressSuggestion[]>;

/**
 * The suggestion list of an address combobox: a query 300 ms after the last key, under the shared cancel; the
 * options, whether the list is open, the active option, and whether the last query found nothing. Without
 * `suggest` nothing is asked; a query that fails calls `onUnavailable`.
 */
export function useSuggestions(
  suggest: Suggest | null,
  cancel: SharedCancel,
  onUnavailable: (() => void) | undefined,
) {
  const [options, setOptions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** the last query found nothing: 'nothing found' shows until the shopper types or leaves */
  const [nothing, setNothing] = useState(false);
  const latest = useRef({ suggest, onUnavailable });
  latest.current = { suggest, onUnavailable };

  const ask = useMemo(
    () =>
      debounce((text: string) => {
        const signal = cancel.next();
        latest.current.suggest?.(text, signal).then(
          (found) => {
            if (signal.aborted) return;
            setOptions(found);
            setActive(-1);
            setOpen(found.length > 0);
            setNothing(found.length === 0);
          },
          (error: unknown) => {
            if (error instanceof ApiError && error.aborted) return;
            console.error('[shop-elements] address suggestions failed:', error);
            setOptions([]);
            setOpen(false);
            latest.current.onUnavailable?.();
          },
        );
      }, SUGGEST_DEBOUNCE_MS),
    [cancel],
  );
  useEffect(() => () => ask.cancel(), [ask]);

  /** Closes the list; `clear` also drops its options and a query still waiting. */
  const close = (clear: boolean) => {
    setOpen(false);
    setActive(-1);
    if (!clear) return;
    ask.cancel();
    setOptions([]);
  };

  return {
    options,
    open,
    active,
    nothing,
    close,
    /** the shopper typed `text`: ask for it, or close the list when it is empty */
    query(text: string) {
      setNothing(false);
      if (!suggest) return;
      if (text.trim()) ask(text);
      else close(true);
    },
    /** an arrow key: opens the list at its first (or last) option, or moves through it, wrapping */
    move(step: 1 | -1) {
      const count = options.length;
      if (!open) {
        setOpen(true);
        setActive(step === 1 ? 0 : count - 1);
      } else setActive((current) => (current + step + count) % count);
    },
    /** drops 'nothing found' */
    quiet: () => setNothing(false),
  };
}
