import sinon from 'sinon';

/** What a frozen store saw: each request held, with its method, path and Idempotency-Key. */
export interface Held {
  method: string;
  path: string;
  key: string | null;
}

/**
 * The test store frozen, as a stopped process is (docs/behaviour/errors.md "Not confirmed yet"): the page's calls
 * to /api/ are taken and held, not answered; `resume()` lets each go on to the store, which then does it and
 * answers late, as a store resumed does. `drop(n)` ends the n-th held request with a network error instead
 * (a proxy that gave up on it), before the store ever saw it. The page's fetch is itself again after `restore()`.
 */
export function freezeStore(): {
  held: Held[];
  resume(): void;
  drop(index: number): void;
  restore(): void;
} {
  const realFetch = window.fetch.bind(window);
  let frozen = true;
  const held: Held[] = [];
  const waiting: { go: () => void; fail: () => void }[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!frozen || !url.pathname.startsWith('/api/')) return realFetch(input, init);
    held.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    await new Promise<void>((go, fail) =>
      waiting.push({ go, fail: () => fail(new TypeError('Failed to fetch')) }),
    );
    return realFetch(input, init);
  });
  return {
    held,
    resume() {
      frozen = false;
      waiting.splice(0).forEach((request) => request.go());
    },
    drop(index) {
      waiting[index]?.fail();
    },
    restore: () => stub.restore(),
  };
}
