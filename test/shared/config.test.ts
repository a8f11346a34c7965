import { expect } from '@open-wc/testing';
import { getConfig, resolveConfig } from '../../shared/config.ts';
import { setPageConfig, until } from '../helpers/page.ts';
import { captureConsole } from '../helpers/console.ts';

describe('page config (docs/config.md)', () => {
  afterEach(() => setPageConfig());

  it('applies the defaults: the two prefixes {apiBase}/{storeId}/{lang}, v1, the links', () => {
    const config = resolveConfig({ storeId: '7' }, 'ru', []);
    expect(config.postBase).to.equal('/api/7/ru');
    expect(config.getBase).to.equal('/api/7/ru');
    expect(config.apiVersion).to.equal('v1');
    expect(config.searchPath).to.equal('/api/7/ru/catalog/products/search');
    expect([
      config.checkoutUrl,
      config.cartUrl,
      config.compareUrl,
      config.wishlistUrl,
      config.montazhUrl,
      config.homeUrl,
    ]).to.deep.equal(['/checkout', '/cart', '/compare', '/wishlist', '/montazh', '/']);
    expect(config.suggest.url).to.equal('https://suggestions.dadata.ru/suggestions/api/4_1/rs');
    expect(config.routing.url).to.equal('https://routing.api.2gis.com/routing/7.0.0/global');
    expect(config.captcha.scriptUrl).to.equal('https://smartcaptcha.yandexcloud.net/captcha.js');
    expect(config.zones).to.equal(null);
    expect(config.valid).to.equal(true);
  });

  it('every link and service URL is http(s) or a path: a script URL, an entity trick or data: is reported and the default used (SECURITY.md)', () => {
    const problems: string[] = [];
    const bad = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      '\tjavascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ];
    const links = [
      'checkoutUrl',
      'cartUrl',
      'compareUrl',
      'wishlistUrl',
      'montazhUrl',
      'homeUrl',
      'apiBase',
      'getBase',
      'postBase',
      'searchPath',
    ];
    for (const value of bad) {
      const config = resolveConfig(
        {
          storeId: '1',
          ...Object.fromEntries(links.map((key) => [key, value])),
          suggest: { url: value },
          routing: { url: value },
          captcha: { scriptUrl: value },
          map: { tiles: value },
          geocoder: { url: value, mapLink: value },
        },
        'ru',
        problems,
      );
      expect([
        config.checkoutUrl,
        config.cartUrl,
        config.compareUrl,
        config.wishlistUrl,
        config.montazhUrl,
        config.homeUrl,
        config.apiBase,
        config.getBase,
        config.postBase,
      ]).to.deep.equal([
        '/checkout',
        '/cart',
        '/compare',
        '/wishlist',
        '/montazh',
        '/',
        '/api',
        '/api/1/ru',
        '/api/1/ru',
      ]);
      expect(config.searchPath).to.equal('/api/1/ru/catalog/products/search');
      expect(config.suggest.url).to.equal('https://suggestions.dadata.ru/suggestions/api/4_1/rs');
      expect(config.routing.url).to.equal('https://routing.api.2gis.com/routing/7.0.0/global');
      expect(config.captcha.scriptUrl).to.equal('https://smartcaptcha.yandexcloud.net/captcha.js');
      expect(config.map.tiles).to.equal('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
      expect(config.geocoder.url).to.equal('https://geocode-maps.yandex.ru/1.x/');
      expect(config.geocoder.mapLink).to.equal('https://yandex.ru/maps/?text={address}');
    }
    expect(problems).to.include('"checkoutUrl" must be an http(s) URL or a path, for example "/checkout"');
    expect(problems).to.include(
      '"captcha.scriptUrl" must be an http(s) URL or a path, for example "https://smartcaptcha.yandexcloud.net/captcha.js"',
    );
    expect(problems.length).to.equal(bad.length * 16);

    const fine = resolveConfig(
      {
        storeId: '1',
        checkoutUrl: 'https://shop.example/checkout/',
        cartUrl: '/blog/cart/',
        captcha: { scriptUrl: '/stand-in/captcha.js' },
      },
      'ru',
      [],
    );
    expect([fine.checkoutUrl, fine.cartUrl, fine.captcha.scriptUrl]).to.deep.equal([
      'https://shop.example/checkout/',
      '/blog/cart/',
      '/stand-in/captcha.js',
    ]);
  });

  it('map tiles "" is no map service, kept as given without a problem (docs/checkout-without-services.md)', () => {
    const problems: string[] = [];
    expect(resolveConfig({ storeId: '1', map: { tiles: '' } }, 'ru', problems).map).to.deep.equal({
      tiles: '',
      attribution: '© OpenStreetMap',
    });
    expect(problems).to.deep.equal([]);
    // only "" is no map: blank or script tiles are still a wrong link, reported and the default
    for (const tiles of ['  ', 'javascript:alert(1)']) {
      const wrong: string[] = [];
      expect(resolveConfig({ storeId: '1', map: { tiles } }, 'ru', wrong).map.tiles).to.equal(
        'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      );
      expect(wrong).to.deep.equal([
        '"map.tiles" must be an http(s) URL or a path, for example "https://tile.openstreetmap.org/{z}/{x}/{y}.png"',
      ]);
    }
  });

  it("siteBase: '/' by default; the page links of a site in a folder land under it (docs/site-links.md)", () => {
    const root = resolveConfig({ storeId: '1' }, 'ru', []);
    expect([root.siteBase, root.sitePages]).to.deep.equal(['/', {}]);
    const problems: string[] = [];
    const blog = resolveConfig(
      { storeId: '1', siteBase: '/blog', cartUrl: '/blog/?page_id=4', homeUrl: 'https://shop.example/' },
      'ru',
      problems,
    );
    expect(problems).to.deep.equal([]);
    expect(blog.siteBase).to.equal('/blog/');
    expect([
      blog.checkoutUrl,
      blog.cartUrl,
      blog.compareUrl,
      blog.wishlistUrl,
      blog.montazhUrl,
      blog.homeUrl,
    ]).to.deep.equal([
      '/blog/checkout',
      '/blog/?page_id=4',
      '/blog/compare',
      '/blog/wishlist',
      '/blog/montazh',
      'https://shop.example/',
    ]);
    expect(
      resolveConfig({ storeId: '1', siteBase: 'https://shop.example/blog' }, 'ru', []).siteBase,
    ).to.equal('https://shop.example/blog/');
  });

  it('siteBase and sitePages: a script URL, a relative or foreign-looking base, a page that is no link are reported and left out', () => {
    for (const siteBase of ['javascript:alert(1)', 'blog/', '//evil.example/', 'data:text/html,x', 42]) {
      const problems: string[] = [];
      expect(resolveConfig({ storeId: '1', siteBase }, 'ru', problems).siteBase).to.equal('/');
      expect(problems).to.deep.equal([
        '"siteBase" must be a path or an http(s) URL of the site\'s root, for example "/blog/"',
      ]);
    }
    const problems: string[] = [];
    const config = resolveConfig(
      {
        storeId: '1',
        sitePages: {
          '/order/{id}': '/?page_id=7&shop_order={id}',
          '/evil': 'javascript:alert(1)',
          account: '/?page_id=3',
          '/cart': 5,
        },
      },
      'ru',
      problems,
    );
    expect(config.sitePages).to.deep.equal({ '/order/{id}': '/?page_id=7&shop_order={id}' });
    expect(problems).to.have.length(3);
    expect(problems[0]).to.equal(
      '"sitePages" must lead to http(s) URLs or paths; "javascript:alert(1)" is not',
    );
    const list: string[] = [];
    expect(resolveConfig({ storeId: '1', sitePages: ['/order'] }, 'ru', list).sitePages).to.deep.equal({});
    expect(list[0]).to.match(/^"sitePages" must be an object of paths to pages/);
  });

  it('videoOrigins: none by default; origins, and a path for the page’s own origin', () => {
    expect(resolveConfig({ storeId: '1' }, 'ru', []).videoOrigins).to.deep.equal([]);
    const problems: string[] = [];
    const config = resolveConfig(
      { storeId: '1', videoOrigins: ['https://video.example/x/', '/', 'javascript:alert(1)'] },
      'ru',
      problems,
    );
    expect(config.videoOrigins).to.deep.equal(['https://video.example', location.origin]);
    expect(problems).to.have.length(1);
  });

  it('takes the locale from <html lang> when ru or uz, else ru', () => {
    expect(resolveConfig({ storeId: '1' }, 'uz', []).lang).to.equal('uz');
    expect(resolveConfig({ storeId: '1' }, 'en-US', []).lang).to.equal('ru');
    expect(resolveConfig({ storeId: '1', lang: 'uz' }, 'ru', []).getBase).to.equal('/api/1/uz');
  });

  it('keeps given prefixes and trims their trailing slash', () => {
    const config = resolveConfig(
      { storeId: '1', apiBase: '/shop-api/', postBase: '/p/', getBase: '/g' },
      'ru',
      [],
    );
    expect([config.apiBase, config.postBase, config.getBase]).to.deep.equal(['/shop-api', '/p', '/g']);
  });

  it('a missing config is reported once in the console with what to fix, and calls are refused', async () => {
    const reported = captureConsole();
    setPageConfig(null);
    const config = getConfig();
    getConfig();
    expect(config.valid).to.equal(false);
    await until(() => reported.errors.length > 0, 'the report');
    expect(reported.errors).to.have.length(1);
    expect(reported.errors[0]).to.contain('id="shop-config"');
  });

  it('a config that is not JSON, or has no storeId, is reported', async () => {
    const reported = captureConsole();
    setPageConfig('{ storeId: 1');
    expect(getConfig().valid).to.equal(false);
    await until(() => reported.errors.length === 1, 'the report');
    expect(reported.errors.at(-1)).to.contain('not valid JSON');
    setPageConfig({ apiBase: '/api' });
    expect(getConfig().valid).to.equal(false);
    await until(() => reported.errors.length === 2, 'the report');
    expect(reported.errors.at(-1)).to.contain('"storeId" is required');
  });

  it('wrong zones are reported and the built-in zones are used', () => {
    const problems: string[] = [];
    const config = resolveConfig({ storeId: '1', zones: { a: [[1, 2]], b: 'x' } }, 'ru', problems);
    expect(config.zones).to.equal(null);
    expect(problems.join()).to.contain('"zones"');
  });

  it('no cap on one attempt by default; the timeout can be set, a wrong one is reported', () => {
    expect(resolveConfig({ storeId: '1' }, 'ru', []).timeout).to.equal(Infinity);
    expect(resolveConfig({ storeId: '1', timeout: 8000 }, 'ru', []).timeout).to.equal(8000);
    const problems: string[] = [];
    expect(resolveConfig({ storeId: '1', timeout: 'soon' }, 'ru', problems).timeout).to.equal(Infinity);
    expect(problems.join()).to.contain('"timeout"');
  });

  it('budgets: 10 s a load, 5 s a search, 8 s a toggle, 20 s the order, 15 s a send; each can be set', () => {
    expect(resolveConfig({ storeId: '1' }, 'ru', []).budgets).to.deep.equal({
      load: 10000,
      search: 5000,
      toggle: 8000,
      order: 20000,
      send: 15000,
    });
    const problems: string[] = [];
    const config = resolveConfig(
      { storeId: '1', budgets: { search: 3000, toggle: 'soon', order: -1 } },
      'ru',
      problems,
    );
    expect(config.budgets).to.deep.equal({
      load: 10000,
      search: 3000,
      toggle: 8000,
      order: 20000,
      send: 15000,
    });
    expect(problems.join()).to.contain('"budgets.toggle"').and.contain('"budgets.order"');
    expect(problems.join()).not.to.contain('"budgets.search"');
  });

  it("payment pages: T-Bank's by default; the listed origins are kept as origins, a wrong list is reported", () => {
    expect(resolveConfig({ storeId: '1' }, 'ru', []).paymentOrigins).to.deep.equal([
      'https://securepayments.tbank.ru',
      'https://securepay.tinkoff.ru',
    ]);
    const listed = { storeId: '1', paymentOrigins: ['https://pay.bank.example/form/x'] };
    expect(resolveConfig(listed, 'ru', []).paymentOrigins).to.deep.equal(['https://pay.bank.example']);
    const problems: string[] = [];
    resolveConfig({ storeId: '1', paymentOrigins: ['javascript:alert(1)'] }, 'ru', problems);
    expect(problems.join()).to.contain('"paymentOrigins"');
  });

  it("cspNonce: none by default; the page's nonce is kept, anything but base64 is reported", () => {
    expect(resolveConfig({ storeId: '1' }, 'ru', []).cspNonce).to.equal('');
    const problems: string[] = [];
    expect(resolveConfig({ storeId: '1', cspNonce: 'aB3+/_-x==' }, 'ru', problems).cspNonce).to.equal(
      'aB3+/_-x==',
    );
    expect(problems).to.deep.equal([]);
    resolveConfig({ storeId: '1', cspNonce: "x' 'unsafe-inline" }, 'ru', problems);
    expect(problems.join()).to.contain('"cspNonce"');
  });

  it('API origins, CSRF scheme and fixed headers: the defaults keep a same-origin Laravel store as it was', () => {
    const config = resolveConfig({ storeId: '1' }, 'ru', []);
    expect(config.apiOrigins).to.deep.equal([]);
    expect(config.csrf).to.deep.equal({ cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' });
    expect(config.apiHeaders).to.deep.equal({});
    const given = resolveConfig(
      {
        storeId: '1',
        apiOrigins: ['https://api.shop.example/'],
        csrf: { meta: 'csrf-token', header: 'X-CSRF-Token' },
        apiHeaders: { 'X-WP-Nonce': 'n' },
      },
      'ru',
      [],
    );
    expect(given.apiOrigins).to.deep.equal(['https://api.shop.example']);
    expect(given.csrf).to.deep.equal({ meta: 'csrf-token', header: 'X-CSRF-Token' });
    expect(given.apiHeaders).to.deep.equal({ 'X-WP-Nonce': 'n' });
    expect(resolveConfig({ storeId: '1', csrf: false }, 'ru', []).csrf).to.equal(false);
  });

  it('bad apiOrigins, csrf or apiHeaders entries are reported in the console config report', () => {
    const problems: string[] = [];
    const config = resolveConfig(
      {
        storeId: '1',
        apiOrigins: ['ftp://files.example', 'https://api.shop.example'],
        csrf: { cookie: 'csrftoken' },
        apiHeaders: { 'Bad Header': 'x', 'X-Ok': 'y' },
      },
      'ru',
      problems,
    );
    const report = problems.join('; ');
    expect(report).to.contain('"apiOrigins"');
    expect(report).to.contain('"csrf" needs how the token is sent');
    expect(report).to.contain('"apiHeaders"');
    expect(config.apiOrigins).to.deep.equal(['https://api.shop.example']);
    expect(config.apiHeaders).to.deep.equal({ 'X-Ok': 'y' });
    const more: string[] = [];
    resolveConfig({ storeId: '1', apiOrigins: 'https://api.shop.example', csrf: 'XSRF' }, 'ru', more);
    expect(more.join('; ')).to.contain('"apiOrigins"').and.contain('"csrf" must be an object or false');
  });
});
