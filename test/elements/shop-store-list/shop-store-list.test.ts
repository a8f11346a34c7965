import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/shop-store-list/shop-store-list.ts';
import { STORES } from '../../../demo-pages/data/stores.ts';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';

describe('shop-store-list (docs/behaviour/search.md: a store-list page with a text search box)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  async function storesPage() {
    const items = STORES.map(
      (s) =>
        `<li data-store-id="${s.id}"><h2>${s.name}</h2><p>${s.address}</p>${s.metro ? `<p>м. ${s.metro}</p>` : ''}<p>${s.hours}</p></li>`,
    ).join('');
    const host = await ready(
      mount(`<shop-store-list><ul>${items}</ul></shop-store-list>`).querySelector('shop-store-list'),
    );
    return { host, root: shadow(host) };
  }
  const visible = (host: Element) =>
    [...host.querySelectorAll<HTMLElement>('[data-store-id]')].filter((li) => !li.hidden);

  it('filters the stores as the shopper types (any case, ё as е, every word), with a count', async () => {
    const { host, root } = await storesPage();
    expect(visible(host)).to.have.length(STORES.length);
    const input = root.querySelector('input')!;
    expect(input.placeholder).to.equal('Найти магазин по названию, адресу или метро');
    input.focus();
    await sendKeys({ type: 'шоссе' });
    const expected = STORES.filter((s) => s.address.toLowerCase().includes('шоссе')).length;
    await until(() => visible(host).length === expected, 'stores on a шоссе');
    const status = root.querySelector('[role=status]')!;
    expect(status.textContent).to.match(new RegExp(`^Найден[оa]? ${expected} магазин`));
    await sendKeys({ type: ' щелковское' });
    await until(() => visible(host).length === 1, 'one store');
    expect(visible(host)[0]!.textContent).to.contain('Измайлово');
    expect(status.textContent).to.equal('Найден 1 магазин');
  });

  it('shows the empty state when nothing matches, and every store again when cleared', async () => {
    const { host, root } = await storesPage();
    root.querySelector('input')!.focus();
    await sendKeys({ type: 'Владивосток' });
    await until(() => root.querySelector('.empty'), 'empty state');
    expect(root.querySelector('.empty')!.textContent).to.equal(
      'По вашему запросу магазинов нет. Попробуйте изменить запрос.',
    );
    expect(host.hasAttribute('empty')).to.equal(true);
    expect(visible(host)).to.have.length(0);
    for (let i = 0; i < 'Владивосток'.length; i++) await sendKeys({ press: 'Backspace' });
    await until(() => visible(host).length === STORES.length, 'all stores');
    expect(root.querySelector('.empty')).to.equal(null);
  });
});
