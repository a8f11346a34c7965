import { expect } from '@open-wc/testing';
import '../../../elements/shop-tags/shop-tags.ts';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';

describe('shop-tags (docs/behaviour/listing.md tags panel, docs/behaviour/constants.md: 46px)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  const tags = Array.from(
    { length: 8 },
    (_, i) => `<li style="padding:6px 12px">Тег номер ${i + 1}</li>`,
  ).join('');

  it('keeps its single-line style while the content fits in 46px, drops it when taller, also after a resize', async () => {
    const fixture = mount(
      `<div style="width:2000px"><shop-tags><ul style="display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none;line-height:20px">${tags}</ul></shop-tags></div>`,
    );
    const box = fixture.firstElementChild as HTMLElement;
    const host = await ready(fixture.querySelector('shop-tags'));
    const list = host.querySelector('ul')!;
    await until(() => host.hasAttribute('single-line'), 'single-line');
    expect(list.getBoundingClientRect().height).to.be.at.most(46);

    box.style.width = '260px'; // the tags wrap onto several lines
    await until(() => !host.hasAttribute('single-line'), 'single-line dropped after the resize');
    expect(list.getBoundingClientRect().height).to.be.above(46);

    box.style.width = '2000px';
    await until(() => host.hasAttribute('single-line'), 'single-line again');
  });
});
