import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ApiError, http } from '../../shared/api/client.ts';
import { fetchCart } from '../../shared/api/cart.ts';
import { newShopper, setPageConfig } from '../helpers/page.ts';

describe('the API client (spec §7)', () => {
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
  });
  afterEach(() => sinon.restore());

  it('sends X-XSRF-TOKEN from the URL-decoded XSRF-TOKEN cookie, so the server accepts writes', async () => {
    const cart = await http.postJson<{ items: unknown[] }>('/api/1/ru/cart/item', {
      productId: 5,
      quantity: 1,
    });
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
    const fetchSpy = sinon
      .stub(window, 'fetch')
      .callsFake(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    await http.postJson('https://suggestions.example.test/suggest', { query: 'Мос' });
    await http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 1 });
    const headersOf = (call: sinon.SinonSpyCall) => new Headers((call.args[1] as RequestInit).headers);
    expect(headersOf(fetchSpy.getCall(0)).has('X-XSRF-TOKEN')).to.equal(false);
    expect(headersOf(fetchSpy.getCall(1)).get('X-XSRF-TOKEN'))
      .to.be.a('string')
      .and.not.equal('');
  });

  it("a failure carries the server's error body", async () => {
    try {
      await http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 0 });
      expect.fail('should have failed');
    } catch (error) {
      expect(error).to.be.instanceOf(ApiError);
      const failure = error as ApiError;
      expect(failure.status).to.equal(422);
      expect((failure.body as { errors: Record<string, string[]> }).errors).to.have.property('quantity');
    }
  });

  it('a network failure is an ApiError with status 0', async () => {
    sinon.stub(window, 'fetch').rejects(new TypeError('Failed to fetch'));
    try {
      await fetchCart();
      expect.fail('should have failed');
    } catch (error) {
      expect((error as ApiError).status).to.equal(0);
      expect((error as ApiError).aborted).to.equal(false);
    }
  });

  it('a call can be cancelled', async () => {
    const controller = new AbortController();
    const pending = fetchCart({ signal: controller.signal });
    controller.abort();
    try {
      await pending;
      expect.fail('should have been aborted');
    } catch (error) {
      expect((error as ApiError).aborted).to.equal(true);
    }
  });

  it('a failed write is not retried', async () => {
    const fetchSpy = sinon
      .stub(window, 'fetch')
      .resolves(
        new Response('{"message":"down"}', { status: 503, headers: { 'Content-Type': 'application/json' } }),
      );
    try {
      await http.postJson('/api/1/ru/cart/item', { productId: 5, quantity: 1 });
    } catch {
      // expected
    }
    expect(fetchSpy.callCount).to.equal(1);
  });

  it('refuses every call when the page config is missing', async () => {
    sinon.stub(console, 'error');
    setPageConfig(null);
    const fetchSpy = sinon.spy(window, 'fetch');
    try {
      await fetchCart();
      expect.fail('should have failed');
    } catch (error) {
      expect(error).to.be.instanceOf(ApiError);
    }
    expect(fetchSpy.callCount).to.equal(0);
  });
});
