import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/shop-tab-link/shop-tab-link.ts';
import '../../../elements/shop-tabs/shop-tabs.ts';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';
import { tabsMarkup } from '../../fixtures/tabs-markup.ts';

describe('shop-tab-link (docs/behaviour/product.md links that scroll to a tab)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  async function page() {
    const root =
      mount(`<shop-tab-link tab="tab-reviews"><a href="#panel-reviews">12 отзывов</a></shop-tab-link>
      <div style="height: 2000px"></div>${tabsMarkup()}<div style="height: 3000px"></div>`);
    await ready(root.querySelector('shop-tabs'));
    await ready(root.querySelector('shop-tab-link'));
    return root;
  }

  it('a click selects the matching tab, shows its panel, hides the other panels and scrolls smoothly to the tab', async () => {
    const root = await page();
    window.scrollTo(0, 0);
    const scrolls: ScrollIntoViewOptions[] = [];
    const tab = root.querySelector<HTMLElement>('#tab-reviews')!;
    const original = tab.scrollIntoView.bind(tab);
    tab.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
      scrolls.push(options as ScrollIntoViewOptions);
      original(options);
    };
    root.querySelector('a')!.click();
    expect(tab.getAttribute('aria-selected')).to.equal('true');
    const shown = [...root.querySelectorAll<HTMLElement>('[role=tabpanel]')].filter((p) => !p.hidden);
    expect(shown.map((p) => p.id)).to.deep.equal(['panel-reviews']);
    expect(scrolls).to.deep.equal([{ behavior: 'smooth', block: 'start' }]);
    await until(() => Math.abs(tab.getBoundingClientRect().top) < 2, 'the tab at the top of the view');
    expect(document.activeElement).to.equal(tab);
    expect(location.hash).to.equal('');
  });

  it('asks for its tab with shop-tab-open; with no <shop-tabs> that has it, the link goes to the panel', async () => {
    const root = mount(
      `<shop-tab-link tab="tab-missing"><a href="#panel-missing">Нет такой</a></shop-tab-link>`,
    );
    await ready(root.querySelector('shop-tab-link'));
    const asked: string[] = [];
    const onOpen = (event: CustomEvent<{ tab: string }>) => asked.push(event.detail.tab);
    let followed = false;
    const onClick = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // the test page stays where it is
    };
    document.addEventListener('shop-tab-open', onOpen);
    document.addEventListener('click', onClick);
    try {
      root.querySelector('a')!.click();
    } finally {
      document.removeEventListener('shop-tab-open', onOpen);
      document.removeEventListener('click', onClick);
    }
    expect(asked).to.deep.equal(['tab-missing']);
    expect(followed).to.equal(true);
  });

  it('works from the keyboard', async () => {
    const root = await page();
    root.querySelector('a')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(
      () => root.querySelector('#tab-reviews')!.getAttribute('aria-selected') === 'true',
      'selected',
    );
    expect(root.querySelector<HTMLElement>('#panel-description')!.hidden).to.equal(true);
  });
});
