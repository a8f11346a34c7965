import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-tabs/shop-tabs.ts';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';

import { NAMES, tabsMarkup } from '../../fixtures/tabs-markup.ts';

describe('shop-tabs (docs/behaviour/product.md tabs, WAI-ARIA tabs pattern)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  async function tabs() {
    const page = mount(`<button id="before">до</button>${tabsMarkup()}`);
    await ready(page.querySelector('shop-tabs'));
    const tab = (name: string) => page.querySelector<HTMLElement>(`#tab-${name}`)!;
    const panel = (name: string) => page.querySelector<HTMLElement>(`#panel-${name}`)!;
    const shown = () => NAMES.filter((name) => !panel(name).hidden);
    const selected = () => NAMES.filter((name) => tab(name).getAttribute('aria-selected') === 'true');
    return { page, tab, panel, shown, selected };
  }

  it('clicking a tab selects it and shows its panel', async () => {
    const { tab, shown, selected } = await tabs();
    const box = tab('installation').getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
    await until(() => selected()[0] === 'installation', 'installation selected');
    expect(selected()).to.deep.equal(['installation']);
    expect(shown()).to.deep.equal(['installation']);
    expect(tab('installation').tabIndex).to.equal(0);
    expect(tab('description').tabIndex).to.equal(-1);
  });

  it('ArrowRight moves focus to the next tab and wraps round from the last to the first', async () => {
    const { tab } = await tabs();
    tab('description').focus();
    const visited: string[] = [];
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'ArrowRight' });
      visited.push(document.activeElement!.id);
    }
    expect(visited).to.deep.equal(['tab-specs', 'tab-installation', 'tab-reviews', 'tab-description']);
  });

  it('ArrowLeft moves focus to the previous tab and wraps round from the first to the last', async () => {
    const { tab } = await tabs();
    tab('description').focus();
    const visited: string[] = [];
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'ArrowLeft' });
      visited.push(document.activeElement!.id);
    }
    expect(visited).to.deep.equal(['tab-reviews', 'tab-installation', 'tab-specs', 'tab-description']);
  });

  it('Home and End move focus to the first and the last tab', async () => {
    const { tab } = await tabs();
    tab('specs').focus();
    await sendKeys({ press: 'End' });
    expect(document.activeElement!.id).to.equal('tab-reviews');
    await sendKeys({ press: 'Home' });
    expect(document.activeElement!.id).to.equal('tab-description');
  });

  it('roving tabindex: the focused tab is the one tab stop; Enter selects it; Tab leaves for the panel', async () => {
    const { tab, shown, selected } = await tabs();
    tab('description').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(NAMES.map((name) => tab(name).tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    expect(selected()).to.deep.equal(['description']);
    await sendKeys({ press: 'Enter' });
    await until(() => selected()[0] === 'specs', 'specs selected');
    expect(shown()).to.deep.equal(['specs']);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('panel-specs');
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement!.id).to.equal('tab-specs');
  });

  it('Space selects the focused tab; leaving the tab list gives the tab stop back to the selected tab', async () => {
    const { tab, selected } = await tabs();
    tab('description').focus();
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Space' });
    await until(() => selected()[0] === 'reviews', 'reviews selected');
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement!.id).to.equal('tab-installation');
    (document.querySelector('#before') as HTMLElement).focus();
    expect(NAMES.map((name) => tab(name).tabIndex)).to.deep.equal([-1, -1, -1, 0]);
  });
});
