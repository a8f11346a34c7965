import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import * as v from 'valibot';
import { http } from '../../../shared/api/client.ts';
import { fetchCart } from '../../../shared/api/cart.ts';
import { changeListItem } from '../../../shared/api/lists.ts';
import { setPageConfig } from '../../helpers/page.ts';

/**
 * An API on other origins than the page's. For each CSRF scheme of docs/config.md's table, the token
 * goes to every configured API origin and never to an outside service; API origins get the cookies
 * (credentials 'include'), `apiHeaders` and Accept-Language, the rest none of these (credentials 'omit').
 */

const anything = { name: 'a test call', answer: v.unknown() };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The API spread over origins: reads on one, writes on another, a further listed one, search on the page's. */
const READS = 'https://read.shop.example/api/1/ru';
const WRITES = 'https://write.shop.example/api/1/ru';
const LISTED = 'https://forms.shop.example';
const OUTSIDE = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address';
const ROUTING = 'https://routing.api.2gis.com/routing/7.0.0/global';
const placement = {
  storeId: '1',
  apiBase: 'https://read.shop.example/api',
  getBase: READS,
  postBase: WRITES,
  searchPath: '/search-api/products',
  apiOrigins: [LISTED, 'https://not-used.shop.example/with/a/path'],
};

interface Sent {
  url: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
}

interface Scheme {
  name: string;
  config: Record<string, unknown>;
  /** puts the token where the page has it (a cookie, a meta tag) */
  place: (token: string) => void;
  header?: string;
  field?: string;
  /** the fixed headers of apiHeaders */
  fixed?: Record<string, string>;
  /** the token the page holds is printed literally into the config */
  literal?: string;
}

const cookie = (name: string, value: string | null) => {
  document.cookie =
    value === null ? `${name}=; Path=/; Max-Age=0` : `${name}=${encodeURIComponent(value)}; Path=/`;
};

const SCHEMES: Scheme[] = [
  {
    name: 'Laravel (the default): the XSRF-TOKEN cookie in X-XSRF-TOKEN',
    config: {},
    place: (token) => cookie('XSRF-TOKEN', token),
    header: 'X-XSRF-TOKEN',
  },
  {
    name: 'Django: the csrftoken cookie in X-CSRFToken',
    config: { csrf: { cookie: 'csrftoken', header: 'X-CSRFToken' } },
    place: (token) => cookie('csrftoken', token),
    header: 'X-CSRFToken',
  },
  {
    name: 'Rails: <meta name="csrf-token"> in X-CSRF-Token',
    config: { csrf: { meta: 'csrf-token', header: 'X-CSRF-Token' } },
    place: (token) => {
      const meta = document.createElement('meta');
      meta.name = 'csrf-token';
      meta.content = token;
      meta.className = 'test-meta';
      document.head.append(meta);
    },
    header: 'X-CSRF-Token',
  },
  {
    name: '1C-Bitrix: the sessid the CMS prints, as the field sessid',
    config: { csrf: { token: 'bx+sessid/1', field: 'sessid' } },
    place: () => {},
    field: 'sessid',
    literal: 'bx+sessid/1',
  },
  {
    name: "WordPress: no CSRF token, apiHeaders' X-WP-Nonce",
    config: { csrf: false, apiHeaders: { 'X-WP-Nonce': 'wp-nonce-1' } },
    place: () => {},
    fixed: { 'X-WP-Nonce': 'wp-nonce-1' },
  },
];

/** Every call an element may make: reads and writes on each API origin, and two outside services. */
async function callEverywhere(): Promise<void> {
  await fetchCart(); // GET {getBase}/cart
  await http.postJson(`${WRITES}/cart/item`, { productId: 5, quantity: 1 }, anything); // JSON write
  const form = new FormData();
  form.set('name', 'Иван');
  await http.postForm(`${LISTED}/forms/callback`, form, anything); // form write to a listed origin
  await http.get('/search-api/products?query=%D0%BA', anything); // the page's own origin (relative searchPath)
  await changeListItem('compare', 7, 'push'); // a GET that changes state, {apiBase}/{apiVersion}
  await http.postJson(OUTSIDE, { query: 'Мос' }, anything, { headers: { Authorization: 'Token t' } });
  await http.get(`${ROUTING}?key=k`, anything);
}

describe('CSRF schemes across origins (an API on another origin)', () => {
  let sent: Sent[];
  beforeEach(() => {
    sent = [];
    sinon.stub(window, 'fetch').callsFake(async (input, init) => {
      const options = init ?? {};
      sent.push({
        url: String(input),
        headers: new Headers(options.headers),
        credentials: options.credentials,
        body: options.body,
      });
      return json({ items: [], totals: [] });
    });
  });
  afterEach(() => {
    sinon.restore();
    for (const name of ['csrftoken', 'XSRF-TOKEN']) cookie(name, null);
    document.querySelectorAll('.test-meta').forEach((node) => node.remove());
    setPageConfig();
  });

  const apiCalls = () =>
    sent.filter(
      (call) => !call.url.startsWith('https://suggestions') && !call.url.startsWith('https://routing'),
    );
  const outsideCalls = () => sent.filter((call) => !apiCalls().includes(call));

  for (const scheme of SCHEMES) {
    describe(scheme.name, () => {
      const token = scheme.literal ?? 'tok+en/42=';
      beforeEach(async () => {
        setPageConfig({ ...placement, ...scheme.config });
        scheme.place(token);
        await callEverywhere();
      });

      it('the token goes to every configured API origin and never to an outside service', () => {
        expect(sent).to.have.length(7);
        const origins = new Set(apiCalls().map((call) => new URL(call.url, location.href).origin));
        expect([...origins].sort()).to.deep.equal(
          [location.origin, 'https://read.shop.example', 'https://write.shop.example', LISTED].sort(),
        );
        for (const call of apiCalls()) {
          if (scheme.header) expect(call.headers.get(scheme.header), call.url).to.equal(token);
        }
        for (const call of outsideCalls()) {
          for (const name of ['X-XSRF-TOKEN', 'X-CSRFToken', 'X-CSRF-Token', 'X-WP-Nonce', 'Accept-Language'])
            expect(call.headers.has(name), `${name} to ${call.url}`).to.equal(false);
          expect(call.url).not.to.contain('sessid');
          expect(String(call.body)).not.to.contain(token);
        }
        // an outside service keeps its own headers
        expect(outsideCalls()[0]!.headers.get('Authorization')).to.equal('Token t');
      });

      it("API origins get the cookies (credentials 'include'), outside services none ('omit')", () => {
        for (const call of apiCalls()) expect(call.credentials, call.url).to.equal('include');
        for (const call of outsideCalls()) expect(call.credentials, call.url).to.equal('omit');
      });

      it('fixed apiHeaders and Accept-Language go to API origins only', () => {
        for (const call of apiCalls()) {
          expect(call.headers.get('Accept-Language')).to.equal('ru');
          for (const [name, value] of Object.entries(scheme.fixed ?? {}))
            expect(call.headers.get(name), `${name} to ${call.url}`).to.equal(value);
        }
      });

      it('the field rides in a JSON body, a FormData field and a GET query string, or nowhere', () => {
        const [cart, add, form, search, compare] = apiCalls();
        const field = scheme.field;
        const query = (url: string) => new URL(url, location.href).searchParams;
        if (!field) {
          for (const call of apiCalls()) expect(call.url).not.to.contain('sessid');
          expect(JSON.parse(String(add!.body))).to.deep.equal({ productId: 5, quantity: 1 });
          expect([...(form!.body as FormData).keys()]).to.deep.equal(['name']);
          return;
        }
        expect(query(cart!.url).get(field)).to.equal(token);
        expect(query(search!.url).get(field)).to.equal(token);
        expect(query(search!.url).get('query')).to.equal('к');
        expect(query(compare!.url).get(field), 'the compare toggle is a GET that changes state').to.equal(
          token,
        );
        expect(JSON.parse(String(add!.body))).to.deep.equal({ productId: 5, quantity: 1, [field]: token });
        const fields = form!.body as FormData;
        expect(fields.get('name')).to.equal('Иван');
        expect(fields.get(field)).to.equal(token);
      });
    });
  }

  it('the token is read at each call: a new one after sign-in is the one sent', async () => {
    setPageConfig({ ...placement, csrf: { cookie: 'csrftoken', header: 'X-CSRFToken' } });
    cookie('csrftoken', 'before');
    await fetchCart();
    cookie('csrftoken', 'after');
    await fetchCart();
    expect(sent.map((call) => call.headers.get('X-CSRFToken'))).to.deep.equal(['before', 'after']);
  });

  it('the caller’s FormData is left as it was', async () => {
    setPageConfig({ ...placement, csrf: { token: 't', field: 'sessid' } });
    const form = new FormData();
    form.set('name', 'Иван');
    await http.postForm(`${WRITES}/forms/callback`, form, anything);
    expect([...form.keys()]).to.deep.equal(['name']);
  });

  it('csrf: false sends no token at all, also with the XSRF-TOKEN cookie present', async () => {
    setPageConfig({ ...placement, csrf: false });
    cookie('XSRF-TOKEN', 'present');
    await callEverywhere();
    for (const call of sent) expect(call.headers.has('X-XSRF-TOKEN')).to.equal(false);
  });

  it('a same-origin store keeps the default: only the page’s own origin is the API', async () => {
    setPageConfig({ storeId: '1' });
    cookie('XSRF-TOKEN', 'same');
    await fetchCart();
    await http.get('https://read.shop.example/api/1/ru/cart', anything);
    expect(sent[0]!.headers.get('X-XSRF-TOKEN')).to.equal('same');
    expect(sent[0]!.credentials).to.equal('include');
    expect(sent[1]!.headers.has('X-XSRF-TOKEN')).to.equal(false);
    expect(sent[1]!.credentials).to.equal('omit');
  });
});
