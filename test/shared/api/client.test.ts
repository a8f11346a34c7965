import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import * as v from 'valibot';
import { ApiError, http, onStoreAnswer } from '../../../shared/api/client.ts';
import { addItem, fetchCart } from '../../../shared/api/cart.ts';
import { searchProducts } from '../../../shared/api/catalog.ts';
import { placeOrder } from '../../../shared/api/checkout.ts';
import { changeListItem } from '../../../shared/api/lists.ts';
import type { OrderPayload } from '../../../shared/contract/requests.ts';
import { Cart } from '../../../shared/contract/cart.ts';
import { captureConsole } from '../../helpers/console.ts';
import { newShopper, setPageConfig, until, xsrf } from '../../helpers/page.ts';

const anything = { name: 'a test call', answer: v.unknown() };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(pending: Promise<unknown>): Promise<ApiError> {
  try {
    await pending;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call should have failed');
}

describe('the API client (docs/behaviour/calls.md)', () => {
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
  });
  afterEach(() => sinon.restore());

  it('sends X-XSRF-TOKEN from the URL-decoded XSRF-TOKEN cookie, so the server accepts writes', async () => {
    const cart = await http.postJson(
      '/api/1/ru/cart/item',
      { productId: 5, quantity: 1 },
      {
        name: 'POST cart/item',
        answer: Cart,
      },
    );
    expect(cart.items).to.have.length(1);
  });

  it('a write without the header is refused by the server with 419', async () => {
    const response = await fetch('/api/1/ru/cart/item', {
      method: 'POST',
      body: '{"productId":5,"quantity":1}',
    });
    expect(response.status).to.equal(419);
  });

  it('never sends the XSRF token to another origin', async () => {
    const fetchSpy = sinon.stub(window, 'fetch').callsFake(async () => json({}));
    await http.postJson('https://suggestions.example.test/suggest', { query: 'Мос' }, anything);
    await http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 1 }, anything);
    const headersOf = (call: sinon.SinonSpyCall) => new Headers((call.args[1] as RequestInit).headers);
    expect(headersOf(fetchSpy.getCall(0)).has('X-XSRF-TOKEN')).to.equal(false);
    expect(headersOf(fetchSpy.getCall(1)).get('X-XSRF-TOKEN'))
      .to.be.a('string')
      .and.not.equal('');
  });

  it("a failure carries the server's error body", async () => {
    const failed = await failure(
      http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 0 }, anything),
    );
    expect(failed.status).to.equal(422);
    expect(failed.failure).to.equal('status');
    expect((failed.body as { errors: Record<string, string[]> }).errors).to.have.property('quantity');
  });

  it('a network failure is an ApiError with status 0; a read is tried once more, then fails', async () => {
    const fetchStub = sinon.stub(window, 'fetch').rejects(new TypeError('Failed to fetch'));
    const failed = await failure(fetchCart());
    expect(failed.status).to.equal(0);
    expect(failed.failure).to.equal('network');
    expect(fetchStub.callCount).to.equal(2);
  });

  it('a read that failed once and then answers succeeds', async () => {
    const fetchStub = sinon.stub(window, 'fetch');
    fetchStub.onFirstCall().rejects(new TypeError('Failed to fetch'));
    fetchStub.onSecondCall().resolves(json({ items: [], totals: [] }));
    expect(await fetchCart()).to.deep.equal({ items: [], totals: [] });
  });

  it('a call that never answers fails after the config timeout; a write is sent once', async () => {
    setPageConfig({ storeId: '1', timeout: 50 });
    const fetchStub = sinon
      .stub(window, 'fetch')
      .callsFake(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            (init as RequestInit).signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
    const read = await failure(fetchCart());
    expect(read.failure).to.equal('timeout');
    expect(fetchStub.callCount).to.equal(2); // a read is tried once more
    const write = await failure(
      http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 1 }, anything),
    );
    expect(write.failure).to.equal('timeout');
    expect(fetchStub.callCount).to.equal(3);
  });

  it('every write carries an Idempotency-Key, a Structured Fields string of its own; a key given is the one sent; no read carries one', async () => {
    const fetchStub = sinon.stub(window, 'fetch').callsFake(async () => json({ items: [], totals: [] }));
    await addItem(5, 1);
    await addItem(5, 1);
    await changeListItem('compare', 5, 'push');
    await http.postJson('/api/1/ru/orders', {}, anything, { key: 'the-same-action' });
    await fetchCart();
    const keys = fetchStub
      .getCalls()
      .map((call) => new Headers((call.args[1] as RequestInit).headers).get('Idempotency-Key'));
    expect(keys[0]).to.match(/^"[0-9a-f]{32}"$/);
    expect(keys[1])
      .to.match(/^"[0-9a-f]{32}"$/)
      .and.not.equal(keys[0]);
    expect(keys[2]).to.match(/^"[0-9a-f]{32}"$/);
    expect(keys[3]).to.equal('"the-same-action"');
    expect(keys[4]).to.equal(null);
  });

  it('never sends the Idempotency-Key to another origin', async () => {
    const fetchStub = sinon.stub(window, 'fetch').callsFake(async () => json({}));
    await http.postJson('https://suggestions.example.test/suggest', { query: 'Мос' }, anything);
    expect(new Headers((fetchStub.firstCall.args[1] as RequestInit).headers).has('Idempotency-Key')).to.equal(
      false,
    );
  });

  it('the store sent a write again with its key answers it once: one line, the first answer', async () => {
    const first = await http.postJson(
      '/api/1/ru/cart/item',
      { productId: 5, quantity: 1 },
      { name: 'POST cart/item', answer: Cart },
      { key: 'one-click' },
    );
    const again = await http.postJson(
      '/api/1/ru/cart/item',
      { productId: 5, quantity: 1 },
      { name: 'POST cart/item', answer: Cart },
      { key: 'one-click' },
    );
    expect(again).to.deep.equal(first);
    expect((await fetchCart()).items[0]!.quantity).to.equal(1);
  });

  it('a write whose answer is late is not cut off: it fails unconfirmed, and its late answer comes in `late`', async () => {
    setPageConfig({ storeId: '1', timeout: 50 });
    let answer: (response: Response) => void = () => {};
    sinon.stub(window, 'fetch').callsFake(() => new Promise<Response>((resolve) => (answer = resolve)));
    const failed = await failure(addItem(5, 1));
    expect(failed.failure).to.equal('timeout');
    expect(failed.unconfirmed).to.equal(true);
    answer(
      json({
        items: [{ id: 1, productId: 5, quantity: 1, price: 10, productName: 'Ламинат', productUrl: '/p/5' }],
        totals: [],
      }),
    );
    expect(((await failed.late) as Cart).items).to.have.length(1);
  });

  it('a write is unconfirmed when it may have happened: no network, a proxy’s 502–504, a 409, an answer that is not JSON', async () => {
    const fetchStub = sinon.stub(window, 'fetch');
    const outcome = async (answer: () => Promise<Response>) => {
      fetchStub.callsFake(answer);
      return (await failure(addItem(5, 1))).unconfirmed;
    };
    expect(await outcome(() => Promise.reject(new TypeError('Failed to fetch')))).to.equal(true);
    for (const status of [502, 503, 504, 409])
      expect(await outcome(async () => json({ message: 'x' }, status)), String(status)).to.equal(true);
    const logged = captureConsole(); // the wrong shape is told to the backend team (docs/architecture/contract.md)
    expect(await outcome(async () => new Response('{"items": [', { status: 200 }))).to.equal(true);
    expect(await outcome(async () => json({ items: 'two' })), 'JSON of the wrong shape').to.equal(false);
    expect(logged.errors.some((text) => text.includes('does not match the contract'))).to.equal(true);
    logged.restore();
    for (const status of [500, 422, 419, 404])
      expect(await outcome(async () => json({ message: 'x' }, status)), String(status)).to.equal(false);
    expect(await outcome(async () => json({ success: false }))).to.equal(false);
    fetchStub.rejects(new TypeError('Failed to fetch'));
    expect((await failure(fetchCart())).unconfirmed, 'a read is never unconfirmed').to.equal(false);
  });

  it('tells onStoreAnswer of every answer of the store, an error status too, and of nothing from elsewhere', async () => {
    let told = 0;
    const stop = onStoreAnswer(() => told++);
    try {
      await fetchCart();
      expect(told).to.equal(1);
      await failure(http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 0 }, anything));
      expect(told).to.equal(2);
      sinon.stub(window, 'fetch').callsFake(async () => json({}));
      await http.postJson('https://suggestions.example.test/suggest', { query: 'Мос' }, anything);
      expect(told).to.equal(2);
    } finally {
      stop();
    }
  });

  it('a call can be cancelled', async () => {
    const controller = new AbortController();
    const pending = fetchCart({ signal: controller.signal });
    controller.abort();
    const failed = await failure(pending);
    expect(failed.aborted).to.equal(true);
  });

  it('a failed write is not retried', async () => {
    const fetchSpy = sinon.stub(window, 'fetch').resolves(json({ message: 'down' }, 503));
    await failure(http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 1 }, anything));
    expect(fetchSpy.callCount).to.equal(1);
  });

  describe('a write refused for its CSRF token (419) is sent once more, with its key, when a new token came', () => {
    const headersOf = (call: sinon.SinonSpyCall) => new Headers((call.args[1] as RequestInit).headers);
    const requestsOf = (spy: sinon.SinonSpy) =>
      spy
        .getCalls()
        .map((call) => `${(call.args[1] as RequestInit).method ?? 'GET'} ${String(call.args[0])}`);

    it('a page whose token cookie has not come: its first write reads the cart first, which brings it', async () => {
      document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
      const fetchSpy = sinon.spy(window, 'fetch');
      const cart = await addItem(5, 1);
      expect(cart.items).to.have.length(1);
      expect(requestsOf(fetchSpy)).to.deep.equal(['GET /api/1/ru/cart', 'POST /api/1/ru/cart/item']);
      expect(headersOf(fetchSpy.getCall(1)).get('X-XSRF-TOKEN')).to.equal(xsrf());
      expect((await fetchCart()).items).to.have.length(1);
    });

    it('a refusal that brings a new token: the write goes once more with it and its key, and nothing else is asked', async () => {
      document.cookie = 'XSRF-TOKEN=old; Path=/';
      const fetchSpy = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
        if (new Headers(init?.headers).get('X-XSRF-TOKEN') === 'new') return json({ done: true });
        document.cookie = 'XSRF-TOKEN=new; Path=/';
        return json({ message: 'CSRF token mismatch.' }, 419);
      });
      const answer = await http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 1 }, anything);
      expect(answer).to.deep.equal({ done: true });
      expect(requestsOf(fetchSpy)).to.deep.equal(['POST /api/1/ru/cart/item', 'POST /api/1/ru/cart/item']);
      const keys = fetchSpy.getCalls().map((call) => headersOf(call).get('Idempotency-Key'));
      expect(keys[0]).to.be.a('string').and.equal(keys[1]);
    });

    it('a page with no session yet: its first write waits for the read on its way and goes with its session’s token', async () => {
      await fetch('/__test__/new-session');
      const fetchSpy = sinon.spy(window, 'fetch');
      const reading = fetchCart();
      const cart = await addItem(5, 1);
      expect(cart.items).to.have.length(1);
      await reading;
      expect(requestsOf(fetchSpy)).to.deep.equal(['GET /api/1/ru/cart', 'POST /api/1/ru/cart/item']);
      expect(headersOf(fetchSpy.getCall(1)).get('X-XSRF-TOKEN')).to.equal(xsrf());
      expect((await fetchCart()).items).to.have.length(1);
    });

    it('a page with no session yet: its first write does not wait for an outside service that has not answered', async () => {
      await fetch('/__test__/new-session');
      const storeFetch = window.fetch.bind(window);
      sinon
        .stub(window, 'fetch')
        .callsFake((input, init) =>
          String(input).startsWith('https://') ? new Promise<Response>(() => {}) : storeFetch(input, init),
        );
      let suggestionsEnded = false;
      const suggestions = http.postJson(
        'https://suggestions.example.test/suggest',
        { query: 'Мос' },
        {
          ...anything,
          budget: 'search',
        },
      );
      void suggestions.catch(() => {}).finally(() => (suggestionsEnded = true));
      const cart = await addItem(5, 1);
      expect(cart.items).to.have.length(1);
      expect(suggestionsEnded, 'the write went before the suggestions gave up').to.equal(false);
    });

    it('a session that expired: the refusal brings no token, one read of the cart does, and the write goes through', async () => {
      document.cookie = 'XSRF-TOKEN=expired; Path=/';
      const fetchSpy = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
        if (init?.method !== 'POST') {
          document.cookie = 'XSRF-TOKEN=renewed; Path=/';
          return json({ items: [] });
        }
        return new Headers(init.headers).get('X-XSRF-TOKEN') === 'renewed'
          ? json({ done: true })
          : json({ message: 'CSRF token mismatch.' }, 419);
      });
      const answer = await http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 1 }, anything);
      expect(answer).to.deep.equal({ done: true });
      expect(requestsOf(fetchSpy)).to.deep.equal([
        'POST /api/1/ru/cart/item',
        'GET /api/1/ru/cart',
        'POST /api/1/ru/cart/item',
      ]);
      expect(headersOf(fetchSpy.getCall(0)).get('Idempotency-Key')).to.equal(
        headersOf(fetchSpy.getCall(2)).get('Idempotency-Key'),
      );
    });

    it('a token the store keeps refusing fails as the store answered, sent twice at most', async () => {
      const fetchSpy = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
        if (init?.method !== 'POST') document.cookie = `XSRF-TOKEN=new-${Math.random()}; Path=/`;
        return init?.method === 'POST' ? json({ message: 'CSRF token mismatch.' }, 419) : json({ items: [] });
      });
      const failed = await failure(http.postJson('/api/1/ru/cart/item', { productId: 5 }, anything));
      expect(failed.status).to.equal(419);
      expect(failed.unconfirmed).to.equal(false);
      expect(requestsOf(fetchSpy).filter((request) => request.startsWith('POST'))).to.have.length(2);
    });

    it('a token the page gives (meta or literal) is not renewed by a read: the refusal stands', async () => {
      setPageConfig({ storeId: '1', csrf: { token: 'given', header: 'X-CSRF-Token' } });
      const fetchSpy = sinon.stub(window, 'fetch').resolves(json({ message: 'CSRF token mismatch.' }, 419));
      const failed = await failure(http.postJson('/api/1/ru/cart/item', { productId: 5 }, anything));
      expect(failed.status).to.equal(419);
      expect(fetchSpy.callCount).to.equal(1);
    });

    it('a read refused with 419 is not a write: it is not sent again', async () => {
      const fetchSpy = sinon.stub(window, 'fetch').resolves(json({ message: 'CSRF token mismatch.' }, 419));
      await failure(fetchCart());
      expect(fetchSpy.callCount).to.equal(1);
    });
  });

  it('an answer with success: false is a failure, whatever its status', async () => {
    sinon.stub(window, 'fetch').resolves(json({ success: false, items: [], totals: [] }));
    const failed = await failure(fetchCart());
    expect(failed.failure).to.equal('refused');
  });

  it('an answer of the wrong shape is a failure, with one console line naming the call and the field', async () => {
    const reported = captureConsole();
    sinon.stub(window, 'fetch').resolves(json({ items: [{ id: 1, quantity: 'two' }], totals: [] }));
    const failed = await failure(fetchCart());
    expect(failed.failure).to.equal('shape');
    expect(reported.errors).to.have.length(1);
    expect(reported.errors[0]).to.match(/^\[shop-elements\] GET cart: .* at items\.0\.quantity: /);
  });

  it('an answer that is not JSON is a failure of its shape; a page is named for the author (SHOP_API_NOT_FOUND)', async () => {
    const logged = captureConsole();
    sinon.stub(window, 'fetch').resolves(new Response('<html>Bad gateway</html>', { status: 200 }));
    expect((await failure(fetchCart())).failure).to.equal('shape');
    await until(() => logged.errors.length > 0, 'the named error');
    expect(logged.errors[0]).to.match(/^\[shop-elements\] SHOP_API_NOT_FOUND the page config: .*HTTP 200/);
  });

  it('refuses every call when the page config is missing, and the console says what to add', async () => {
    const logged = captureConsole();
    setPageConfig(null);
    const fetchSpy = sinon.spy(window, 'fetch');
    await failure(fetchCart());
    expect(fetchSpy.callCount).to.equal(0);
    await until(() => logged.errors.length > 0, 'the config report');
    expect(logged.errors).to.have.length(1);
    expect(logged.errors[0]).to.match(
      /^\[shop-elements\] SHOP_CONFIG_MISSING the page config: add <script type="application\/json" id="shop-config">/,
    );
  });

  describe('budgets: a whole call, retries included, ends within its budget', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });

    /** fetch as a request that never answers: it only ends when the client gives up on it. */
    const neverAnswers = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );

    /** The call's failure and the fake ms it took; it must still be pending one ms before `ms`. */
    async function failsAt(call: () => Promise<unknown>, ms: number): Promise<ApiError> {
      const start = Date.now();
      let took = -1;
      const pending = failure(call().finally(() => (took = Date.now() - start)));
      await clock.tickAsync(ms - 1);
      expect(took, 'still waiting a ms before the budget').to.equal(-1);
      await clock.tickAsync(1);
      const failed = await pending;
      expect(took).to.equal(ms);
      return failed;
    }

    const kinds: [string, () => Promise<unknown>, number][] = [
      ['a load (the cart)', () => fetchCart(), 10000],
      ['the header search', () => searchProducts('ламинат'), 5000],
      ['a compare toggle', () => changeListItem('compare', 5, 'push'), 8000],
      ['add to cart', () => addItem(5, 1), 8000],
      ['the order', () => placeOrder({} as OrderPayload), 20000],
    ];
    for (const [kind, call, budget] of kinds) {
      it(`${kind} that never answers fails with 'timeout' at ${budget / 1000} s, sent once`, async () => {
        const fetchStub = sinon.stub(window, 'fetch').callsFake(neverAnswers);
        expect((await failsAt(call, budget)).failure).to.equal('timeout');
        expect(fetchStub.callCount).to.equal(1); // the first attempt had the whole budget: no time for another
      });
    }

    it('the budgets come from the config', async () => {
      setPageConfig({ storeId: '1', budgets: { search: 2000, load: 3000 } });
      sinon.stub(window, 'fetch').callsFake(neverAnswers);
      expect((await failsAt(() => searchProducts('ламинат'), 2000)).failure).to.equal('timeout');
      expect((await failsAt(() => fetchCart(), 3000)).failure).to.equal('timeout');
    });

    it('a read is tried again with what is left of its budget', async () => {
      const fetchStub = sinon.stub(window, 'fetch');
      fetchStub
        .onFirstCall()
        .callsFake(
          () =>
            new Promise((_resolve, reject) =>
              setTimeout(() => reject(new TypeError('Failed to fetch')), 4000),
            ),
        );
      fetchStub.onSecondCall().callsFake(neverAnswers);
      expect((await failsAt(() => fetchCart(), 10000)).failure).to.equal('timeout');
      expect(fetchStub.callCount).to.equal(2);
    });

    it('`timeout` still caps each attempt: the retry gets the rest of the budget', async () => {
      setPageConfig({ storeId: '1', timeout: 6000 });
      const fetchStub = sinon.stub(window, 'fetch').callsFake(neverAnswers);
      expect((await failsAt(() => fetchCart(), 10000)).failure).to.equal('timeout');
      expect(fetchStub.callCount).to.equal(2);
    });

    it('a write is never tried again, whatever time is left', async () => {
      const fetchStub = sinon.stub(window, 'fetch').rejects(new TypeError('Failed to fetch'));
      expect((await failure(changeListItem('favorites', 5, 'push'))).failure).to.equal('network');
      expect((await failure(addItem(5, 1))).failure).to.equal('network');
      expect((await failure(placeOrder({} as OrderPayload))).failure).to.equal('network');
      expect(fetchStub.callCount).to.equal(3);
    });
  });
});
