import { expect } from '@open-wc/testing';
import { onSite, paymentUrl, safeUrl, shopUrl, siteUrl } from '../../../shared/domain/safe-url.ts';
import { CASE_SITES, urlTexts } from '../../helpers/url-cases.ts';

describe('safe URLs from the server (docs/architecture/safety.md)', () => {
  const base = 'https://shop.example/catalog/';
  const table: [unknown, string | null][] = [
    ['/cart', 'https://shop.example/cart'],
    ['product/1', 'https://shop.example/catalog/product/1'],
    ['https://bank.example/pay?id=1', 'https://bank.example/pay?id=1'],
    ['http://shop.example/order/5', 'http://shop.example/order/5'],
    ['  /cart  ', 'https://shop.example/cart'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox', null],
    ['mailto:a@b.c', null],
    ['', null],
    [null, null],
    [42, null],
    ['http://[bad', null],
  ];
  for (const [input, expected] of table) {
    it(`${JSON.stringify(input)} → ${expected ?? 'refused'}`, () => {
      expect(safeUrl(input, base)).to.equal(expected);
    });
  }
});

describe("where the server may send the browser: the shop's own origin, and listed banks for payment", () => {
  const page = 'https://shop.example/checkout';
  const site = { siteBase: '/', paymentOrigins: ['https://securepayments.tbank.ru'] };
  const table: [unknown, string | null, string | null][] = [
    // [url, as a redirect_url or toast link, as a payment_url]
    ['/order/5?token=x', 'https://shop.example/order/5?token=x', 'https://shop.example/order/5?token=x'],
    ['https://shop.example/account', 'https://shop.example/account', 'https://shop.example/account'],
    ['https://securepayments.tbank.ru/new/abc', null, 'https://securepayments.tbank.ru/new/abc'],
    ['https://evil.example/x', null, null],
    ['//evil.example', null, null],
    ['/\\evil.example', null, null],
    ['http://shop.example/account', null, null], // another origin: the scheme differs
    ['https://shop.example.evil.example/', null, null],
    ['javascript:alert(1)', null, null],
    ['', null, null],
  ];
  for (const [input, own, payment] of table) {
    it(`${JSON.stringify(input)} → redirect ${own ?? 'refused'}, payment ${payment ?? 'refused'}`, () => {
      expect(shopUrl(input, site, page)).to.equal(own);
      expect(paymentUrl(input, site, page)).to.equal(payment);
    });
  }
});

describe('links of a site in a folder resolve against the site base (docs/site-links.md)', () => {
  const page = 'https://shop.example/blog/checkout/';
  const blog = { siteBase: '/blog/' };
  const table: [unknown, string | null][] = [
    // the store answers root-relative paths: they land under the site's base
    ['/order/5?token=a%20b', 'https://shop.example/blog/order/5?token=a%20b'],
    ['/cart', 'https://shop.example/blog/cart'],
    ['/', 'https://shop.example/blog/'],
    // a path already under the base, an absolute URL and a plain-permalink query stay where they point
    ['/blog/cart/', 'https://shop.example/blog/cart/'],
    ['/blog', 'https://shop.example/blog'],
    ['/blog/?page_id=5', 'https://shop.example/blog/?page_id=5'],
    ['https://shop.example/account', 'https://shop.example/account'],
    // a relative link is relative to the site, not to the page it is on
    ['product/1', 'https://shop.example/blog/product/1'],
    ['?page_id=5', 'https://shop.example/blog/?page_id=5'],
    // a path that only starts like the base is no page of the site
    ['/blogger/x', 'https://shop.example/blog/blogger/x'],
    // another host stays another host, and is refused as a redirect
    ['//evil.example/x', null],
    ['/\\evil.example/x', null],
    ['javascript:alert(1)', null],
  ];
  for (const [input, expected] of table) {
    it(`${JSON.stringify(input)} → ${expected ?? 'refused'}`, () => {
      expect(shopUrl(input, blog, page)).to.equal(expected);
      expect(paymentUrl(input, { ...blog, paymentOrigins: [] }, page)).to.equal(expected);
    });
  }

  it('a link the shopper sees may lead to another origin, relative ones resolved against the site', () => {
    expect(siteUrl('https://partner.example/p/1', blog, page)).to.equal('https://partner.example/p/1');
    expect(siteUrl('/product/oak', blog, page)).to.equal('https://shop.example/blog/product/oak');
    expect(siteUrl('data:text/html,x', blog, page)).to.equal(null);
  });

  it('a site base given as an absolute URL works the same', () => {
    const site = { siteBase: 'https://shop.example/blog/' };
    expect(shopUrl('/order/5?token=x', site, page)).to.equal('https://shop.example/blog/order/5?token=x');
    expect(onSite('/order/5', site)).to.equal('/blog/order/5');
  });
});

describe("the site's pages for the paths the backend names (sitePages, docs/site-links.md)", () => {
  const page = 'https://shop.example/blog/?page_id=9';
  const site = {
    siteBase: '/blog/',
    sitePages: {
      '/order/{id}': '/blog/?page_id=7&shop_order={id}',
      '/account': '?page_id=3',
      '/product/{slug}/': 'https://shop.example/blog/?product={slug}#top',
    },
  };
  const table: [string, string | null][] = [
    // plain permalinks: the order page by its id, the answer's query carried over
    ['/order/5?token=a%20b', 'https://shop.example/blog/?page_id=7&shop_order=5&token=a%20b'],
    ['/order/5/', 'https://shop.example/blog/?page_id=7&shop_order=5'],
    // the same path already under the site's base
    ['/blog/order/6?token=x', 'https://shop.example/blog/?page_id=7&shop_order=6&token=x'],
    ['/account', 'https://shop.example/blog/?page_id=3'],
    ['/product/oak-12#reviews', 'https://shop.example/blog/?product=oak-12#reviews'],
    ['/product/oak-12', 'https://shop.example/blog/?product=oak-12#top'],
    // no pattern: under the base as any path
    ['/order/5/pay', 'https://shop.example/blog/order/5/pay'],
    ['/orders', 'https://shop.example/blog/orders'],
  ];
  for (const [input, expected] of table) {
    it(`${input} → ${expected}`, () => {
      expect(shopUrl(input, site, page)).to.equal(expected);
    });
  }

  it('a page of another origin is still refused as a redirect', () => {
    const elsewhere = { siteBase: '/', sitePages: { '/order/{id}': 'https://evil.example/{id}' } };
    expect(shopUrl('/order/5', elsewhere, page)).to.equal(null);
    expect(siteUrl('/order/5', elsewhere, page)).to.equal('https://evil.example/5');
  });
});

describe("one URL rule, the browser's (SECURITY.md): generated texts against the browser's own parser", () => {
  for (const site of CASE_SITES) {
    it(`on ${site.base}: a page of the shop only on its origin, a link only when http(s), never blank or with credentials`, () => {
      const origin = new URL(site.base).origin;
      const wrong: string[] = [];
      for (const text of urlTexts(site)) {
        let read: URL | null = null;
        try {
          read = new URL(text, site.base);
        } catch {
          // no URL to the browser
        }
        const usable =
          read !== null &&
          /^https?:$/.test(read.protocol) &&
          !read.username &&
          !read.password &&
          !!text.trim();
        const own = shopUrl(text, { siteBase: site.base }, site.base);
        const link = safeUrl(text, site.base);
        if (own !== null && new URL(own).origin !== origin)
          wrong.push(`${JSON.stringify(text)} → ${own} kept as the shop's`);
        if ((own !== null) !== (usable && read!.origin === origin))
          wrong.push(`${JSON.stringify(text)}: shop page ${own}`);
        if ((link !== null) !== usable || (link !== null && link !== read!.href))
          wrong.push(`${JSON.stringify(text)}: link ${link}, the browser reads ${read?.href}`);
      }
      expect(wrong).to.deep.equal([]);
    });
  }
});
