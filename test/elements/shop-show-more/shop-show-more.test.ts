import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-show-more/shop-show-more.ts';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';

async function click(element: Element) {
  const rect = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)],
  });
}

describe('shop-show-more (docs/behaviour/listing.md show more)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  it('expands and collapses the block it controls, with aria-expanded and the label following', async () => {
    const fixture = mount(`<div id="more-text" class="category-text">Текст</div>
      <shop-show-more for="more-text"><button type="button" aria-expanded="false">Показать ещё</button></shop-show-more>`);
    const host = await ready(fixture.querySelector('shop-show-more'));
    const button = host.querySelector('button')!;
    const block = fixture.querySelector('#more-text')!;
    expect(button.getAttribute('aria-controls')).to.equal('more-text');
    await click(button);
    await until(() => block.classList.contains('expanded'), 'expanded');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.textContent).to.equal('Свернуть');
    expect(host.hasAttribute('expanded')).to.equal(true);
    await click(button);
    await until(() => !block.classList.contains('expanded'), 'collapsed');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.textContent).to.equal('Показать ещё');
  });
});
