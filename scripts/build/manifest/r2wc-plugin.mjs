import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parse } from 'comment-parser';

/**
 * An analyzer plugin for elements published with `defineElement(tag, Component, { props })` (shared/runtime/define.tsx):
 * r2wc hides the class, so the analyzer alone sees only a variable. The plugin turns each registration module
 * (elements/shop-x/shop-x.ts) into a custom-element class declaration: the tag and the attribute types from the
 * `defineElement` call, the rest from the module's JSDoc header (@summary @attr @fires @slot @csspart @cssprop
 * @markup), the event detail types from shared/events.ts. A header that disagrees with the call stops the build.
 * @param {{ root: string }} options
 */
export function r2wcPlugin({ root }) {
  return {
    name: 'shop-elements: r2wc defineElement',
    initialize({ ts }) {
      eventTypes = readEventMaps(ts, join(root, 'shared/events.ts'));
      tokens = readTokens(join(root, TOKENS));
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (node.kind !== ts.SyntaxKind.SourceFile || !isRegistration(moduleDoc.path)) return;
      const call = findDefineCall(ts, node);
      if (!call) throw new Error(`${moduleDoc.path}: no defineElement(tag, Component, options) call`);
      const declaration = toDeclaration(node.getFullText(), call, moduleDoc.path);
      declaration.cssProperties = withTokens(
        declaration.cssProperties,
        cssRead(root, moduleDoc.path),
        moduleDoc.path,
      );
      moduleDoc.declarations = [
        ...moduleDoc.declarations.filter((d) => d.name !== declaration.name),
        declaration,
      ];
      moduleDoc.exports = [
        ...moduleDoc.exports.filter((e) => e.kind !== 'custom-element-definition'),
        {
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: moduleDoc.path },
        },
      ];
    },
  };
}

/**
 * Registration modules are the `shop-*.ts` files named like their folder (docs/architecture/runtime.md).
 * @param {string} path
 * @returns {boolean}
 */
export const isRegistration = (path) =>
  /^elements\/shop-[a-z-]+\/shop-[a-z-]+\.ts$/.test(path) &&
  basename(dirname(path)) === basename(path, '.ts');

/** Where the theme tokens shared by every element are documented, once (`@cssprop` in its header). */
const TOKENS = 'shared/ui/base.css';
/** name → description of the shared theme tokens. */
let tokens = new Map();

/**
 * name → description of the theme tokens every element shares (docs/elements.md lists them once).
 * @param {string} root
 * @returns {Map<string, string>}
 */
export const themeTokens = (root) => readTokens(join(root, TOKENS));

function readTokens(path) {
  const block = parse(readFileSync(path, 'utf8'), { spacing: 'preserve' })[0];
  return new Map((block?.tags ?? []).filter((t) => t.tag === 'cssprop').map((t) => [t.name, described(t)]));
}

/**
 * Where a stylesheet gives a theme token its one default: `--_accent: var(--shop-accent, #c2410c);` on `:host`
 * (shared/ui/base.css for the shared tokens; docs/theming.md). The rules read the private property.
 */
export const TOKEN_DEFAULT = /(--_[a-z0-9-]+)\s*:\s*var\((--shop-[a-z0-9-]+)(?:,\s*([^;]+?))?\)\s*;/g;

/**
 * The `--shop-*` custom properties an element's shadow-root CSS reads, with their default: the `?inline` CSS
 * imported anywhere in the modules the registration module reaches (within elements/ and shared/). A private
 * property read (`var(--_accent)`) counts as a read of the token it stands for.
 * @param {string} root
 * @param {string} entry
 * @returns {Map<string, string | undefined>}
 */
export function cssRead(root, entry) {
  const seen = new Set();
  const read = new Map();
  const defaults = new Map();
  const privateReads = new Set();
  const add = (name, fallback) => {
    if (!read.has(name) || (read.get(name) === undefined && fallback)) read.set(name, fallback?.trim());
  };
  const visit = (path) => {
    if (seen.has(path) || !existsSync(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    if (path.endsWith('.css')) {
      const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, own, name, fallback] of css.matchAll(TOKEN_DEFAULT)) defaults.set(own, [name, fallback]);
      const rules = css.replace(TOKEN_DEFAULT, '');
      for (const [, name, fallback] of rules.matchAll(/var\((--shop-[a-z0-9-]+)(?:,\s*([^;)]+))?\)/g))
        add(name, fallback);
      for (const [, own] of rules.matchAll(/var\((--_[a-z0-9-]+)\)/g)) privateReads.add(own);
      return;
    }
    for (const [, spec] of source.matchAll(/(?:from|import\()\s*'(\.[^']+?\.(?:tsx?|css))(?:\?inline)?'/g)) {
      const target = resolve(dirname(path), spec);
      if (/^(elements|shared)\//.test(relative(root, target))) visit(target);
    }
  };
  visit(join(root, entry));
  for (const own of privateReads) {
    const token = defaults.get(own);
    if (!token) throw new Error(`${entry}: its CSS reads ${own}, which none of its stylesheets defines`);
    add(...token);
  }
  return read;
}

/** The element's own @cssprop entries, then every shared token its CSS reads; one read nowhere documented stops the build. */
function withTokens(own, read, path) {
  const properties = own.map((property) => {
    const fallback = read.get(property.name);
    return fallback !== undefined && property.default === undefined
      ? { ...property, default: fallback }
      : property;
  });
  for (const [name, fallback] of read) {
    if (properties.some((property) => property.name === name)) continue;
    const description = tokens.get(name);
    if (!description)
      throw new Error(`${path}: its CSS reads ${name}, documented neither in its header nor in ${TOKENS}`);
    properties.push({ name, description, ...(fallback !== undefined ? { default: fallback } : {}) });
  }
  return properties;
}

/**
 * name → detail type text, for the shared events (`ShopEventMap`) and those only an element fires; `onDocument`:
 * when a shared event comes from `document`, with no element (its `@document` tag).
 */
let eventTypes = { shared: new Map(), element: new Map(), onDocument: new Map() };

function readEventMaps(ts, path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const maps = { shared: new Map(), element: new Map(), onDocument: new Map() };
  const names = { ShopEventMap: 'shared', ShopElementEventMap: 'element' };
  for (const statement of source.statements) {
    const kind = ts.isInterfaceDeclaration(statement) && names[statement.name.text];
    if (!kind) continue;
    for (const member of statement.members) {
      const name = member.name.text;
      maps[kind].set(name, member.type.getText(source).replace(/\s+/g, ' '));
      const when = ts.getJSDocTags(member).find((tag) => tag.tagName.text === 'document')?.comment;
      if (when) maps.onDocument.set(name, ts.getTextOfJSDocComment(when).trim());
    }
  }
  return maps;
}

/** React elements (shared/runtime/define.tsx) and light elements (shared/runtime/define-light.ts) read their props alike. */
const DEFINERS = new Set(['defineElement', 'defineLightElement']);

function findDefineCall(ts, sourceFile) {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const variable of statement.declarationList.declarations) {
      const init = variable.initializer;
      if (init && ts.isCallExpression(init) && DEFINERS.has(init.expression.getText())) {
        const [tag, component, options] = init.arguments;
        const props = {};
        const propsNode =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((p) => p.name?.getText() === 'props')
            : undefined;
        if (propsNode) {
          for (const p of propsNode.initializer.properties) {
            props[p.name.getText().replace(/['"]/g, '')] = p.initializer.text;
          }
        }
        return { name: variable.name.getText(), tag: tag.text, component: component.getText(), props };
      }
    }
  }
  return undefined;
}

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const camel = (name) => name.replace(/-(\w)/g, (_, ch) => ch.toUpperCase());
/** The attribute defineElement gives every element. */
const READY = {
  name: 'ready',
  type: { text: 'boolean' },
  description: 'reflected: set once the element has rendered and listens (tests and page CSS wait for it)',
  default: 'false',
  reflected: true,
};
/** How defineElement reads each kind of prop from its attribute. */
const KIND_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' };

/** A tag's text as written (comment-parser splits the first line into name and description). */
function tagText(tag) {
  return tag.source
    .map(({ tokens }, i) =>
      i === 0
        ? [tokens.type, tokens.postType, tokens.name, tokens.postName, tokens.description].join('')
        : tokens.postDelimiter.slice(1) + tokens.description,
    )
    .join('\n')
    .trim();
}

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
const described = (tag) => oneLine(tag.description.replace(/^-\s*/, ''));

function toDeclaration(source, call, path) {
  const block = parse(source, { spacing: 'preserve' }).find((b) => b.tags.some((t) => t.tag === 'tag'));
  if (!block) throw new Error(`${path}: the JSDoc API header (@tag …) is missing`);
  const tags = (name) => block.tags.filter((t) => t.tag === name);
  const tagName = tags('tag')[0].name;
  if (tagName !== call.tag) throw new Error(`${path}: @tag ${tagName} but defineElement('${call.tag}')`);

  const attributes = tags('attr').map((t) => {
    const fieldName = camel(t.name);
    const kind = call.props[fieldName];
    const attribute = { name: t.name, type: { text: t.type }, description: described(t) };
    if (t.default !== undefined) attribute.default = t.default;
    else if (t.type === 'boolean') attribute.default = 'false';
    if (kind) {
      attribute.fieldName = fieldName;
      if (KIND_TYPES[kind] !== t.type && !(kind === 'string' && /^'/.test(t.type)))
        throw new Error(`${path}: @attr {${t.type}} ${t.name} but defineElement reads it as ${kind}`);
    } else attribute.reflected = true;
    return attribute;
  });
  // the runtime sets it on every element once it listens (shared/runtime/page-root.tsx, define-light.ts)
  attributes.push({ ...READY });
  for (const [prop, kind] of Object.entries(call.props)) {
    if (!attributes.some((a) => a.fieldName === prop))
      throw new Error(`${path}: defineElement's prop ${prop} (${kind}) has no @attr ${kebab(prop)}`);
  }
  const members = attributes
    .filter((a) => a.fieldName)
    .map((a) => ({
      kind: 'field',
      name: a.fieldName,
      type: a.type,
      attribute: a.name,
      description: a.description,
    }));

  // every event an element fires comes from it (shared/events.ts emit()); a shared one also from `document`
  // when no element caused it
  const events = tags('fires').map((t) => {
    const detail = eventTypes.element.get(t.name) ?? eventTypes.shared.get(t.name);
    if (!detail) throw new Error(`${path}: @fires ${t.name} is in neither event map of shared/events.ts`);
    const onDocument = eventTypes.onDocument.get(t.name);
    return {
      name: t.name,
      type: { text: `CustomEvent<${detail}>` },
      description: described(t),
      target: 'element',
      ...(onDocument ? { onDocument } : {}),
    };
  });

  const markup = tags('markup').map(tagText);
  const description = tags('summary')[0] ? tagText(tags('summary')[0]) : '';
  return {
    kind: 'class',
    name: call.name,
    tagName,
    customElement: true,
    // the first paragraph; the whole text is the description
    summary: oneLine(description.split(/\n\s*\n/)[0] ?? ''),
    description,
    superclass: { name: 'HTMLElement' },
    attributes,
    members,
    events,
    slots: tags('slot').map((t) => ({
      name: t.name === '-' ? '' : t.name,
      description: t.name === '-' ? oneLine(t.description) : described(t),
    })),
    cssParts: tags('csspart').map((t) => ({ name: t.name, description: described(t) })),
    cssProperties: tags('cssprop').map((t) => {
      const property = { name: t.name, description: described(t) };
      if (t.default !== undefined) property.default = t.default;
      return property;
    }),
    markup: markup[0] ?? '',
  };
}
