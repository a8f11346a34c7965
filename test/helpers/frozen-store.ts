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
 * answers late, as a store resumed does. `drop(n)` ends the n-th held request with a network error instead (a
 * proxy that gave up on it), before the store ever saw it; `lose(n)` lets the store do it and loses its answer on
 * the way back (the page gets a network error). The page's fetch is itself again after `restore()`.
 */
export function freezeStore(): {
  held: Held[];
  resume(): void;
  drop(index: number): void;
  lose(index: number): Promise<void>;
  restore(): void;
} {
  const realFetch = window.fetch.bind(window);
  let frozen = true;
  const held: Held[] = [];
  const outcomes: ((how: 'go' | 'drop' | 'lose') => void)[] = [];
  const lost: (() => void)[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!frozen || !url.pathname.startsWith('/api/')) return realFetch(input, init);
    const index = held.length;
    held.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    const how = await new Promise<'go' | 'drop' | 'lose'>((decide) => outcomes.push(decide));
    if (how === 'drop') throw new TypeError('Failed to fetch');
    const answer = await realFetch(input, init);
    if (how === 'go') return answer;
    await answer.arrayBuffer(); // the store has answered; the answer goes no further
    lost[index]?.();
    throw new TypeError('Failed to fetch');
  });
  return {
    held,
    resume() {
      frozen = false;
      outcomes.forEach((decide) => decide('go'));
    },
    drop(index) {
      outcomes[index]?.('drop');
    },
    lose(index) {
      const done = new Promise<void>((resolve) => (lost[index] = resolve));
      outcomes[index]?.('lose');
      return done; // once the store has done it and answered
    },
    restore: () => stub.restore(),
  };
}
