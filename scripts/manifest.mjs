import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads the JSDoc header of every element's registration module (elements/shop-x/shop-x.ts), the single
 * source of its public API, into a custom-elements.json manifest (schema 2.0.0).
 */
export function readElements(root) {
  const dir = join(root, 'elements');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('shop-'))
    .map((entry) => join('elements', entry.name, `${entry.name}.ts`))
    .map((path) => ({ path, ...parseHeader(readFileSync(join(root, path), 'utf8'), path) }))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

function parseHeader(source, path) {
  const header = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1];
  if (!header) throw new Error(`${path}: the JSDoc API header is missing`);
  const text = header
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  const tags = [];
  for (const block of text.split(/\n(?=@)/)) {
    const match = /^@(\w+)\s*([\s\S]*)$/.exec(block.trim());
    if (match) tags.push({ tag: match[1], body: match[2].replace(/\s+/g, ' ').trim() });
  }
  const one = (name) => tags.find((t) => t.tag === name)?.body;
  const many = (name) => tags.filter((t) => t.tag === name).map((t) => t.body);
  const tagName = one('tag');
  if (!tagName) throw new Error(`${path}: @tag is missing`);
  const named = (body) => {
    const typed = /^\{([^}]*)\}\s*(.*)$/.exec(body);
    const [type, rest] = typed ? [typed[1], typed[2]] : [undefined, body];
    const [name, ...description] = rest.split(/\s+-\s+/);
    const entry = { name: name.trim(), description: description.join(' - ').trim() };
    if (type) entry.type = { text: type };
    return entry;
  };
  const className = tagName.replace(/(^|-)(\w)/g, (_, __, ch) => ch.toUpperCase());
  return {
    tagName,
    className,
    summary: one('summary') ?? '',
    attributes: many('attr').map(named),
    events: many('fires').map(named),
    slots: many('slot').map((body) =>
      body.startsWith('- ') ? { name: '', description: body.slice(2) } : named(body),
    ),
    cssParts: many('csspart').map(named),
    cssProperties: many('cssprop').map(named),
  };
}

export function toManifest(elements) {
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: elements.map((element) => ({
      kind: 'javascript-module',
      path: element.path,
      declarations: [
        {
          kind: 'class',
          name: element.className,
          tagName: element.tagName,
          customElement: true,
          summary: element.summary,
          attributes: element.attributes,
          events: element.events,
          slots: element.slots,
          cssParts: element.cssParts,
          cssProperties: element.cssProperties,
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: element.tagName,
          declaration: { name: element.className, module: element.path },
        },
      ],
    })),
  };
}

/** The README's list of elements, generated from the same headers. */
export function elementsMarkdown(elements) {
  const cell = (text) => text.replace(/\|/g, '\\|');
  const rows = elements.map((element) => {
    const attributes = element.attributes.map((a) => `\`${a.name}\``).join(', ') || '—';
    const events = element.events.map((e) => `\`${e.name}\``).join(', ') || '—';
    return `| \`<${element.tagName}>\` | ${attributes} | ${events} | ${cell(element.summary)} |`;
  });
  return ['| tag | attributes | fires | does |', '|---|---|---|---|', ...rows].join('\n');
}
