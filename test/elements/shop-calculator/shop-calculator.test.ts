import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/shop-calculator/shop-calculator.ts';
import { formatTotal, readNumber } from '../../../elements/shop-calculator/calculator-math.ts';
import { cleanup, mount, ready, setPageConfig } from '../../helpers/page.ts';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const MARKUP = `<form><shop-calculator>
  <div data-calculator-line><label for="a">Ламинат</label>
    <input id="a" type="number" value="0" data-price="450"><output data-line-total>0 ₽</output></div>
  <div data-calculator-line><label for="b">Шпаклёвка</label>
    <input id="b" type="number" value="2" data-price="640.5"><output data-line-total>0 ₽</output></div>
  <div data-calculator-line><label for="c">Дверь</label>
    <input id="c" type="number" value="0" data-price="4 500"><output data-line-total>0 ₽</output></div>
  <p>Итого <output data-total>0 ₽</output></p>
  <input type="hidden" name="total" value="0">
</shop-calculator></form>`;

describe('shop-calculator (docs/behaviour/constants.md calculator)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  async function calculator() {
    const page = mount(MARKUP);
    const host = await ready(page.querySelector('shop-calculator'));
    const lines = [...host.querySelectorAll('[data-line-total]')];
    return {
      host,
      page,
      input: (id: string) => host.querySelector<HTMLInputElement>(`#${id}`)!,
      lineTotal: (index: number) => plain(lines[index]!.textContent),
      total: () => plain(host.querySelector('[data-total]')!.textContent),
      hidden: () => host.querySelector<HTMLInputElement>('input[name=total]')!.value,
    };
  }

  it("on load: each line total = data-price × quantity, shown for ru-RU with ' ₽'; the grand total in the hidden 'total' field", async () => {
    const c = await calculator();
    expect(c.lineTotal(0)).to.equal('0 ₽');
    expect(c.lineTotal(1)).to.equal('1 281 ₽');
    expect(c.total()).to.equal('1 281 ₽');
    expect(c.hidden()).to.equal('1281');
    expect(c.host.getAttribute('total')).to.equal('1281');
  });

  it('typing a quantity updates its line and the grand total', async () => {
    const c = await calculator();
    c.input('a').select();
    await sendKeys({ type: '12' });
    expect(c.lineTotal(0)).to.equal('5 400 ₽');
    c.input('c').select();
    await sendKeys({ type: '1' });
    expect(c.lineTotal(2)).to.equal('4 500 ₽');
    expect(c.total()).to.equal('11 181 ₽');
    expect(c.hidden()).to.equal('11181');
    c.input('b').select();
    await sendKeys({ press: 'Backspace' });
    expect(c.lineTotal(1)).to.equal('0 ₽');
    expect(c.hidden()).to.equal('9900');
  });

  it('fractions keep two digits, and a form reset recalculates', async () => {
    const c = await calculator();
    c.input('b').select();
    await sendKeys({ type: '3' });
    expect(c.lineTotal(1)).to.equal('1 921,5 ₽');
    expect(c.hidden()).to.equal('1921.5');
    c.page.querySelector('form')!.reset();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(c.hidden()).to.equal('1281');
  });

  const table: [string | null, number][] = [
    ['450', 450],
    ['4 500', 4500],
    ['640,5', 640.5],
    ['', 0],
    [null, 0],
    ['abc', 0],
  ];
  for (const [input, expected] of table) {
    it(`data-price ${JSON.stringify(input)} reads as ${expected}`, () =>
      expect(readNumber(input)).to.equal(expected));
  }
  it("totals read '12 345,67 ₽'", () => expect(plain(formatTotal(12345.67))).to.equal('12 345,67 ₽'));
});
