import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-tooltip/shop-tooltip.ts';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';

describe('shop-tooltip (docs/behaviour/product.md tooltips)', () => {
  beforeEach(() => setPageConfig());
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
    cleanup();
  });

  async function tooltip() {
    const page = mount(`<button id="before">до</button>
      <p style="margin-top: 120px; padding-left: 200px">Монтаж от 1 200 ₽
      <shop-tooltip content="Точную стоимость назовёт мастер"><button type="button" aria-label="О цене монтажа">?</button></shop-tooltip></p>`);
    const host = await ready(page.querySelector('shop-tooltip'));
    const trigger = page.querySelector<HTMLButtonElement>('[aria-label="О цене монтажа"]')!;
    const tip = (await until(() => page.querySelector<HTMLElement>('[role=tooltip]'), 'the tooltip'))!;
    return { host, trigger, tip };
  }

  it('the element is described by the tooltip, hidden until asked for', async () => {
    const { trigger, tip } = await tooltip();
    expect(tip.textContent).to.equal('Точную стоимость назовёт мастер');
    expect(trigger.getAttribute('aria-describedby')).to.equal(tip.id);
    expect(tip.hidden).to.equal(true);
  });

  it('shows on hover, placed above the element by Floating UI, and hides when the pointer leaves', async () => {
    const { trigger, tip } = await tooltip();
    const box = trigger.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 4), Math.round(box.y + 4)] });
    await until(() => !tip.hidden && tip.dataset.placement === 'top', 'shown above');
    const placed = tip.getBoundingClientRect();
    expect(placed.bottom).to.be.closeTo(box.top - 8, 1.5);
    expect(placed.left + placed.width / 2).to.be.closeTo(box.left + box.width / 2, 1.5);
    await sendMouse({ type: 'move', position: [5, 5] });
    await until(() => tip.hidden, 'hidden');
  });

  it('shows on focus, and Esc closes it', async () => {
    const { tip } = await tooltip();
    (document.querySelector('#before') as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    await until(() => !tip.hidden, 'shown on focus');
    await sendKeys({ press: 'Escape' });
    await until(() => tip.hidden, 'closed by Esc');
    await sendKeys({ press: 'Shift+Tab' });
    expect(tip.hidden).to.equal(true);
  });

  it('two tooltips on one page describe their own elements', async () => {
    const page = mount(`<shop-tooltip content="Первая"><button type="button">1</button></shop-tooltip>
      <shop-tooltip content="Вторая"><button type="button">2</button></shop-tooltip>`);
    await Promise.all([...page.querySelectorAll('shop-tooltip')].map((host) => ready(host)));
    const described = [...page.querySelectorAll('button')].map(
      (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(described).to.deep.equal(['Первая', 'Вторая']);
  });
});
