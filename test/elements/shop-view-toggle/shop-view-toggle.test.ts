import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-view-toggle/shop-view-toggle.ts';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';

async function click(element: Element) {
  const rect = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)],
  });
}

describe('shop-view-toggle (docs/behaviour/listing.md view toggle)', () => {
  beforeEach(() => {
    setPageConfig();
    localStorage.removeItem('shop-elements:view');
  });
  afterEach(() => {
    localStorage.removeItem('shop-elements:view');
    cleanup();
  });

  const page = () =>
    mount(`<shop-view-toggle for="cards-under-test">
      <button type="button" data-view="grid" aria-pressed="true">Плиткой</button>
      <button type="button" data-view="list" aria-pressed="false">Списком</button>
    </shop-view-toggle><div id="cards-under-test" class="cards"></div>`);

  it("switches the cards to the 'list' view and back to the grid, marking the pressed button", async () => {
    const fixture = page();
    const host = await ready(fixture.querySelector('shop-view-toggle'));
    const cards = fixture.querySelector('#cards-under-test')!;
    const [grid, list] = [...host.querySelectorAll('button')];
    expect(cards.classList.contains('list')).to.equal(false);
    await click(list!);
    await until(() => cards.classList.contains('list'), 'list view');
    expect(list!.getAttribute('aria-pressed')).to.equal('true');
    expect(grid!.getAttribute('aria-pressed')).to.equal('false');
    expect(host.getAttribute('view')).to.equal('list');
    await click(grid!);
    await until(() => !cards.classList.contains('list'), 'grid view');
    expect(grid!.getAttribute('aria-pressed')).to.equal('true');
    expect(list!.getAttribute('aria-pressed')).to.equal('false');
  });

  it("the shopper's choice is kept for the next listing", async () => {
    let fixture = page();
    let host = await ready(fixture.querySelector('shop-view-toggle'));
    await click(host.querySelectorAll('button')[1]!);
    await until(() => host.getAttribute('view') === 'list');
    cleanup();
    fixture = page();
    host = await ready(fixture.querySelector('shop-view-toggle'));
    expect(fixture.querySelector('#cards-under-test')!.classList.contains('list')).to.equal(true);
    expect(host.querySelectorAll('button')[1]!.getAttribute('aria-pressed')).to.equal('true');
  });
});
