/**
 * What every shop element shares, whether React renders it (shared/runtime/define.tsx) or it is a light element
 * (shared/runtime/define-light.ts): how an attribute becomes a prop and a prop a property, properties set before
 * the upgrade, the author's mistakes looked for, and the autoloader's batch.
 */
import { ANY_ELEMENT_ATTRIBUTE, authorError, hasProductId } from '../author-errors.ts';

/** How a prop is read from its attribute; a closed set of strings (its values, `['a', 'b']`) is read as a string. */
export type PropKind = 'string' | 'number' | 'boolean' | readonly string[];

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** A boolean attribute is true when present, unless its value is "false". */
export const readBoolean = (value: string | null) => value !== null && value !== 'false';

/** A prop's value read from its attribute: a removed attribute resets it (booleans to false). */
export function readProp(kind: PropKind, value: string | null): unknown {
  if (kind === 'boolean') return readBoolean(value);
  if (value === null) return undefined;
  return kind === 'number' ? parseFloat(value) : value;
}

/**
 * An element's props by attribute: `product-id` → `{ name: 'productId', kind: 'number' }`; also `productid`, the
 * attribute a framework writes for the camelCase property of a tag not defined yet (React 19's `productId={5}`),
 * read as the same prop (`alias`).
 */
export type PropAttributes = ReadonlyMap<string, { name: string; kind: PropKind; alias?: true }>;

export const propAttributes = (props: Record<string, PropKind>): PropAttributes =>
  new Map(
    Object.entries(props).flatMap(([name, kind]) => {
      const aliases =
        name.toLowerCase() === kebab(name) ? [] : [[name.toLowerCase(), { name, kind, alias: true }]];
      return [[kebab(name), { name, kind }], ...aliases] as [string, { name: string; kind: PropKind }][];
    }),
  );

/** Every prop as its attribute's values, read afresh (the attribute itself first, then a framework's alias). */
export function readProps<P>(host: Element, attributes: PropAttributes): P {
  const read: Record<string, unknown> = {};
  for (const [attribute, { name, kind }] of attributes) {
    const value = host.getAttribute(attribute);
    if (value !== null || !(name in read)) read[name] = readProp(kind, value);
  }
  return read as P;
}

/**
 * Each prop as a property of the element's class (`el.productId = 3`): read, it is the attribute's value; set, it
 * sets the attribute (null, undefined and false remove it, true sets it empty), so attribute and property agree.
 */
export function defineProperties(element: CustomElementConstructor, attributes: PropAttributes): void {
  for (const [attribute, { name, kind, alias }] of attributes)
    if (!alias)
      Object.defineProperty(element.prototype, name, {
        configurable: true,
        enumerable: true,
        get(this: HTMLElement) {
          return readProp(kind, this.getAttribute(attribute));
        },
        set(this: HTMLElement, value: unknown) {
          if (value === undefined || value === null || value === false) this.removeAttribute(attribute);
          else if (value === true) this.setAttribute(attribute, '');
          else this.setAttribute(attribute, String(value));
        },
      });
}

/**
 * Properties set before the upgrade are kept: a framework or script that sets `el.productId` while the tag is not
 * defined yet (the loader defines it once its chunk arrives) leaves an own property that hides the class's
 * accessor. At the upgrade it is taken off the element and set again through the accessor.
 */
const OBSERVE = Symbol.for('shop-elements.observe');

/** The one own field of a React element's host that is not the author's: r2wc keeps its render root in it. */
const R2WC_FIELD = 'container';

/** The attributes each element has set itself: its reflected state, which a server may also write as the first. */
const reflectedNames = new WeakMap<Element, Set<string>>();

/** Sets or removes an attribute of the element's own state (false, null and undefined remove it). */
export function reflect(
  host: Element,
  name: string,
  value: string | number | boolean | null | undefined,
): void {
  let names = reflectedNames.get(host);
  if (!names) reflectedNames.set(host, (names = new Set()));
  names.add(name);
  if (value === false || value === null || value === undefined) host.removeAttribute(name);
  else host.setAttribute(name, value === true ? '' : String(value));
}

/** The elements connected but not ready yet, with their props, for the look at their markup once they are. */
const toLookAt = new WeakMap<HTMLElement, PropAttributes>();

/**
 * Looks once, as the element first connects, for what its author may have got wrong (docs/errors.md): a closed
 * shadow root the page did not hand to the loader at once, the rest a task after it is ready (markReady()).
 */
export function checkAuthorMarkup(host: HTMLElement, attributes: PropAttributes): void {
  const root = host.getRootNode();
  // the loader answers true for a root it did not watch yet (elements/index.ts observe())
  const observe = (window as unknown as Record<symbol, ((root: Node) => boolean) | undefined>)[OBSERVE];
  if (root instanceof ShadowRoot && root.mode === 'closed' && observe?.(root))
    authorError('SHOP_CLOSED_ROOT', host);
  toLookAt.set(host, attributes);
}

/**
 * The element has rendered and listens: it says `ready`, and a task later (a framework may still set a property)
 * its markup is looked at: an attribute it neither takes nor sets itself, a property set under another name than
 * its own, a product element's missing or wrong id. What only looks wrong here is judged by
 * shared/author-messages.ts, which is loaded only then: a page without a mistake never loads it.
 */
export function markReady(host: HTMLElement): void {
  host.setAttribute('ready', '');
  const attributes = toLookAt.get(host);
  if (!attributes) return;
  toLookAt.delete(host);
  setTimeout(() => {
    const own = reflectedNames.get(host);
    const looksWrong =
      [...host.attributes].some(
        ({ name }) => !attributes.has(name) && !own?.has(name) && !ANY_ELEMENT_ATTRIBUTE.test(name),
      ) ||
      Object.keys(host).some((key) => !key.startsWith('_') && key !== R2WC_FIELD) ||
      (attributes.has('product-id') && !hasProductId(host, false));
    if (looksWrong)
      void import('../author-messages.ts').then((messages) => messages.checkElement(host, attributes));
  });
}

export function keepEarlyProperties(host: HTMLElement, attributes: PropAttributes): void {
  for (const { name } of attributes.values()) {
    if (!Object.hasOwn(host, name)) continue;
    const value = (host as unknown as Record<string, unknown>)[name];
    delete (host as unknown as Record<string, unknown>)[name];
    (host as unknown as Record<string, unknown>)[name] = value;
  }
}

/** Set by the autoloader (elements/index.ts): the chunks requested together, settled when all have arrived. */
const BATCH = Symbol.for('shop-elements.batch');
/** Elements whose definition waits for their batch. */
const waiting = new Map<string, CustomElementConstructor>();

/** The element already defined for `tag`, or waiting for its batch to be. */
export const definedElement = (tag: string) => customElements.get(tag) ?? waiting.get(tag);

/**
 * Defines the element together with the other elements of the autoloader's batch, so a page's elements upgrade
 * in one pass; at once when no batch is running (a test, an import of its own).
 */
export function defineInBatch(tag: string, element: CustomElementConstructor): void {
  const batch = (window as unknown as Record<symbol, Promise<unknown> | undefined>)[BATCH];
  if (!batch) {
    customElements.define(tag, element);
    return;
  }
  waiting.set(tag, element);
  void batch.then(() => {
    waiting.delete(tag);
    if (!customElements.get(tag)) customElements.define(tag, element);
  });
}
