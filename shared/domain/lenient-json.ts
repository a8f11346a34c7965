/**
 * JSON from a `<script type="application/json">` that a CMS may have escaped: WordPress's esc_html() writes
 * `&quot;` and `&#039;`, wptexturize() turns straight quotes into `&#8220;` `&#8221;` `&#8243;` (or the
 * characters “ ” ″), `&` into `&#038;`, and wpautop() puts `</p><p>` and `<br />` at blank lines and line ends.
 * The text is parsed as it is first; only when that fails is it tried once more, repaired.
 */

export type JsonRead =
  { ok: true; value: unknown; repaired: boolean } | { ok: false; error: string; escaped: boolean };

/** What wptexturize() makes of a character, back to the character it was. */
const TEXTURIZED: Record<number, string> = {
  8220: '"',
  8221: '"',
  8243: '"',
  8216: "'",
  8217: "'",
  8242: "'",
  8230: '...',
  215: 'x',
};

const NAMED: Record<string, string> = {
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  times: '×',
};

/** HTML character references decoded; those wptexturize() makes go back to the straight characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name] ?? whole;
    const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    if (TEXTURIZED[code] !== undefined) return TEXTURIZED[code];
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const QUOTES = new Set(['"', '“', '”', '″', '„']);
/** After a string's closing quote: blanks, then `:` `,` `}` `]`, or the end. */
const STRING_END = /\s*(?:[:,}\]]|$)/y;
/** What wpautop() adds between tokens. */
const AUTOP = /<\/?p>|<br\s*\/?>/iy;

/**
 * Straight quotes where the JSON's strings begin and end (a typographic quote there becomes `"`, one inside a
 * string stays), an escaped typographic quote back to `\"`, and wpautop's `<p>`, `</p>` and `<br />` between
 * tokens dropped. Text inside strings is left as it is.
 */
export function straightenJson(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (!inString) {
      AUTOP.lastIndex = i;
      if (c === '<' && AUTOP.test(text)) {
        i = AUTOP.lastIndex - 1;
        continue;
      }
      if (QUOTES.has(c)) {
        out += '"';
        inString = true;
      } else out += c;
      continue;
    }
    if (c === '\\') {
      const next = text[i + 1] ?? '';
      out += `\\${QUOTES.has(next) ? '"' : next}`;
      i++;
      continue;
    }
    if (QUOTES.has(c)) {
      STRING_END.lastIndex = i + 1;
      if (STRING_END.test(text)) {
        out += '"';
        inString = false;
      } else out += c === '"' ? '\\"' : c;
      continue;
    }
    out += c;
  }
  return out;
}

/** Whether the text shows signs of HTML escaping or typographic quotes. */
const looksEscaped = (text: string) => /&(?:#\d+|#x[0-9a-f]+|[a-z]+);|[“”″]|<br\s*\/?>|<\/?p>/i.test(text);

/** Parses the JSON; when that fails, once more after undoing what a CMS does to it. */
export function readJson(text: string): JsonRead {
  let error: string;
  try {
    return { ok: true, value: JSON.parse(text), repaired: false };
  } catch (thrown) {
    error = (thrown as Error).message;
  }
  const escaped = looksEscaped(text);
  if (escaped) {
    try {
      return { ok: true, value: JSON.parse(straightenJson(decodeEntities(text))), repaired: true };
    } catch {
      // reported with the first error: it points at the text as the page has it
    }
  }
  return { ok: false, error, escaped };
}

/** How to fix JSON that did not parse, for the console. */
export function jsonFix(read: { escaped: boolean }): string {
  return read.escaped
    ? 'It was HTML-escaped or given typographic quotes (WordPress does this with esc_html(), wptexturize() and wpautop()): print it as it is inside the <script>, for example with wp_json_encode($data, JSON_HEX_TAG | JSON_UNESCAPED_UNICODE), outside the post content'
    : 'Check it with a JSON validator: keys and strings in straight double quotes, no trailing commas';
}
