import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-popover/shop-popover.ts';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';

async function click(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

describe('shop-popover (docs/behaviour/product.md popover openers)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  async function popover() {
    const page = mount(`<p id="outside" style="padding: 20px">Текст рядом</p>
      <shop-popover><button type="button" aria-controls="install-details" aria-expanded="false">Что входит в монтаж</button></shop-popover>
      <div id="install-details" class="popover-panel"><a href="#x">Подробнее</a> выезд мастера</div>`);
    await ready(page.querySelector('shop-popover'));
    return {
      opener: page.querySelector<HTMLButtonElement>('button')!,
      panel: page.querySelector<HTMLElement>('#install-details')!,
      outside: page.querySelector<HTMLElement>('#outside')!,
    };
  }

  it("an opener toggles aria-expanded on itself and the 'active' class on the element named in aria-controls", async () => {
    const { opener, panel } = await popover();
    await click(opener);
    await until(() => opener.getAttribute('aria-expanded') === 'true', 'expanded');
    expect(panel.classList.contains('active')).to.equal(true);
    await click(opener);
    await until(() => opener.getAttribute('aria-expanded') === 'false', 'collapsed');
    expect(panel.classList.contains('active')).to.equal(false);
  });

  it('a click outside closes the popover; a click inside the panel does not', async () => {
    const { opener, panel, outside } = await popover();
    await click(opener);
    await until(() => panel.classList.contains('active'), 'open');
    await click(panel);
    expect(panel.classList.contains('active')).to.equal(true);
    await click(outside);
    await until(() => !panel.classList.contains('active'), 'closed by the outside click');
    expect(opener.getAttribute('aria-expanded')).to.equal('false');
  });

  it('Esc closes it and keeps the focus on the opener', async () => {
    const { opener, panel } = await popover();
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => panel.classList.contains('active'), 'open');
    await sendKeys({ press: 'Escape' });
    await until(() => !panel.classList.contains('active'), 'closed');
    expect(document.activeElement).to.equal(opener);
  });
});
