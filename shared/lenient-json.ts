/**
 * JSON from a `<script type="application/json">` that a CMS escaped: esc_html() writes `&quot;`, wptexturize()
 * `&#8220;` `&#8221;` `&#8243;` and `&#038;`, wpautop() puts `</p><p>` and `<br />` between lines. Parsed as it
 * is first; when that fails, once more as an inert HTML document reads it (character references decoded, tags
 * dropped; nothing runs or loads), with the typographic quotes where strings begin and end made straight.
 */
export type JsonRead = { ok: true; value: unknown } | { ok: false; error: string; escaped: boolean };

const QUOTES = '"“”″„';
/** After a string's closing quote: blanks, then `:` `,` `}` `]`, or the end. */
const STRING_END = /\s*(?:[:,}\]]|$)/y;

/**
 * A typographic quote where a string begins or ends becomes `"`, an escaped one `\"`; one inside a string stays
 * (a quote ends a string only before `:` `,` `}` `]` or the end).
 */
export function straightenQuotes(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    let c = text[i]!;
    if (inString && c === '\\') c += QUOTES.includes(text[++i]!) ? '"' : (text[i] ?? '');
    else if (QUOTES.includes(c) && (!inString || ((STRING_END.lastIndex = i + 1), STRING_END.test(text)))) {
      inString = !inString;
      c = '"';
    }
    out += c;
  }
  return out;
}

/** Parses the JSON; when that fails, once more after undoing what a CMS does to it. */
export function readJson(text: string): JsonRead {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (thrown) {
    const escaped = /&#?\w+;|[“”″]|<\/?(p|br)\b/.test(text);
    try {
      if (escaped) {
        const read = new DOMParser().parseFromString(text, 'text/html').body.textContent ?? '';
        return { ok: true, value: JSON.parse(straightenQuotes(read)) };
      }
    } catch {
      // reported with the first error: it points at the text as the page has it
    }
    return { ok: false, error: (thrown as Error).message, escaped };
  }
}

/** How to fix JSON that did not parse, for the console. */
export const jsonFix = ({ escaped }: { escaped: boolean }): string =>
  escaped
    ? 'It was HTML-escaped (esc_html(), wptexturize(), wpautop()): print it with wp_json_encode(), outside the post content'
    : 'Check it with a JSON validator';
