export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** drops a pending call */
  cancel(): void;
  /** runs a pending call now */
  flush(): void;
  pending(): boolean;
}

/**
 * Calls `run` once the calls stop for `wait` ms, and at least every `maxWait` ms while they keep coming
 * (the header search: 600 ms, at most 3000 ms between queries while typing, docs/behaviour/constants.md). The latest arguments win.
 */
export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  wait: number,
  { maxWait }: { maxWait?: number } = {},
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let latest: A | undefined;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (maxTimer !== undefined) clearTimeout(maxTimer);
    timer = maxTimer = undefined;
  };
  const invoke = () => {
    const args = latest;
    clear();
    latest = undefined;
    if (args) run(...args);
  };
  const debounced = (...args: A) => {
    latest = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(invoke, wait);
    if (maxWait !== undefined && maxTimer === undefined) maxTimer = setTimeout(invoke, maxWait);
  };
  debounced.cancel = () => {
    clear();
    latest = undefined;
  };
  debounced.flush = invoke;
  debounced.pending = () => latest !== undefined;
  return debounced;
}
