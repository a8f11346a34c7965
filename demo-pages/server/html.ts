/** Markup that is already safe: produced by `html` or deliberately trusted. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const SPECIAL = /[&<>"']/;

// most values have nothing to escape: testing first keeps a 48-card page cheap to render
export const escapeHtml = (text: string) =>
  SPECIAL.test(text) ? text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!) : text;

type Value = SafeHtml | string | number | boolean | null | undefined | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) {
    // appended, not joined: a join copies the 48 cards of a listing, which the page then copies again
    let out = '';
    for (const item of value) out += render(item);
    return out;
  }
  if (value instanceof SafeHtml) return value.value;
  return escapeHtml(String(value));
}

/**
 * A template's own text without the source's indentation: a line break and the blanks after it read as one line
 * break, as HTML reads them (no template writes whitespace into <pre> or <textarea>; their values are kept as
 * they are). A listing is a fifth smaller, and cheaper to encode and compress on every request. Made once per
 * template, since a template's strings are one array for all its calls.
 */
const compacted = new WeakMap<TemplateStringsArray, string[]>();
const compact = (strings: TemplateStringsArray) => {
  let parts = compacted.get(strings);
  if (!parts) {
    parts = strings.map((part) => part.replace(/\n\s+/g, '\n'));
    compacted.set(strings, parts);
  }
  return parts;
};

/** A template tag that escapes every interpolated value unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  const parts = compact(strings);
  let out = parts[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (parts[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** JSON inside <script type="application/json">, safe against `</script>` in the data. */
export const jsonScript = (data: unknown) =>
  new SafeHtml(
    JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'),
  );

// one formatter: making an Intl.NumberFormat per price cost more than rendering the rest of a listing
const RUB = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

export const rub = (value: number) => RUB.format(value);
