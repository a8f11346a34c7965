import { expect } from '@open-wc/testing';
import { paymentUrl, safeUrl, shopUrl } from '../../shared/domain/safe-url.ts';

describe('safe URLs from the server (ARCHITECTURE.md safety rules)', () => {
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
  const base = 'https://shop.example/checkout';
  const banks = ['https://securepayments.tbank.ru'];
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
      expect(shopUrl(input, base)).to.equal(own);
      expect(paymentUrl(input, banks, base)).to.equal(payment);
    });
  }
});
