import { expect } from '@open-wc/testing';
import { FASTElement, html as fast } from '@microsoft/fast-element';
import { sendMouse } from '@web/test-runner-commands';
import { html, LitElement } from 'lit';
import '../../docs/frameworks/lit.ts'; // docs/frameworks.md's Lit card, as it is written there
import { captureConsole } from '../helpers/console.ts';
import { cleanup, mount, newShopper, ready, serverCart, setPageConfig, until } from '../helpers/page.ts';

/**
 * Tags in any root (docs/loading.md): the built loader, dist/shop-elements.js as a page includes it, finds the
 * shop tags that components of the page render in their shadow roots, with nothing for the page to do. Each case
 * uses a tag no other case has, so it is this root's tag that the loader had to find (a defined tag upgrades in
 * every root by itself).
 */
let loader: { observe(root: Document | ShadowRoot): boolean };

/** The loader as a page includes it: a module script of dist/shop-elements.js, whose exports it keeps. */
function includeLoader(): Promise<typeof loader> {
  return new Promise((resolve) => {
    addEventListener('test-loader', () => resolve((window as unknown as { loader: typeof loader }).loader), {
      once: true,
    });
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent =
      "import * as loader from '/dist/shop-elements.js'; window.loader = loader; dispatchEvent(new Event('test-loader'));";
    document.head.append(script);
  });
}

/** A FAST Element component (another library from npm) that renders a shop tag in its shadow root. */
class StoreHours extends FASTElement {}
void StoreHours.define({
  name: 'store-hours',
  template: fast`<shop-popover
      ><button type="button" aria-controls="hours" aria-expanded="false">Часы работы</button></shop-popover
    ><div id="hours">9:00–21:00</div>`,
});

/** A Lit component defined only after its tag is on the page: its shadow root comes with its definition. */
class LateFilters extends LitElement {
  override render() {
    return html`<shop-sort
      ><select aria-label="Сортировка">
        <option>Популярные</option>
      </select></shop-sort
    >`;
  }
}

/** Lit components inside Lit components: a root inside a root. */
class InnerCard extends LitElement {
  override render() {
    return html`<shop-tags><a href="/tag">Ламинат</a></shop-tags>`;
  }
}
customElements.define('inner-card', InnerCard);
class OuterList extends LitElement {
  override render() {
    return html`<inner-card></inner-card>`;
  }
}
customElements.define('outer-list', OuterList);

/** A shop element nested in a shop element's markup, both in a Lit component's root. */
class ProductFaq extends LitElement {
  override render() {
    return html`<shop-disclosure
      ><details>
        <summary>Доставка</summary>
        <shop-tooltip content="По Москве и области"><button type="button">?</button></shop-tooltip>
      </details></shop-disclosure
    >`;
  }
}
customElements.define('product-faq', ProductFaq);

const inRoot = (host: Element, selector: string) => host.shadowRoot?.querySelector(selector) ?? null;

describe('tags in any root: the loader finds shop tags in shadow roots (docs/loading.md)', () => {
  before(async () => {
    setPageConfig();
    await newShopper();
    loader = await includeLoader();
  });
  afterEach(cleanup);

  it("a <shop-add-to-cart> in a Lit component's shadow root loads, and its click adds the product", async () => {
    const page = mount('<product-card></product-card>');
    const card = page.querySelector('product-card') as HTMLElement & { productId: number };
    card.productId = 5;
    const button = await ready(await until(() => inRoot(card, 'shop-add-to-cart'), 'the card drawn'));
    button.querySelector('button')!.click();
    await until(() => inRoot(card, '.lines')?.textContent === 'В корзине: 1', 'the card to hear the cart');
    expect((await serverCart()).items.map((line) => line.productId)).to.deep.equal([5]);
  });

  it("a shop tag in a FAST element's shadow root loads, and finds the panel its opener names in that root", async () => {
    const page = mount('<store-hours></store-hours>');
    const hours = page.querySelector('store-hours')!;
    const popover = await ready(await until(() => inRoot(hours, 'shop-popover'), 'drawn'));
    popover.querySelector('button')!.click();
    await until(() => inRoot(hours, '#hours')?.classList.contains('active'), 'the panel open');
  });

  it('a component defined after its tag is on the page: the tag in its root loads', async () => {
    const page = mount('<late-filters></late-filters>');
    customElements.define('late-filters', LateFilters);
    await ready(await until(() => inRoot(page.querySelector('late-filters')!, 'shop-sort'), 'drawn'));
  });

  it('a root inside a root: the tag of an inner component loads', async () => {
    const page = mount('<outer-list></outer-list>');
    const inner = (await until(() => inRoot(page.querySelector('outer-list')!, 'inner-card'), 'the inner'))!;
    await ready(await until(() => inRoot(inner, 'shop-tags'), 'drawn'));
  });

  it("a shop tag nested in a shop element's markup, in a component's root, loads with it", async () => {
    const page = mount('<product-faq></product-faq>');
    const faq = page.querySelector('product-faq')!;
    await ready(await until(() => inRoot(faq, 'shop-disclosure'), 'drawn'));
    await ready(inRoot(faq, 'shop-tooltip'));
  });

  it('a declarative shadow root (<template shadowrootmode>) added to the page: its tag loads', async () => {
    const page = mount('');
    const parsed = Document.parseHTMLUnsafe(
      '<div><template shadowrootmode="open"><shop-calculator><input type="number" data-price="100" value="2" aria-label="Количество"></shop-calculator></template></div>',
    );
    const host = parsed.body.firstElementChild!;
    page.append(host);
    await ready(inRoot(host, 'shop-calculator'));
  });

  it('a closed shadow root handed to observe(root): its tag loads', async () => {
    const page = mount('<div></div>');
    const root = page.firstElementChild!.attachShadow({ mode: 'closed' });
    root.innerHTML =
      '<div id="cards"></div><shop-view-toggle for="cards"><button type="button" data-view="list">Список</button></shop-view-toggle>';
    expect(loader.observe(root)).to.equal(true);
    expect(loader.observe(root)).to.equal(false); // once is enough
    const toggle = await ready(root.querySelector('shop-view-toggle'));
    toggle.querySelector('button')!.click();
    await until(() => root.getElementById('cards')!.classList.contains('list'), 'the cards as a list');
  });

  it('SHOP_CLOSED_ROOT: a shop element in a closed root nobody handed over is reported once, and its root watched from then on', async () => {
    const logged = captureConsole();
    const page = mount(
      '<shop-store-list><input type="search" aria-label="Поиск магазина"><ul></ul></shop-store-list><div></div>',
    );
    await ready(page.querySelector('shop-store-list')); // its tag loaded by the document's sighting
    const root = page.querySelector('div')!.attachShadow({ mode: 'closed' });
    root.innerHTML =
      '<shop-store-list><input type="search" aria-label="Поиск"><ul></ul></shop-store-list><shop-store-list><input type="search" aria-label="Поиск"><ul></ul></shop-store-list>';
    for (const list of root.querySelectorAll('shop-store-list')) await ready(list);
    await until(() => logged.errors.length > 0, 'the report');
    expect(logged.errors).to.have.length(1);
    // the element as the page has it by then (an empty list reflects `empty`)
    expect(logged.errors[0]).to.match(
      /^\[shop-elements\] SHOP_CLOSED_ROOT <shop-store-list[^>]*>: found it in a closed shadow root the page did not hand to the loader; expected observe\(root\) from the component that made the root: the shop tags in it load only because another of their tag was loaded\. See @shop-elements\/elements\/docs\/errors\.md#shop_closed_root$/,
    );
    expect(loader.observe(root)).to.equal(false); // watched already
  });

  it("a click on a shop tag in a root the loader could not see loads its tag, and the click is delivered once it's ready", async () => {
    // a root attached to an element already on the page, filled at once: no change of a watched root shows it
    // (as Angular's ShadowDom encapsulation does with its root component)
    const page = mount('<div></div>');
    const root = page.firstElementChild!.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<shop-show-more><button type="button" aria-expanded="false">Показать ещё</button></shop-show-more>';
    const opener = root.querySelector('button')!;
    const box = opener.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + 4), Math.round(box.y + 4)] });
    await ready(root.querySelector('shop-show-more'));
    await until(() => opener.getAttribute('aria-expanded') === 'true', 'the held click delivered');
  });
});
