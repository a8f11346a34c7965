import { expect } from '@open-wc/testing';
import { decodeEntities, readJson, straightenJson } from '../../shared/domain/lenient-json.ts';
import { CMS_MARKUP } from '../elements/cms-markup.ts';

describe('lenient JSON (a <script type="application/json"> a CMS escaped)', () => {
  it('valid JSON is read as it is, typographic quotes inside its strings kept', () => {
    const read = readJson('{"name": "Краска “Снежка”", "size": "2\\""}');
    expect(read).to.deep.equal({ ok: true, value: { name: 'Краска “Снежка”', size: '2"' }, repaired: false });
  });

  it('wptexturize() output (real, from WordPress 6.1): entities back to the characters they were', () => {
    const read = readJson(CMS_MARKUP.filtersTexturized.output);
    expect(read.ok && read.repaired).to.equal(true);
    const value = (read as { value: { filters: { items?: { value: string }[] }[] } }).value;
    expect(value.filters[1]!.items!.map((item) => item.value)).to.deep.equal(['Knauf "Мастер"', 'Ceresit']);
  });

  it('the same text as a browser shows it (entities already decoded to “ ” ″): the quotes between tokens straightened', () => {
    const shown = document.createElement('div');
    shown.innerHTML = CMS_MARKUP.filtersTexturized.output;
    expect(shown.textContent).to.contain('“filters”');
    const read = readJson(shown.textContent!);
    expect(read.ok).to.equal(true);
    expect(JSON.stringify((read as { value: unknown }).value)).to.contain('"value":"Knauf \\"Мастер\\""');
  });

  it('a typographic quote inside a string stays when the string is repaired', () => {
    expect(straightenJson('{“name”: “Краска “Снежка” белая”, “n”: 1}')).to.equal(
      '{"name": "Краска “Снежка” белая", "n": 1}',
    );
  });

  it('wpautop’s </p><p> and <br /> between tokens are dropped, not inside strings', () => {
    expect(straightenJson('{"a": "<br />x",<br />\n"b": 1}</p>\n<p>')).to.equal(
      '{"a": "<br />x",\n"b": 1}\n',
    );
  });

  it('esc_html() entities: &quot; &amp; &lt; &gt; &#039; and numeric ones', () => {
    expect(decodeEntities('&quot;a&amp;b&lt;i&gt;&#039;&#x41;&#038;&#8230;&#215;&unknown;')).to.equal(
      `"a&b<i>'A&...x&unknown;`,
    );
  });

  it('JSON broken beyond repair: not read, with the parser error and whether it looked escaped', () => {
    const read = readJson('{&quot;storeId&quot;: 1,, }');
    expect(read.ok).to.equal(false);
    expect(read).to.include({ escaped: true });
    expect(readJson('{storeId: 1}')).to.include({ ok: false, escaped: false });
  });
});
