import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/shop-search/shop-search.ts';
import { captureConsole } from '../../helpers/console.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  record,
  setPageConfig,
  shadow,
  until,
} from '../../helpers/page.ts';

const text = (node: Element | null | undefined) =>
  node?.textContent?.replace(/[\u00a0\u202f]/g, ' ').trim() ?? '';

describe('shop-search (docs/behaviour/search.md, docs/behaviour/states.md search widget, docs/behaviour/constants.md timings)', () => {
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

  async function searchBox() {
    const host = await ready(
      mount(`<shop-search><form action="/search" method="get"><input type="search" name="q" /><button>Найти</button></form></shop-search>
        <p class="outside" style="position:fixed;left:0;bottom:0;width:60px;height:40px;margin:0">вне</p>`).querySelector(
        'shop-search',
      ),
    );
    const root = shadow(host);
    const input = root.querySelector<HTMLInputElement>('input[role=combobox]')!;
    input.focus();
    return { host, root, input };
  }
  const searchCalls = (spy: sinon.SinonSpy) =>
    spy.getCalls().filter((call) => String(call.args[0]).includes('/catalog/products/search'));
  const queryOf = (call: sinon.SinonSpyCall) =>
    new URL(String(call.args[0]), location.href).searchParams.get('query');
  const options = (root: ShadowRoot) => [...root.querySelectorAll('[role=option]')];

  it("the text box has the 'stores_modal_search_placeholder' text and is a combobox over a listbox", async () => {
    const { root, input } = await searchBox();
    expect(input.placeholder).to.equal('Поиск по названию или артикулу');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(root.getElementById(input.getAttribute('aria-controls')!)!.getAttribute('role')).to.equal(
      'listbox',
    );
  });

  it('queries 600 ms after the typing stops, with the query string', async () => {
    const fetchSpy = sinon.spy(window, 'fetch');
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root } = await searchBox();
    await sendKeys({ type: 'ламината' });
    clock.tick(599);
    expect(searchCalls(fetchSpy)).to.have.length(0);
    clock.tick(1);
    expect(searchCalls(fetchSpy)).to.have.length(1);
    expect(queryOf(searchCalls(fetchSpy)[0]!)).to.equal('ламината');
    clock.restore();
    await until(() => options(root).length === 8, 'eight results');
    for (const option of options(root))
      expect(text(option.querySelector('.result__name'))).to.match(/^Ламинат/);
  });

  it('while the shopper keeps typing, a query still goes out every 3000 ms (max wait)', async () => {
    const fetchSpy = sinon.spy(window, 'fetch');
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await searchBox();
    const word = 'ламинатный';
    for (const letter of word.slice(0, 6)) {
      await sendKeys({ type: letter });
      clock.tick(500);
    }
    // letters at 0 … 2500 ms: no pause of 600 ms, but the max wait sends 'ламина' at 3000 ms
    expect(searchCalls(fetchSpy).map(queryOf)).to.deep.equal(['ламина']);
    for (const letter of word.slice(6)) {
      await sendKeys({ type: letter });
      clock.tick(500);
    }
    expect(searchCalls(fetchSpy)).to.have.length(1);
    clock.tick(100);
    expect(searchCalls(fetchSpy).map(queryOf)).to.deep.equal(['ламина', 'ламинатный']);
  });

  it('a stale query is aborted when a newer one starts; clearing the box cancels a pending one', async () => {
    // answers that never come, like a slow server; an aborted call rejects as fetch does
    const fetchSpy = sinon
      .stub(window, 'fetch')
      .callsFake(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root } = await searchBox();
    await sendKeys({ type: 'лам' });
    clock.tick(600);
    await sendKeys({ type: 'инат' });
    clock.tick(600);
    const [first, second] = searchCalls(fetchSpy);
    expect((first!.args[1] as RequestInit).signal!.aborted).to.equal(true);
    expect((second!.args[1] as RequestInit).signal!.aborted).to.equal(false);
    for (let i = 0; i < 'ламинат'.length; i++) await sendKeys({ press: 'Backspace' });
    clock.tick(5000);
    expect(searchCalls(fetchSpy)).to.have.length(2);
    expect((second!.args[1] as RequestInit).signal!.aborted).to.equal(true);
    clock.restore();
    expect(options(root)).to.have.length(0);
  });

  it('an empty query clears the results', async () => {
    const { host, root, input } = await searchBox();
    await sendKeys({ type: 'ванна' });
    await until(() => options(root).length > 0, 'results');
    for (let i = 0; i < 'ванна'.length; i++) await sendKeys({ press: 'Backspace' });
    await until(() => options(root).length === 0, 'cleared');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(host.hasAttribute('open')).to.equal(false);
    expect(root.querySelector<HTMLElement>('.dropdown')!.hidden).to.equal(true);
  });

  it('shows a spinner while loading, then each result: image 100x100, name, sku, price with the old price struck through, or request price', async () => {
    let answer!: (response: Response) => void;
    sinon.stub(window, 'fetch').returns(new Promise((resolve) => (answer = resolve)));
    const { host, root } = await searchBox();
    await sendKeys({ type: 'дверь' });
    await until(() => host.hasAttribute('busy'), 'busy');
    expect(root.querySelector('[role=status][aria-label="Загрузка…"]')).to.not.equal(null);
    answer(
      new Response(
        JSON.stringify({
          data: [
            {
              id: 1,
              title: 'Дверь Софья',
              image: { url: '/img/p/1/0.svg' },
              url: '/product/a',
              sku: 'DVE-1',
              price: 12990,
              oldPrice: 15990,
            },
            {
              id: 2,
              title: 'Дверь Terem',
              image: { url: '/img/p/2/0.svg' },
              url: '/product/b',
              sku: 'DVE-2',
              price: null,
              oldPrice: null,
            },
          ],
          error: null,
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await until(() => options(root).length === 2, 'two results');
    expect(host.hasAttribute('busy')).to.equal(false);
    const [first, second] = options(root);
    const image = first!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).to.deep.equal(['100', '100']);
    expect(image.getAttribute('src')).to.equal(new URL('/img/p/1/0.svg', location.href).href);
    expect(first!.querySelector('a')!.getAttribute('href')).to.equal(
      new URL('/product/a', location.href).href,
    );
    expect(text(first!.querySelector('.result__name'))).to.equal('Дверь Софья');
    expect(text(first!.querySelector('.result__sku'))).to.equal('Арт. DVE-1');
    expect(text(first!.querySelector('.price'))).to.equal('12 990 ₽');
    expect(text(first!.querySelector('s.price--old'))).to.equal('15 990 ₽');
    expect(text(second!.querySelector('.result__price'))).to.equal('Цена по запросу');
  });

  it("shows 'nothing found' when there are no results", async () => {
    const { root } = await searchBox();
    await sendKeys({ type: 'ъъъъъ' });
    await until(() => text(root.querySelector('.empty')) === 'Ничего не найдено', 'nothing found');
    expect(options(root)).to.have.length(0);
  });

  it("a query typed in the wrong keyboard layout ('kfvbyfn') shows the results of 'ламинат' with a note", async () => {
    const { root } = await searchBox();
    await sendKeys({ type: 'kfvbyfn' });
    // a slow machine may search a part of the word first ('kf'), which the note does not follow yet
    await until(() => text(root.querySelector('.note')) === 'Показаны результаты для «ламинат»', 'the note');
    await until(() => options(root).length > 0, 'results');
    expect(text(options(root)[0]!.querySelector('.result__name'))).to.match(/^Ламинат/);
  });

  it('a failed search shows the generic error notification', async () => {
    sinon.stub(window, 'fetch').resolves(new Response('{"message":"boom"}', { status: 500 }));
    const toasts = record<{ kind: string; message: string }>('shop-toast');
    const { host } = await searchBox();
    await sendKeys({ type: 'ламинат' });
    await until(() => toasts.events.length === 1, 'a toast');
    toasts.stop();
    expect(toasts.events[0]).to.include({
      kind: 'error',
      message: 'Что-то пошло не так. Попробуйте ещё раз.',
    });
    await until(() => !host.hasAttribute('open'), 'the dropdown closed');
  });

  it('arrow keys move through the results (wrapping), Enter opens the active result', async () => {
    const { root, input } = await searchBox();
    await sendKeys({ type: 'смеситель' });
    await until(() => options(root).length === 8, 'results');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    const second = options(root)[1]!;
    await until(() => input.getAttribute('aria-activedescendant') === second.id, 'second active');
    expect(second.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await until(
      () => input.getAttribute('aria-activedescendant') === options(root)[7]!.id,
      'wrapped to the last',
    );
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(navigated).to.deep.equal([second.querySelector('a')!.href]);
  });

  it("a product page on the store's own site (sitePages) opens as a link, by Enter or a click", async () => {
    setPageConfig({ storeId: '1', sitePages: { '/product/{slug}': 'https://store.example/product/{slug}' } });
    const { root } = await searchBox();
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      const link = event.composedPath()[0] as HTMLAnchorElement;
      if (link.localName !== 'a') return;
      followed.push(link.href);
      event.preventDefault(); // the test page stays
    };
    document.addEventListener('click', follow);
    try {
      await sendKeys({ type: 'смеситель' });
      await until(() => options(root).length === 8, 'results');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      expect(followed).to.have.length(1);
      expect(followed[0]).to.match(/^https:\/\/store\.example\/product\//);
      expect(navigated).to.deep.equal([]);
    } finally {
      document.removeEventListener('click', follow);
    }
  });

  it('Enter with no active result opens the full results page; Esc closes the dropdown', async () => {
    const { host, root, input } = await searchBox();
    await sendKeys({ type: 'LAM-1' });
    await until(() => options(root).length > 0, 'results');
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await until(() => input.getAttribute('aria-expanded') === 'false', 'closed');
    expect(host.hasAttribute('open')).to.equal(false);
    await sendKeys({ press: 'Enter' });
    expect(navigated).to.have.length(1);
    const url = new URL(navigated[0]!);
    expect(url.pathname + url.search).to.equal('/search?q=LAM-1');
  });

  it("the full results page keeps the fallback form's hidden fields: a uz page stays uz", async () => {
    const host = await ready(
      mount(`<shop-search><form action="/search" method="get"><input type="search" name="q" /><input
        type="hidden" name="lang" value="uz" /><button>Topish</button></form></shop-search>`).querySelector(
        'shop-search',
      ),
    );
    shadow(host).querySelector<HTMLInputElement>('input[role=combobox]')!.focus();
    await sendKeys({ type: 'Tarkett' });
    await sendKeys({ press: 'Enter' });
    expect(navigated).to.have.length(1);
    const url = new URL(navigated[0]!);
    expect(url.pathname).to.equal('/search');
    expect(url.searchParams.get('lang')).to.equal('uz');
    expect(url.searchParams.get('q')).to.equal('Tarkett');
  });

  it("a form action the browser reads as another host is not followed: the search goes to this site's /search", async () => {
    const errors = captureConsole();
    for (const action of [
      'https:\\\\evil.example/s',
      'https:/\\evil.example/s',
      '//evil.example/s',
      'https://evil.example/s',
    ]) {
      cleanup();
      navigated = [];
      const host = await ready(
        mount(
          `<shop-search><form action="${action}" method="get"><input type="search" name="q" /></form></shop-search>`,
        ).querySelector('shop-search'),
      );
      const root = shadow(host);
      expect(new URL(root.querySelector('form')!.action).origin, action).to.equal(location.origin);
      root.querySelector<HTMLInputElement>('input[role=combobox]')!.focus();
      await sendKeys({ type: 'LAM-1' });
      await until(() => options(root).length > 0, 'results');
      expect(new URL(root.querySelector<HTMLAnchorElement>('[part=all]')!.href).origin).to.equal(
        location.origin,
      );
      await sendKeys({ press: 'Enter' });
      expect(
        navigated.map((url) => new URL(url).origin + new URL(url).pathname),
        action,
      ).to.deep.equal([`${location.origin}/search`]);
    }
    expect(errors.errors).to.have.length(4);
    expect(errors.errors[0]).to.contain('is off this site');
    errors.restore();
  });

  it("a uz page's search tells the shop's server its language (Accept-Language: uz) and shows uz names", async () => {
    setPageConfig({ storeId: '1', lang: 'uz' });
    const fetchSpy = sinon.spy(window, 'fetch');
    const { root } = await searchBox();
    await sendKeys({ type: 'LAM-1' });
    await until(() => options(root).length > 0, 'results');
    const call = searchCalls(fetchSpy)[0]!;
    expect(new Headers(call.args[1]?.headers).get('Accept-Language')).to.equal('uz');
    expect(text(options(root)[0]!.querySelector('.result__name'))).to.match(/^Laminat /);
    expect(
      new URL(options(root)[0]!.querySelector('a')?.href ?? location.href).searchParams.get('lang'),
    ).to.equal('uz');
  });

  it('a click outside closes the dropdown', async () => {
    const { host, root } = await searchBox();
    await sendKeys({ type: 'ламинат' });
    await until(() => options(root).length > 0, 'results');
    expect(root.querySelector<HTMLElement>('.dropdown')!.hidden).to.equal(false);
    const outside = document.querySelector('.outside')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(outside.x + 5), Math.round(outside.y + 5)] });
    await until(() => !host.hasAttribute('open'), 'closed');
    expect(root.querySelector<HTMLElement>('.dropdown')!.hidden).to.equal(true);
  });
});
