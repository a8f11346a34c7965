/**
 * What every shop element shares, whether React renders it (shared/runtime/define.tsx) or it is a light element
 * (shared/runtime/define-light.ts): how an attribute becomes a prop, and the autoloader's batch.
 */

export type PropKind = 'string' | 'number' | 'boolean' | 'json';

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** A boolean attribute is true when present, unless its value is "false". */
export const readBoolean = (value: string | null) => value !== null && value !== 'false';

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
