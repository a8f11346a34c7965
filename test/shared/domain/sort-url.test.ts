import { expect } from '@open-wc/testing';
import { sortUrl } from '../../../shared/domain/sort-url.ts';

describe('sort URL (docs/behaviour/listing.md, docs/behaviour/constants.md filters and sorting)', () => {
  const cases: [string, string, string, string][] = [
    ['rating uses desc', '/catalog/laminat', 'rating', '/catalog/laminat?sort=rating&order=desc'],
    ['price uses asc', '/catalog/laminat', 'price', '/catalog/laminat?sort=price&order=asc'],
    ['any other value uses asc', '/catalog/laminat', 'name', '/catalog/laminat?sort=name&order=asc'],
    ['new uses asc', '/catalog/laminat', 'new', '/catalog/laminat?sort=new&order=asc'],
    [
      'page, sort and order are removed and set again; filters are kept',
      '/catalog/laminat?page=3&sort=price&order=asc&manufacturers=Egger',
      'rating',
      '/catalog/laminat?manufacturers=Egger&sort=rating&order=desc',
    ],
    [
      'no value chosen: no sort, order asc',
      '/catalog/laminat?sort=rating&order=desc&page=2',
      '',
      '/catalog/laminat?order=asc',
    ],
  ];
  for (const [name, from, value, to] of cases) {
    it(name, () => {
      const result = new URL(sortUrl(`https://shop.test${from}`, value));
      expect(result.pathname + result.search).to.equal(to);
    });
  }
});
