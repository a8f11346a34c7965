import { expect } from '@open-wc/testing';
import '../../../elements/shop-sort/shop-sort.ts';
import { cleanup, mount, ready, setPageConfig } from '../../helpers/page.ts';

describe('shop-sort (docs/behaviour/listing.md sort select, docs/behaviour/constants.md)', () => {
  let navigated: string[];
  const take = (event: Event) => {
    event.preventDefault();
    navigated.push((event as CustomEvent<{ url: string }>).detail.url);
  };
  beforeEach(() => {
    setPageConfig();
    navigated = [];
    document.addEventListener('shop-navigate', take);
  });
  afterEach(() => {
    document.removeEventListener('shop-navigate', take);
    history.replaceState(null, '', '/');
    cleanup();
  });

  async function choose(start: string, value: string): Promise<URL> {
    history.replaceState(null, '', start);
    const host = await ready(
      mount(`<shop-sort><select>
        <option value="">По популярности</option><option value="price">Сначала дешевле</option>
        <option value="price_desc">Сначала дороже</option><option value="rating">По рейтингу</option>
        <option value="name">По названию</option><option value="new">Новинки</option>
      </select></shop-sort>`).querySelector('shop-sort'),
    );
    const select = host.querySelector('select')!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(navigated).to.have.length(1);
    return new URL(navigated[0]!);
  }

  const cases: [string, string, string, string][] = [
    ['rating: sort=rating, order=desc', '/catalog/laminat', 'rating', '?sort=rating&order=desc'],
    ['price: order=asc', '/catalog/laminat', 'price', '?sort=price&order=asc'],
    [
      'price_desc: order=asc (any value but rating)',
      '/catalog/laminat',
      'price_desc',
      '?sort=price_desc&order=asc',
    ],
    ['name: order=asc', '/catalog/laminat', 'name', '?sort=name&order=asc'],
    ['new: order=asc', '/catalog/laminat', 'new', '?sort=new&order=asc'],
    [
      'page, sort and order are removed first; other parameters stay',
      '/catalog/laminat?page=4&sort=rating&order=desc&in_stock=1',
      'price',
      '?in_stock=1&sort=price&order=asc',
    ],
    [
      'no value chosen: sort is not set, order is asc',
      '/catalog/laminat?sort=name&order=asc&page=2',
      '',
      '?order=asc',
    ],
  ];
  for (const [name, start, value, search] of cases) {
    it(name, async () => {
      const url = await choose(start, value);
      expect(url.pathname).to.equal('/catalog/laminat');
      expect(url.search).to.equal(search);
    });
  }
});
