import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parse } from 'comment-parser';

/**
 * An analyzer plugin for elements published with `defineElement(tag, Component, { props })` (shared/runtime/define.tsx):
 * r2wc hides the class, so the analyzer alone sees only a variable. The plugin turns each registration module
 * (elements/shop-x/shop-x.ts) into a custom-element class declaration: the tag from the `defineElement` call,
 * the attributes and properties from its `props`, the one declaration (each prop's kind and JSDoc comment), the
 * rest from the module's JSDoc header (@summary, @attr for reflected state only, @fires @slot @csspart @cssprop
 * @markup), the event detail types from shared/events.ts. A header or a declaration that drifts stops the build.
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
      const call = findDefineCall(ts, node, moduleDoc.path);
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
      declaredIn.set(moduleDoc.path, call.declaredIn);
      moduleDoc.exports = [
        ...moduleDoc.exports.filter((e) => e.kind !== 'custom-element-definition'),
        {
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: moduleDoc.path },
        },
      ];
    },
    // the const holding the props' declaration is the element's attributes and properties, no API of its own
    // (the analyzer adds the module's variables after analyzePhase saw the module)
    moduleLinkPhase({ moduleDoc }) {
      const name = declaredIn.get(moduleDoc.path);
      if (!name) return;
      moduleDoc.declarations = moduleDoc.declarations.filter((d) => d.name !== name);
      moduleDoc.exports = moduleDoc.exports.filter((e) => e.name !== name);
    },
  };
}

/** module path → the name of the const its defineElement() call takes as `props`. */
const declaredIn = new Map();

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

function findDefineCall(ts, sourceFile, path) {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const variable of statement.declarationList.declarations) {
      const init = variable.initializer;
      if (init && ts.isCallExpression(init) && DEFINERS.has(init.expression.getText())) {
        const [tag, component, options] = init.arguments;
        const propsNode =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((p) => p.name?.getText() === 'props')
            : undefined;
        const declared = propsNode && readDeclaration(ts, sourceFile, propsNode, path);
        return {
          name: variable.name.getText(),
          tag: tag.text,
          component: component.getText(),
          props: declared?.props ?? new Map(),
          declaredIn: declared?.const,
        };
      }
    }
  }
  return undefined;
}

/** `x as const`, `x satisfies T`, `(x)`: the expression itself. */
function unwrap(ts, node) {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    node = node.expression;
  return node;
}

/**
 * The element's one declaration of its attributes (docs/architecture/manifest.md): the `props` object of the
 * defineElement() call, written there or as a `const` of the same module, each prop with its kind ('string',
 * 'number', 'boolean', or the array of the strings it takes) and its JSDoc comment, the attribute's documentation.
 * @returns {{ props: Map<string, { kind: string | string[], description: string }>, const?: string }} prop name →
 * kind and description; the name of the const that holds them
 */
function readDeclaration(ts, sourceFile, propsNode, path) {
  const given = ts.isShorthandPropertyAssignment(propsNode)
    ? propsNode.name
    : unwrap(ts, propsNode.initializer);
  let object = given;
  const declaredIn = ts.isIdentifier(given) ? given.text : undefined;
  if (declaredIn) {
    const declared = sourceFile.statements
      .filter(ts.isVariableStatement)
      .flatMap((statement) => [...statement.declarationList.declarations])
      .find((variable) => variable.name.getText() === given.text);
    if (!declared?.initializer)
      throw new Error(`${path}: props is ${given.text}, which is no const of this module: declare it here`);
    object = unwrap(ts, declared.initializer);
  }
  if (!ts.isObjectLiteralExpression(object))
    throw new Error(
      `${path}: props is no object literal of prop name → kind (docs/architecture/manifest.md)`,
    );
  const props = new Map();
  for (const property of object.properties) {
    const name = property.name?.getText().replace(/['"]/g, '') ?? property.getText();
    if (!ts.isPropertyAssignment(property))
      throw new Error(`${path}: the prop ${name} is no \`name: kind\` of the declaration`);
    const value = unwrap(ts, property.initializer);
    const kind = ts.isStringLiteral(value)
      ? value.text
      : ts.isArrayLiteralExpression(value) && value.elements.every(ts.isStringLiteral)
        ? value.elements.map((element) => element.text)
        : undefined;
    if (!(Array.isArray(kind) ? kind.length : KIND_TYPES[kind]))
      throw new Error(
        `${path}: the prop ${name} is ${value.getText()}: its kind is 'string', 'number', 'boolean' or the array of the strings it takes`,
      );
    const description = oneLine(
      ts
        .getJSDocCommentsAndTags(property)
        .filter(ts.isJSDoc)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .join(' '),
    );
    props.set(name, { kind, description });
  }
  return { props, const: declaredIn };
}

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** The attribute defineElement gives every element. */
const READY = {
  name: 'ready',
  type: { text: 'boolean' },
  description: 'reflected: set once the element has rendered and listens (tests and page CSS wait for it)',
  default: 'false',
  reflected: true,
};
/** How defineElement reads each kind of prop from its attribute. */
const KIND_TYPES = { string: 'string', number: 'number', boolean: 'boolean' };

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

/** The declared props, in their order, each its attribute and its property; then the header's reflected state. */
function declaredAttributes(tags, call, path) {
  const attributes = [...call.props].map(([fieldName, { kind, description }]) => {
    if (!description)
      throw new Error(
        `${path}: the prop ${fieldName} has no description: write its JSDoc comment (/** … */) above it`,
      );
    const type = Array.isArray(kind) ? kind.map((value) => `'${value}'`).join('|') : KIND_TYPES[kind];
    const attribute = { name: kebab(fieldName), type: { text: type }, description };
    if (type === 'boolean') attribute.default = 'false';
    attribute.fieldName = fieldName;
    return attribute;
  });
  // then the state the element reflects for the page to style, which is no prop: the header's @attr lines
  for (const t of tags('attr')) {
    const description = described(t);
    if (attributes.some((a) => a.name === t.name))
      throw new Error(
        `${path}: @attr ${t.name} is also a declared prop: document it once, in its JSDoc in props`,
      );
    if (!/^reflected\b/.test(description))
      throw new Error(
        `${path}: @attr ${t.name} is no reflected state (\`- reflected: …\`): declare it in props, with its JSDoc (docs/architecture/manifest.md)`,
      );
    const attribute = { name: t.name, type: { text: t.type }, description };
    if (t.default !== undefined) attribute.default = t.default;
    else if (t.type === 'boolean') attribute.default = 'false';
    attribute.reflected = true;
    attributes.push(attribute);
  }
  return attributes;
}

function toDeclaration(source, call, path) {
  const block = parse(source, { spacing: 'preserve' }).find((b) => b.tags.some((t) => t.tag === 'tag'));
  if (!block) throw new Error(`${path}: the JSDoc API header (@tag …) is missing`);
  const tags = (name) => block.tags.filter((t) => t.tag === name);
  const tagName = tags('tag')[0].name;
  if (tagName !== call.tag) throw new Error(`${path}: @tag ${tagName} but defineElement('${call.tag}')`);

  const attributes = declaredAttributes(tags, call, path);
  // the runtime sets it on every element once it listens (shared/runtime/page-root.tsx, define-light.ts)
  attributes.push({ ...READY });
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
