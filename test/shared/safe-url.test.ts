import { expect } from '@open-wc/testing';
import { safeUrl } from '../../shared/domain/safe-url.ts';

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
