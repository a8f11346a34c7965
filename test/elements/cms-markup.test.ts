import { expect } from '@open-wc/testing';
import '../../elements/shop-carousel/shop-carousel.ts';
import '../../elements/shop-cart/shop-cart.ts';
import '../../elements/shop-checkout/shop-checkout.ts';
import '../../elements/shop-disclosure/shop-disclosure.ts';
import '../../elements/shop-filters/shop-filters.ts';
import '../../elements/shop-form/shop-form.ts';
import '../../elements/shop-tabs/shop-tabs.ts';
import '../../elements/shop-tags/shop-tags.ts';
import { getConfig, resetConfig } from '../../shared/config.ts';
import { forgetReports } from '../../shared/ui/author-markup.ts';
import { forgetCaptchaScript } from '../../shared/services/captcha-widget.ts';
import { STAND_IN_CONFIG } from '../helpers/checkout.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  serverAdd,
  setPageConfig,
  shadow,
  until,
} from '../helpers/page.ts';
import { CMS_MARKUP } from '../fixtures/cms-markup.ts';
import { CAPTCHA, click, fillEnquiry, tickCaptcha, watchCalls } from '../helpers/forms.ts';
import { captureConsole } from '../helpers/console.ts';

/** The console errors of the elements (`[shop-elements] …`) while a case runs. */
function consoleErrors() {
  const reported = captureConsole();
  return {
    lines: () => reported.errors.filter((line) => line.includes('[shop-elements]')),
    restore: () => reported.restore(),
  };
}

const emptyParagraphs = (root: ParentNode) =>
  [...root.querySelectorAll(':scope > p')].filter((p) => !p.textContent?.trim() && !p.children.length);

describe('markup a CMS changed (WordPress: wpautop, the block editor, KSES, wptexturize)', () => {
  let errors: ReturnType<typeof consoleErrors>;
  beforeEach(async () => {
    setPageConfig({ ...STAND_IN_CONFIG, captcha: CAPTCHA });
    forgetReports();
    await newShopper();
    errors = consoleErrors();
  });
  afterEach(() => {
    errors.restore();
    cleanup();
    forgetCaptchaScript();
  });

  it('the fixtures are what Chromium splits: wpautop leaves <shop-form> empty, its <form> after the <p>', () => {
    // parsed as the page is; the element is not upgraded inside a <template>
    const template = document.createElement('template');
    template.innerHTML = CMS_MARKUP.formClassic.output;
    const parsed = template.content;
    expect(parsed.querySelector('shop-form')!.childNodes.length).to.equal(0);
    expect(parsed.querySelector('shop-form')!.parentElement!.localName).to.equal('p');
    expect(parsed.querySelector('form')!.closest('shop-form')).to.equal(null);
  });

  for (const name of ['formClassic', 'formInDiv', 'formBlock'] as const) {
    it(`${name}: the call-me form as WordPress printed it sends its fields, with the captcha token`, async () => {
      const page = mount(CMS_MARKUP[name].output);
      const host = await ready(page.querySelector('shop-form'));
      const form = host.querySelector('form');
      expect(form, 'the form is inside the element').to.not.equal(null);
      expect(emptyParagraphs(page), 'the empty <p> of the dropped end tag').to.have.length(0);
      const watch = watchCalls((url) => url.includes('/api/1/ru/'));
      try {
        await fillEnquiry(form!);
        await tickCaptcha(form!);
        await click(form!.querySelector('button[type=submit]')!);
        await until(() => host.getAttribute('state') === 'success', 'the success state');
        expect(watch.calls).to.have.length(1);
        const body = watch.calls[0]!.body!;
        expect(body.get('name')).to.equal('Текст name');
        expect(body.get('phone')).to.match(/916/);
        expect(body.get('agreement')).to.equal('1');
        expect(body.get('y-smart-captcha-response')).to.not.equal('');
      } finally {
        watch.restore();
      }
      expect(errors.lines()).to.deep.equal([]);
    });
  }

  it('KSES (an Author): the <form> and its fields are gone; one console error names the tag, the part and its docs', async () => {
    const page = mount(CMS_MARKUP.formKses.output + CMS_MARKUP.formKses.output);
    const hosts = [...page.querySelectorAll('shop-form')];
    await Promise.all(hosts.map((host) => ready(host)));
    const lines = errors.lines();
    expect(lines).to.have.length(1);
    expect(lines[0]).to.contain('<shop-form> needs a <form> inside');
    expect(lines[0]).to.contain('unfiltered_html');
    expect(lines[0]).to.contain('See @shop-elements/elements/docs/elements.md#shop-form');
  });

  it("a <shop-form> inside the page's own <form>, whose <form> the parser dropped, is told so, not blamed on a CMS", async () => {
    const page = mount('<form action="/search"></form>');
    // as a parser reads <form><shop-form><form>…</form></shop-form></form>: the inner form tag is gone
    page.querySelector('form')!.innerHTML =
      '<shop-form type="feedback"><input name="name" aria-label="Имя"><button type="submit">Отправить</button></shop-form>';
    await ready(page.querySelector('shop-form'));
    const lines = errors.lines();
    expect(lines).to.deep.equal([
      "[shop-elements] <shop-form> needs a <form> inside, and stands inside another <form>, where HTML holds no form: the browser dropped its own. Put <shop-form> outside the page's <form> (a theme or CMS wraps the content in one). See @shop-elements/elements/docs/elements.md#shop-form",
    ]);
  });

  it('checkout: its "Загружаем…" note is its own again while it loads, and the checkout renders', async () => {
    await serverAdd(14);
    const page = mount(CMS_MARKUP.checkout.output);
    const host = page.querySelector('shop-checkout')!;
    expect(host.querySelector('p')?.textContent).to.equal('Загружаем…');
    expect(emptyParagraphs(page)).to.have.length(0);
    await ready(host);
    await until(
      () => !host.hasAttribute('loading') && shadow(host).querySelector('form'),
      'the checkout form',
    );
    expect(host.querySelector('p')!.assignedSlot, 'the note is not shown once loaded').to.equal(null);
  });

  it('cart: its placeholder is inside it, and the loaded cart drops the loading class', async () => {
    const page = mount(CMS_MARKUP.cart.output);
    const host = page.querySelector('shop-cart')!;
    expect(host.querySelector('p')?.textContent).to.equal('Загружаем корзину…');
    await ready(host);
    await until(() => !host.classList.contains('loading'), 'the cart loaded');
  });

  const slides = (host: Element) => [...host.children].filter((child) => child.slot.startsWith('slide-'));
  it('carousel: the <br> wpautop puts between linked pictures are not slides (3 pictures, 3 slides)', async () => {
    const host = await ready(mount(CMS_MARKUP.carouselLinks.output).querySelector('shop-carousel'));
    expect(slides(host).map((slide) => slide.localName)).to.deep.equal(['a', 'a', 'a']);
    expect(host.querySelectorAll(':scope > br[slot]')).to.have.length(0);
  });

  it('carousel: slides split off by wpautop come back, without the empty <p> (4 slides)', async () => {
    const page = mount(CMS_MARKUP.carouselBlocks.output);
    const host = await ready(page.querySelector('shop-carousel'));
    expect(slides(host).map((slide) => slide.textContent)).to.deep.equal([
      'Ламинат',
      'Плитка',
      'Краска',
      'Обои',
    ]);
    expect(emptyParagraphs(page)).to.have.length(0);
  });

  it('tags: the <br> between the tags do not break the row (kept out of view)', async () => {
    const host = await ready(mount(CMS_MARKUP.tags.output).querySelector('shop-tags'));
    const breaks = [...host.querySelectorAll(':scope > br')];
    expect(breaks).to.have.length(4);
    expect(breaks.every((br) => !br.assignedSlot)).to.equal(true);
    const links = [...host.querySelectorAll('a')].map((link) => link.getBoundingClientRect().top);
    expect(new Set(links).size, 'one row').to.equal(1);
  });

  it('tabs: the tab list and panels split off by wpautop are the element’s again; a click selects a tab', async () => {
    const page = mount(CMS_MARKUP.tabs.output);
    const host = await ready(page.querySelector('shop-tabs'));
    expect(host.querySelectorAll('[role=tabpanel]')).to.have.length(2);
    host.querySelector<HTMLElement>('#tab-b')!.click();
    expect(host.querySelector('#panel-b')!.hasAttribute('hidden')).to.equal(false);
    expect(host.querySelector('#panel-a')!.hasAttribute('hidden')).to.equal(true);
    expect(errors.lines()).to.deep.equal([]);
  });

  it('disclosure: the <details> split off by wpautop is its own again; a click on its summary opens it', async () => {
    const host = await ready(mount(CMS_MARKUP.disclosure.output).querySelector('shop-disclosure'));
    const details = host.querySelector<HTMLDetailsElement>(':scope > details')!;
    expect(details).to.not.equal(null);
    await click(details.querySelector('summary')!);
    await until(() => details.open, 'the details open');
    expect(errors.lines()).to.deep.equal([]);
  });

  /** Opens the collapsed filter sections: their options are drawn when a section first opens. */
  async function openSections(host: Element) {
    for (const toggle of shadow(host).querySelectorAll<HTMLButtonElement>('.section__title button'))
      if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
    await until(
      () => !shadow(host).querySelector('.section__title button[aria-expanded="false"]'),
      'every section open',
    );
  }

  it('filters: the JSON script stays, the fallback form split off by wpautop is inside again', async () => {
    const page = mount(CMS_MARKUP.filters.output);
    const host = await ready(page.querySelector('shop-filters'));
    expect(host.querySelector('form')).to.not.equal(null);
    await until(() => shadow(host).textContent?.includes('Бренд'), 'the filters drawn');
    await openSections(host);
    expect(shadow(host).textContent).to.contain('Knauf "Мастер"');
    expect(errors.lines()).to.deep.equal([]);
  });

  it('filters under KSES: the <script> is gone; one console error names the tag, the script and its docs', async () => {
    const page = mount(CMS_MARKUP.filtersKses.output + CMS_MARKUP.filtersKses.output);
    await Promise.all([...page.querySelectorAll('shop-filters')].map((host) => ready(host)));
    const lines = errors.lines();
    expect(lines).to.have.length(1);
    expect(lines[0]).to.contain(
      '<shop-filters> needs its filter data in a <script type="application/json"> inside',
    );
    expect(lines[0]).to.contain('See @shop-elements/elements/docs/elements.md#shop-filters');
  });

  it('filters: JSON that wptexturize printed with &#8220; quotes, &#8221; and &#038; is read', async () => {
    const page = mount(
      `<shop-filters category-id="3"><script type="application/json">${CMS_MARKUP.filtersTexturized.output}</script></shop-filters>`,
    );
    const host = await ready(page.querySelector('shop-filters'));
    await until(() => shadow(host).textContent?.includes('Бренд'), 'the filters drawn');
    await openSections(host);
    expect(shadow(host).textContent).to.contain('Knauf "Мастер"');
    expect(errors.lines()).to.deep.equal([]);
  });

  it('filters: JSON broken beyond that is reported once with what is wrong and how to fix it', async () => {
    const broken =
      '<shop-filters category-id="3"><script type="application/json">{&quot;filters&quot;: [}</script></shop-filters>';
    const page = mount(broken + broken);
    await Promise.all([...page.querySelectorAll('shop-filters')].map((host) => ready(host)));
    const lines = errors.lines();
    expect(lines).to.have.length(1);
    expect(lines[0]).to.contain('<shop-filters> has filter data that is not JSON');
    expect(lines[0]).to.contain('esc_html()');
    expect(lines[0]).to.contain('See @shop-elements/elements/docs/elements.md#shop-filters');
  });

  for (const [what, data] of [
    ['JSON that is not JSON', '{"filters": [}'],
    ['JSON without its filters list', '{}'],
  ])
    it(`filters: ${what} keeps the server's own filter form on screen, never an empty panel, and says so once`, async () => {
      const page = mount(
        `<shop-filters category-id="3"><script type="application/json">${data}</script>
          <form method="get"><label><input type="checkbox" name="brand" value="1"> Knauf</label>
          <button>Показать</button></form></shop-filters>`,
      );
      const host = await ready(page.querySelector('shop-filters'));
      expect(shadow(host).querySelector('slot'), 'the server markup shown').to.not.equal(null);
      expect(host.querySelector('form')!.checkVisibility()).to.equal(true);
      expect(shadow(host).textContent).not.to.contain('Показать');
      const lines = errors.lines();
      expect(lines).to.have.length(1);
      expect(lines[0]).to.match(/^\[shop-elements\] <shop-filters> has filter data /);
    });
});

describe('page config a CMS changed', () => {
  let errors: ReturnType<typeof consoleErrors>;
  beforeEach(() => (errors = consoleErrors()));
  afterEach(() => {
    errors.restore();
    cleanup();
    setPageConfig();
  });

  it('wpautop put </p><p> into the #shop-config script at a blank line: read', () => {
    setPageConfig(null);
    mount(CMS_MARKUP.configParagraphs.output);
    resetConfig();
    const config = getConfig();
    expect([config.valid, config.storeId, config.apiBase]).to.deep.equal([true, '1', '/api']);
    expect(errors.lines()).to.deep.equal([]);
  });

  it('esc_html() printed it with &quot; and &amp;: read, with the values as written', () => {
    setPageConfig(CMS_MARKUP.configEscaped.output);
    const config = getConfig();
    expect(config.checkoutUrl).to.equal('/checkout/?step=1&from=cart');
    expect(config.map.attribution).to.equal('© "Карты" <b>OSM</b>');
    expect(errors.lines()).to.deep.equal([]);
  });

  it('wptexturize() printed it with &#8220; &#8221; &#038; &#215; &#8216; &#8217; &#8230;: read (other typography stays as the browser decodes it)', () => {
    setPageConfig(CMS_MARKUP.configTexturized.output);
    const config = getConfig();
    expect(config.checkoutUrl).to.equal('/checkout/?step=1&from=cart');
    expect(config.map.attribution).to.equal('© "Карты" 2×3 ‘OSM’…');
    expect(config.timeout).to.equal(20000);
    expect(errors.lines()).to.deep.equal([]);
  });

  it('JSON still broken after that is reported once, with the parser error and how to print it', async () => {
    setPageConfig('{&quot;storeId&quot;: &quot;1&quot;,, }');
    getConfig();
    getConfig();
    await until(() => errors.lines().length > 0, 'the report');
    const lines = errors.lines();
    expect(lines).to.have.length(1);
    expect(lines[0]).to.contain('#shop-config is not valid JSON');
    expect(lines[0]).to.contain('wp_json_encode');
  });
});
