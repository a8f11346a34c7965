import { expect } from '@open-wc/testing';
import { readJson, straightenQuotes } from '../../shared/lenient-json.ts';
import { CMS_MARKUP } from '../fixtures/cms-markup.ts';

describe('lenient JSON (a <script type="application/json"> a CMS escaped)', () => {
  it('valid JSON is read as it is, typographic quotes inside its strings kept', () => {
    const read = readJson('{"name": "Краска “Снежка”", "size": "2\\""}');
    expect(read).to.deep.equal({ ok: true, value: { name: 'Краска “Снежка”', size: '2"' } });
  });

  it('wptexturize() output (real, from WordPress 6.1): &#8220; &#8221; and escaped quotes read back', () => {
    const read = readJson(CMS_MARKUP.filtersTexturized.output);
    expect(read.ok).to.equal(true);
    const value = (read as { value: { filters: { items?: { value: string }[] }[] } }).value;
    expect(value.filters[1]!.items!.map((item) => item.value)).to.deep.equal(['Knauf "Мастер"', 'Ceresit']);
  });

  it('the same text as a browser shows it (“ ” ″ as characters): the quotes between tokens straightened', () => {
    const shown = document.createElement('div');
    shown.innerHTML = CMS_MARKUP.filtersTexturized.output;
    expect(shown.textContent).to.contain('“filters”');
    const read = readJson(shown.textContent!);
    expect(read.ok).to.equal(true);
    expect(JSON.stringify((read as { value: unknown }).value)).to.contain('"value":"Knauf \\"Мастер\\""');
  });

  it('a typographic quote inside a string stays when the string is repaired', () => {
    expect(straightenQuotes('{“name”: “Краска “Снежка” белая”, “n”: 1}')).to.equal(
      '{"name": "Краска “Снежка” белая", "n": 1}',
    );
    const read = readJson('{&#8220;name&#8221;: &#8220;Краска “Снежка” белая&#8221;}');
    expect(read).to.deep.equal({ ok: true, value: { name: 'Краска “Снежка” белая' } });
  });

  it('wpautop’s </p><p> and <br /> between tokens are dropped; esc_html’s &lt;b&gt; stays text', () => {
    expect(readJson('{"a": 1,<br />\n"b": 2</p>\n<p>}')).to.deep.equal({ ok: true, value: { a: 1, b: 2 } });
    expect(readJson('{&quot;a&quot;: &quot;&lt;b&gt; &amp; &#039;x&#039;&quot;}')).to.deep.equal({
      ok: true,
      value: { a: "<b> & 'x'" },
    });
  });

  it('JSON broken beyond repair: not read, with the parser error and whether it looked escaped', () => {
    const read = readJson('{&quot;storeId&quot;: 1,, }');
    expect(read.ok).to.equal(false);
    expect(read).to.include({ escaped: true });
    expect(readJson('{storeId: 1}')).to.include({ ok: false, escaped: false });
  });
});
