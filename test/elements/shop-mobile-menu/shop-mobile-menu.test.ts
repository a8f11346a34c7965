import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/shop-mobile-menu/shop-mobile-menu.ts';
import { deepActiveElement } from '../../../shared/ui/Dialog.tsx';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';

describe('shop-mobile-menu (docs/behaviour/header.md)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  async function menu() {
    const page = mount(`<button id="before">до</button>
      <shop-mobile-menu><nav><a href="#one">Ламинат</a><a href="#two">Плитка</a></nav></shop-mobile-menu>
      <button id="after">после</button>`);
    const host = await ready(page.querySelector('shop-mobile-menu'));
    const root = shadow(host);
    return {
      host,
      root,
      opener: root.querySelector<HTMLButtonElement>('[part=opener]')!,
      dialog: root.querySelector('dialog')!,
    };
  }

  it("opens a slide-out menu titled 'Меню' around the slotted navigation", async () => {
    const { host, opener, dialog } = await menu();
    expect(opener.getAttribute('aria-expanded')).to.equal('false');
    opener.click();
    await until(() => dialog.open, 'open');
    expect(host.hasAttribute('open')).to.equal(true);
    expect(opener.getAttribute('aria-expanded')).to.equal('true');
    const title = dialog.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)!;
    expect(title.textContent).to.equal('Меню');
    expect(
      dialog.querySelector<HTMLSlotElement>('slot:not([name])')!.assignedElements()[0]!.localName,
    ).to.equal('nav');
  });

  it('closes on Esc and returns focus to the opener', async () => {
    const { opener, dialog } = await menu();
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialog.open, 'open');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed');
    await until(() => deepActiveElement() === opener, 'focus back on the opener');
  });

  it("closes on its close button labelled 'Закрыть'", async () => {
    const { opener, dialog } = await menu();
    opener.click();
    await until(() => dialog.open, 'open');
    const close = dialog.querySelector<HTMLButtonElement>('[part=close]')!;
    expect(close.getAttribute('aria-label')).to.equal('Закрыть');
    close.click();
    await until(() => !dialog.open, 'closed');
  });

  it('keeps focus inside while open', async () => {
    const { host, opener, dialog } = await menu();
    opener.click();
    await until(() => dialog.open, 'open');
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'Tab' });
      const active = deepActiveElement();
      const inside = dialog.contains(active) || (active !== null && host.contains(active));
      expect(inside, `Tab ${i + 1} focused ${active?.outerHTML}`).to.equal(true);
    }
  });
});

describe('shop-mobile-menu links', () => {
  afterEach(cleanup);
  it('following a link of the menu closes it', async () => {
    setPageConfig();
    const page = mount('<shop-mobile-menu><nav><a href="#menu-target">Ламинат</a></nav></shop-mobile-menu>');
    const host = await ready(page.querySelector('shop-mobile-menu'));
    const dialog = shadow(host).querySelector('dialog')!;
    shadow(host).querySelector<HTMLButtonElement>('[part=opener]')!.click();
    await until(() => dialog.open, 'open');
    page.querySelector('a')!.click();
    await until(() => !dialog.open, 'closed after the link');
  });
});
