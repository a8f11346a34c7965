import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/shop-filters/shop-filters.ts';
import type { AppliedFilter, RawFilter } from '../../../shared/domain/filters.ts';
import { captureConsole } from '../../helpers/console.ts';
import { cleanup, mount, newShopper, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';

const LAMINAT = 1;
/** The Russian plural rule of docs/behaviour/constants.md, for expected texts. */
const ruProducts = (n: number) => {
  const [ones, tens] = [n % 10, n % 100];
  if (n === 0) return '0 товаров';
  if (ones === 1 && (tens < 11 || tens > 19)) return `${n} товар`;
  if (ones >= 2 && ones <= 4 && (tens < 11 || tens > 19)) return `${n} товара`;
  return `${n} товаров`;
};
const text = (node: Element | null | undefined) =>
  node?.textContent?.replace(/[\u00a0\u202f]/g, ' ').trim() ?? '';
const xsrf = () =>
  decodeURIComponent(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.slice(11) ?? '',
  );

/** The store's answer for an applied set, as the page and the element see it. */
async function serverFilters(
  filters: AppliedFilter[],
): Promise<{ filters: RawFilter[]; total: number; url: string }> {
  const response = await fetch('/api/1/ru/catalog/get-filters', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf() },
    body: JSON.stringify({ category_id: LAMINAT, filters }),
  });
  return response.json();
}

async function click(element: Element) {
  element.scrollIntoView({ block: 'center' });
  const rect = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)],
  });
}

/** A pending answer per call; an aborted call rejects like fetch. */
function holdAnswers() {
  const calls: {
    url: string;
    body: { category_id: number; filters: AppliedFilter[] };
    signal: AbortSignal;
    answer: (json: unknown) => void;
    refuse: () => void;
  }[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(
    (url, init) =>
      new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({
          url: String(url),
          body: JSON.parse(String(init?.body)),
          signal: init!.signal!,
          answer: (json) =>
            resolve(new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } })),
          refuse: () => resolve(new Response('{"message":"down"}', { status: 500 })),
        });
      }),
  );
  return { calls, stub };
}

describe('shop-filters (docs/behaviour/listing.md category filters, docs/behaviour/data.md, docs/behaviour/states.md filters, docs/behaviour/validation.md, docs/behaviour/errors.md)', () => {
  let navigated: string[];
  const take = (event: Event) => {
    event.preventDefault();
    navigated.push((event as CustomEvent<{ url: string }>).detail.url);
  };
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
    navigated = [];
    document.addEventListener('shop-navigate', take);
  });
  afterEach(() => {
    document.removeEventListener('shop-navigate', take);
    sinon.restore();
    cleanup();
  });

  async function filtersFor(
    data: {
      filters: RawFilter[];
      applied: AppliedFilter[];
      total?: number;
      url?: string;
    },
    width = 300,
  ) {
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    const host = await ready(
      mount(
        `<div style="width:${width}px"><shop-filters category-id="${LAMINAT}"><script type="application/json">${json}</script></shop-filters></div>`,
      ).querySelector('shop-filters'),
    );
    return { host, root: shadow(host) };
  }
  async function laminatFilters(applied: AppliedFilter[] = [], width = 300) {
    const answer = await serverFilters(applied);
    return {
      ...(await filtersFor(
        { filters: answer.filters, applied, total: answer.total, url: answer.url },
        width,
      )),
      answer,
    };
  }
  const section = (root: ShadowRoot, key: string) => root.querySelector(`section[data-key="${key}"]`)!;
  const option = (root: ShadowRoot, key: string, id: string) =>
    section(root, key).querySelector<HTMLInputElement>(`input[value="${CSS.escape(id)}"]`)!;
  const countOf = (root: ShadowRoot, key: string, id: string) =>
    text(option(root, key, id).closest('label')!.querySelector('.option__count'));
  const floating = (root: ShadowRoot) => root.querySelector<HTMLElement>('.floating');
  const itemsOf = (answer: { filters: RawFilter[] }, key: string) =>
    answer.filters.find((f) => String(f.id ?? f.type) === key)!.items!;

  it('each filter is a collapsible section, open when it has a value or its type is price or in_stock', async () => {
    const { root } = await laminatFilters([
      { field: 'attributes', value: [{ attribute_id: 3, value: ['32'] }] },
    ]);
    const expanded = (key: string) =>
      section(root, key).querySelector('button')!.getAttribute('aria-expanded');
    expect(expanded('price')).to.equal('true');
    expect(expanded('in_stock')).to.equal('true');
    expect(expanded('3')).to.equal('true');
    expect(expanded('manufacturers')).to.equal('false');
    expect(expanded('4')).to.equal('false');
    const toggle = section(root, 'manufacturers').querySelector('button')!;
    const body = root.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body.hidden).to.equal(true);
    await click(toggle);
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'opened');
    expect(body.hidden).to.equal(false);
  });

  it("a range has numeric 'from' and 'to' inputs whose placeholders are the minimum and the maximum", async () => {
    const { root, answer } = await laminatFilters();
    const price = answer.filters.find((f) => f.type === 'price')!;
    const [from, to] = [...section(root, 'price').querySelectorAll('input')];
    expect([from!.type, to!.type]).to.deep.equal(['number', 'number']);
    expect(from!.placeholder).to.equal(String(price.from));
    expect(to!.placeholder).to.equal(String(price.to));
    expect(from!.labels![0]!.textContent).to.contain('от');
  });

  it("a variants filter has one checkbox per option with its value and '(count)'; count 0 is disabled unless selected", async () => {
    const { root } = await filtersFor({
      filters: [
        {
          name: 'Производитель',
          type: 'manufacturers',
          items: [
            { id: 'Egger', value: 'Egger', count: 12 },
            { id: 'Tarkett', value: 'Tarkett', count: 0 },
            { id: 'Classen', value: 'Classen', count: 0 },
          ],
        },
      ],
      applied: [{ field: 'manufacturers', value: ['Classen'] }],
    });
    const labels = [...section(root, 'manufacturers').querySelectorAll('label')].map(text);
    expect(labels).to.deep.equal(['Egger(12)', 'Tarkett(0)', 'Classen(0)']);
    expect(option(root, 'manufacturers', 'Egger').disabled).to.equal(false);
    expect(option(root, 'manufacturers', 'Tarkett').disabled).to.equal(true);
    expect(option(root, 'manufacturers', 'Classen').disabled).to.equal(false);
    expect(option(root, 'manufacturers', 'Classen').checked).to.equal(true);
  });

  it('ticking an option re-queries the counts with the applied set; the panel takes the new counts and the floating button shows 20px right of the control', async () => {
    const { root } = await laminatFilters();
    const fetchSpy = sinon.spy(window, 'fetch');
    await click(section(root, 'manufacturers').querySelector('button')!);
    const egger = option(root, 'manufacturers', 'Egger');
    await until(() => !egger.closest('[hidden]'), 'section open');
    await click(egger);
    const expected = await serverFilters([{ field: 'manufacturers', value: ['Egger'] }]);
    await until(() => floating(root), 'the floating button');
    const sent = fetchSpy.getCalls().find((call) => String(call.args[0]).endsWith('/catalog/get-filters'))!;
    expect(JSON.parse(String((sent.args[1] as RequestInit).body))).to.deep.equal({
      category_id: LAMINAT,
      filters: [{ field: 'manufacturers', value: ['Egger'] }],
    });
    expect(text(floating(root))).to.equal(`Показать ${ruProducts(expected.total)}`);
    const inStock = itemsOf(expected, 'in_stock')[0]!;
    expect(countOf(root, 'in_stock', '1')).to.equal(`(${inStock.count})`);
    // brand counts ignore the brand filter itself
    expect(countOf(root, 'manufacturers', 'Tarkett')).to.equal(
      `(${itemsOf(expected, 'manufacturers').find((i) => i.id === 'Tarkett')!.count})`,
    );
    const control = egger.closest('label')!.getBoundingClientRect();
    const button = floating(root)!.getBoundingClientRect();
    expect(Math.abs(button.left - (control.right + 20))).to.be.below(1.5);
    expect(Math.abs(button.top + button.height / 2 - (control.top + control.height / 2))).to.be.below(1.5);
    const footer = root.querySelector<HTMLAnchorElement>('.footer__show')!;
    expect(text(footer)).to.equal(text(floating(root)));
    expect(new URL(footer.href).search).to.equal('?manufacturers=Egger');
    await click(floating(root)!);
    expect(navigated.map((url) => new URL(url).search)).to.deep.equal(['?manufacturers=Egger']);
  });

  it("in a phone's drawer the floating button stays inside it: with no room beside the control it moves left, level with the control", async () => {
    await setViewport({ width: 375, height: 740 });
    try {
      const { root } = await laminatFilters();
      const opener = await until(() => root.querySelector<HTMLButtonElement>('[part~=opener]'), 'the button');
      await click(opener!);
      const dialog = root.querySelector('dialog')!;
      await until(() => dialog.open, 'the drawer open');
      const price = section(root, 'price').querySelector<HTMLInputElement>('input')!;
      price.focus();
      await sendKeys({ type: '1000' });
      await until(() => floating(root), 'the floating button');
      await until(() => !root.host.hasAttribute('querying'), 'the counts');
      const drawer = dialog.querySelector('.panel')!.getBoundingClientRect(); // the drawer's content
      const control = price.closest('.range')!.getBoundingClientRect();
      const button = floating(root)!.getBoundingClientRect();
      expect(control.right + 20 + button.width, 'no room beside the control').to.be.above(drawer.right);
      expect(Math.abs(button.right - drawer.right)).to.be.below(1.5);
      expect(button.left).to.be.at.least(drawer.left);
      expect(Math.abs(button.top + button.height / 2 - (control.top + control.height / 2))).to.be.below(1.5);
      expect(floating(root)!.scrollWidth, 'its text whole').to.be.at.most(floating(root)!.clientWidth);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('options missing from the answer get count 0 and ranges take the new from/to', async () => {
    const { root } = await laminatFilters();
    const held = holdAnswers();
    await click(option(root, 'in_stock', '1'));
    await until(() => held.calls.length === 1, 'a query');
    expect(held.calls[0]!.body.filters).to.deep.equal([{ field: 'in_stock', value: ['1'] }]);
    held.calls[0]!.answer({
      filters: [
        { name: 'Цена', type: 'price', from: 1111, to: 2222 },
        { name: 'Производитель', type: 'manufacturers', items: [{ id: 'Egger', value: 'Egger', count: 4 }] },
      ],
      total: 4,
      url: '/catalog/laminat?in_stock=1',
    });
    await until(() => floating(root), 'answer shown');
    const [from, to] = [...section(root, 'price').querySelectorAll('input')];
    expect([from!.placeholder, to!.placeholder]).to.deep.equal(['1111', '2222']);
    // a collapsed section is drawn when the shopper opens it, with the counts of the latest answer
    await click(section(root, 'manufacturers').querySelector('button')!);
    expect(countOf(root, 'manufacturers', 'Egger')).to.equal('(4)');
    expect(countOf(root, 'manufacturers', 'Tarkett')).to.equal('(0)');
    expect(option(root, 'manufacturers', 'Tarkett').disabled).to.equal(true);
    expect(countOf(root, 'in_stock', '1')).to.equal('(0)');
    expect(option(root, 'in_stock', '1').disabled).to.equal(false); // selected
    expect(text(floating(root))).to.equal('Показать 4 товара');
  });

  it('a change while a query runs cancels it; only the latest answer is shown', async () => {
    const { root } = await laminatFilters();
    const held = holdAnswers();
    await click(option(root, 'in_stock', '1'));
    const [from] = [...section(root, 'price').querySelectorAll('input')];
    from!.focus();
    await sendKeys({ type: '15' });
    await until(() => held.calls.length === 3, 'three queries');
    expect(held.calls.map((c) => c.signal.aborted)).to.deep.equal([true, true, false]);
    expect(held.calls[2]!.body.filters).to.deep.equal([
      { field: 'in_stock', value: ['1'] },
      {
        field: 'price',
        value: { from: 15, to: Number(from!.closest('.range')!.querySelectorAll('input')[1]!.placeholder) },
      },
    ]);
    held.calls[2]!.answer({ filters: [], total: 21, url: '/catalog/laminat?price_from=15&in_stock=1' });
    await until(() => text(floating(root)) === 'Показать 21 товар', 'latest answer');
  });

  it("'show N products' before the new counts come goes to the listing of what is ticked once they do, never the last one's; after a failure it asks again", async () => {
    captureConsole();
    const { root } = await laminatFilters();
    const held = holdAnswers();
    await click(option(root, 'in_stock', '1'));
    held.calls[0]!.answer({ filters: [], total: 21, url: '/catalog/laminat?in_stock=1' });
    await until(() => text(floating(root)) === 'Показать 21 товар', 'the first answer');
    const price = section(root, 'price').querySelector('input')!;
    price.focus();
    await sendKeys({ type: '15' });
    await until(() => held.calls.length === 3, 'the query for the price');
    await click(floating(root)!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(navigated, 'not the listing of the last answer').to.deep.equal([]);
    held.calls[2]!.refuse(); // the generic error; what is ticked stays
    await until(() => !root.host.hasAttribute('querying'), 'the query failed');
    expect(navigated).to.deep.equal([]);
    expect(price.value).to.equal('15');
    await click(floating(root)!);
    await until(() => held.calls.length === 4, 'asked again');
    held.calls[3]!.answer({ filters: [], total: 5, url: '/catalog/laminat?in_stock=1&price_from=15' });
    await until(() => navigated.length === 1, 'shown');
    expect(navigated.map((url) => new URL(url).search)).to.deep.equal(['?in_stock=1&price_from=15']);
  });

  it('a range equal to the full span, or with both ends empty, is not sent; an empty end falls back to the bound', async () => {
    const { root } = await laminatFilters();
    const held = holdAnswers();
    const [from, to] = [...section(root, 'price').querySelectorAll('input')];
    const [min, max] = [from!.placeholder, to!.placeholder];
    from!.focus();
    await sendKeys({ type: min });
    to!.focus();
    await sendKeys({ type: max });
    await until(() => held.calls.length === min.length + max.length, 'a query per keystroke');
    // the full span: not set
    expect(held.calls.at(-1)!.body.filters).to.deep.equal([]);
    await sendKeys({ press: 'Backspace' });
    await until(() => held.calls.length === min.length + max.length + 1, 'one more query');
    expect(held.calls.at(-1)!.body.filters).to.deep.equal([
      { field: 'price', value: { from: Number(min), to: Number(max.slice(0, -1)) } },
    ]);
    // both ends empty: not set
    for (let i = 0; i < max.length - 1; i++) await sendKeys({ press: 'Backspace' });
    from!.focus();
    for (let i = 0; i < min.length; i++) await sendKeys({ press: 'Backspace' });
    await until(
      () => from!.value === '' && to!.value === '' && held.calls.length === min.length * 2 + max.length * 2,
      'emptied',
    );
    expect(held.calls.at(-1)!.body.filters).to.deep.equal([]);
    // only 'to' set: 'from' falls back to the minimum
    to!.focus();
    await sendKeys({ type: '2000' });
    await until(() => held.calls.at(-1)!.body.filters.length === 1 && to!.value === '2000', 'to set');
    expect(held.calls.at(-1)!.body.filters).to.deep.equal([
      { field: 'price', value: { from: Number(min), to: 2000 } },
    ]);
    expect(held.calls.slice(0, -1).every((call) => call.signal.aborted)).to.equal(true);
  });

  it("the word for products is pluralised in ru: '0 товаров|{n} товар|{n} товара|{n} товаров'", async () => {
    const { root } = await laminatFilters();
    const held = holdAnswers();
    const expectations: [number, string][] = [
      [0, 'Показать 0 товаров'],
      [1, 'Показать 1 товар'],
      [3, 'Показать 3 товара'],
      [11, 'Показать 11 товаров'],
      [22, 'Показать 22 товара'],
      [25, 'Показать 25 товаров'],
    ];
    for (const [total, label] of expectations) {
      const before = held.calls.length;
      await click(option(root, 'in_stock', '1'));
      await until(() => held.calls.length === before + 1, 'query');
      // the option keeps a count, so it stays enabled when unticked again
      held.calls.at(-1)!.answer({
        filters: [{ name: 'Наличие', type: 'in_stock', items: [{ id: '1', count: 5 }] }],
        total,
        url: '/catalog/laminat',
      });
      await until(() => text(root.querySelector('.footer__show')) === label, label);
    }
  });

  it("uz: '{n} ta mahsulot'", async () => {
    setPageConfig({ storeId: '1', lang: 'uz' });
    const { root } = await laminatFilters();
    const held = holdAnswers();
    await click(option(root, 'in_stock', '1'));
    await until(() => held.calls.length === 1, 'query');
    held.calls[0]!.answer({ filters: [], total: 5, url: '/catalog/laminat' });
    await until(() => text(floating(root)) === '5 ta mahsulotni ko‘rsatish', 'uz text');
  });

  it("chips: one 'from - to' chip per range and one per selected variant value", async () => {
    const { root } = await laminatFilters([
      { field: 'manufacturers', value: ['Egger', 'Tarkett'] },
      { field: 'price', value: { from: 1000, to: 2500 } },
    ]);
    const chips = [...root.querySelectorAll('.chip')];
    expect(chips.map(text)).to.deep.equal(['1000 - 2500×', 'Egger×', 'Tarkett×']);
    expect(chips[0]!.getAttribute('aria-label')).to.equal('Убрать фильтр Цена, ₽: 1000 - 2500');
  });

  it('removing a chip queries at once with the rest, shows loading, and goes to the returned url', async () => {
    const { host, root } = await laminatFilters([
      { field: 'manufacturers', value: ['Egger', 'Tarkett'] },
      { field: 'price', value: { from: 1000, to: 2500 } },
    ]);
    const held = holdAnswers();
    await click([...root.querySelectorAll('.chip')][1]!); // Egger
    await until(() => held.calls.length === 1, 'query');
    expect(held.calls[0]!.body.filters).to.deep.equal([
      { field: 'manufacturers', value: ['Tarkett'] },
      { field: 'price', value: { from: 1000, to: 2500 } },
    ]);
    expect(host.hasAttribute('busy')).to.equal(true);
    expect(root.querySelector('.chips [role=status]')).to.not.equal(null);
    held.calls[0]!.answer({
      filters: [],
      total: 9,
      url: '/catalog/laminat?manufacturers=Tarkett&price_from=1000&price_to=2500',
    });
    await until(() => navigated.length === 1, 'navigation');
    expect(new URL(navigated[0]!).search).to.equal('?manufacturers=Tarkett&price_from=1000&price_to=2500');
    expect(host.hasAttribute('busy')).to.equal(true);
  });

  it('removing a chip: without a url in the answer the loading flag clears, and the console names the missing field', async () => {
    const { host, root } = await laminatFilters([{ field: 'price', value: { from: 1000, to: 2500 } }]);
    const held = holdAnswers();
    await click(root.querySelector('.chip')!);
    await until(() => held.calls.length === 1, 'query');
    expect(held.calls[0]!.body.filters).to.deep.equal([]);
    expect(host.hasAttribute('busy')).to.equal(true);
    const logged = captureConsole();
    held.calls[0]!.answer({ filters: [], total: 260 });
    await until(() => !host.hasAttribute('busy'), 'loading cleared');
    expect(navigated).to.deep.equal([]);
    expect(logged.errors).to.have.length(2);
    expect(logged.errors[0]).to.match(
      /^\[shop-elements\] POST catalog\/get-filters: the answer does not match the contract at url: /,
    );
    expect(logged.errors[1]).to.match(/^Error applying filters: ApiError: POST catalog\/get-filters: url /);
  });

  it("removing a chip: a failure is logged as 'Error applying filters:' and the loading flag clears", async () => {
    const { host, root } = await laminatFilters([{ field: 'manufacturers', value: ['Egger'] }]);
    sinon.stub(window, 'fetch').resolves(new Response('{"message":"down"}', { status: 500 }));
    const reported = captureConsole();
    await click(root.querySelector('.chip')!);
    await until(() => reported.errors.length > 0, 'logged');
    expect(reported.errors[0]).to.match(/^Error applying filters: /);
    await until(() => !host.hasAttribute('busy'), 'loading cleared');
    expect(navigated).to.deep.equal([]);
  });

  it('reset clears the local selections and hides the floating button', async () => {
    const { root } = await laminatFilters([{ field: 'manufacturers', value: ['Egger'] }]);
    await click(option(root, 'in_stock', '1'));
    await until(() => floating(root), 'floating');
    expect(option(root, 'manufacturers', 'Egger').checked).to.equal(true);
    await click(root.querySelector('[part=reset]')!);
    await until(() => !floating(root), 'floating hidden');
    expect(option(root, 'in_stock', '1').checked).to.equal(false);
    expect(option(root, 'manufacturers', 'Egger').checked).to.equal(false);
    const all = await serverFilters([]);
    await until(
      () => text(root.querySelector('.footer__show')) === `Показать ${ruProducts(all.total)}`,
      'all products',
    );
    expect(floating(root)).to.equal(null);
  });

  it("on a narrow screen the 'filters' button opens the filters as a modal panel", async () => {
    await setViewport({ width: 390, height: 800 });
    try {
      const { host, root } = await laminatFilters();
      const opener = await until(
        () => root.querySelector<HTMLButtonElement>('[part~=opener]'),
        'the filters button',
      );
      expect(text(opener)).to.equal('Фильтры');
      const dialog = root.querySelector('dialog')!;
      expect(dialog.open).to.equal(false);
      await click(opener!);
      await until(() => dialog.open, 'modal open');
      expect(dialog.querySelector('.panel')).to.not.equal(null);
      expect(host.hasAttribute('open')).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await until(() => !dialog.open, 'closed');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('a filter name with markup is sanitised, never executed', async () => {
    const win = window as unknown as { pwned?: boolean };
    const { root } = await filtersFor({
      filters: [
        {
          id: 9,
          name: 'Площадь, м<sup>2</sup><img src="x" onerror="window.pwned=true">',
          type: 'range',
          from: 1,
          to: 5,
        },
      ],
      applied: [],
    });
    const title = section(root, '9').querySelector('button')!;
    await until(() => title.querySelector('sup'), 'the markup rendered');
    expect(title.innerHTML).to.not.contain('<img');
    expect(text(title)).to.equal('Площадь, м2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(win.pwned).to.equal(undefined);
  });

  it("a definition of a type it cannot read: 'Unknown filter type: {type}', the others still shown", async () => {
    const reported = captureConsole();
    const { root } = await filtersFor({
      filters: [
        { name: 'Странный', type: 'colour' },
        { name: 'Цена', type: 'price', from: 1, to: 9 },
      ],
      applied: [],
    });
    expect(reported.errors).to.include('Unknown filter type: colour');
    expect(root.querySelectorAll('section')).to.have.length(1);
  });
});
