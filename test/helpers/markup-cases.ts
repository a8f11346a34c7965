/**
 * Generated markup for the plugin's HTML tree (integrations/…/includes/html-tree.php): random runs of the tags,
 * end tags, text and comments an author's post can hold after KSES and wpautop, in the shapes that make a browser
 * close, reopen, move or ignore elements (a `</p>` around an element, `<b>` across blocks, a field in a select or a
 * table, a stray end tag that closes the theme's wrapper). Each element that matters is marked `data-n="k"`.
 */

const PIECES = [
  '<p>',
  '</p>',
  '<div>',
  '</div>',
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<em>',
  '</em>',
  '<s>',
  '</s>',
  '<u>',
  '</u>',
  '<font color="red">',
  '</font>',
  '<nobr>',
  '<a href="#">',
  '<a title="x>y" href="#">',
  '</a>',
  '<shop-form>',
  '</shop-form>',
  '<SHOP-FORM>',
  '</Shop-Form >',
  '<shop-form/>',
  '<shop-tabs>',
  '</shop-tabs>',
  '<shop-calculator>',
  '</shop-calculator>',
  '<shop-filters>',
  '</shop-filters>',
  '<form>',
  '</form>',
  '</form>',
  '<input name="x">',
  '<input type="password" name="p">',
  '<input type="hidden" name="h">',
  '<input type="HIDDEN" name="h2">',
  '<select>',
  '</select>',
  '<option>',
  '</option>',
  '<optgroup>',
  '</optgroup>',
  '<textarea>t</textarea>',
  '<textarea></shop-form><input name="in-textarea"></textarea>',
  '<title></p><form></title>',
  '<table>',
  '</table>',
  '<tr>',
  '</tr>',
  '<td>',
  '</td>',
  '</th>',
  '<th>',
  '<thead>',
  '<tbody>',
  '</tbody>',
  '<caption>',
  '</caption>',
  '<colgroup>',
  '<col>',
  '<li>',
  '</li>',
  '<ul>',
  '</ul>',
  '<dl>',
  '</dl>',
  '<dd>',
  '</dd>',
  '<dt>',
  '<h1>',
  '<h2>',
  '</h2>',
  '</h3>',
  '<span>',
  '</span>',
  '<label>',
  '</label>',
  '<button>',
  '</button>',
  '<fieldset>',
  '</fieldset>',
  '<pre>',
  '</pre>',
  '<listing>',
  '</listing>',
  '<center>',
  '<object>',
  '</object>',
  '<marquee>',
  '</marquee>',
  '<ruby>',
  '<rt>',
  '<rp>',
  '<details>',
  '<summary>',
  '</details>',
  '<search>',
  '</search>',
  '<hr>',
  '<br>',
  '</br>',
  '<keygen>',
  '<image>',
  '<div/>',
  '<p/>',
  '<style>p{}</style>',
  '<iframe><input name="in-iframe"></iframe>',
  '<noscript><input name="in-noscript"></noscript>',
  '<xmp><form></xmp>',
  '<!-- c -->',
  '<!-- a --!> x',
  '<!-->',
  '<? pi >',
  '</ x>',
  'x',
  '\n\n',
  '</section>',
  '</article>',
  '</main>',
];
const MARKED =
  /^<(shop-form|shop-tabs|shop-calculator|shop-filters|form|input|select|option|optgroup|textarea|fieldset|label|button|keygen)\b/i;

/** `count` runs of 4–43 pieces from a seeded generator, the same for the same seed. */
export function markupCases(seed: number, count: number): string[] {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
  const cases: string[] = [];
  for (let c = 0; c < count; c++) {
    let html = '';
    let mark = 0;
    for (let length = 4 + next(40); length > 0; length--) {
      const piece = PIECES[next(PIECES.length)]!;
      html += MARKED.test(piece) ? piece.replace(/^<([a-zA-Z-]+)/, `<$1 data-n="${mark++}"`) : piece;
    }
    cases.push(html);
  }
  return cases;
}

/** The theme wrappers a post's content stands in (author-markup.php's SHOP_ELEMENTS_THEME_WRAPPERS and more). */
export const WRAPPERS = [['div'], ['main', 'div'], ['main', 'article', 'div'], ['section', 'div']];
