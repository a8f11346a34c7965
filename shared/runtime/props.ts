import type { PropKind } from './element-host.ts';

/**
 * An element's attributes, declared once in its registration module (docs/architecture/manifest.md): each
 * camelCase prop with its kind, documented by its JSDoc comment. The attribute is the prop's kebab-case form.
 */
export type PropDeclarations = Readonly<Record<string, PropKind>>;

/** The value a prop of that kind has: a closed set of strings is read as a string and typed as its values. */
type ValueOf<Kind> = Kind extends 'boolean'
  ? boolean
  : Kind extends 'number'
    ? number
    : Kind extends 'string'
      ? string
      : Kind extends readonly (infer Value extends string)[]
        ? Value
        : never;

/**
 * The props an element's component (or light connector) gets from its declaration: `ElementProps<Attributes>`
 * (the registration module's `export type Attributes = typeof attributes`), so the names and their types are
 * written once.
 */
export type ElementProps<D extends PropDeclarations> = { -readonly [Name in keyof D]?: ValueOf<D[Name]> };

/** The kinds a prop of this value type may be declared as (a string takes any string, or a closed set). */
type KindOf<Value> = [Value] extends [boolean]
  ? 'boolean'
  : [Value] extends [number]
    ? 'number'
    : string extends Value
      ? 'string' | readonly string[]
      : [Value] extends [string]
        ? readonly Value[]
        : never;

/**
 * The declaration a component's (or connector's) props need: every prop it takes declared, with a kind the runtime
 * reads as that prop's type. defineElement() and defineLightElement() check their `props` against it, so a prop
 * the component takes and the declaration lacks fails the type check, named.
 */
export type DeclarationOf<P> = { readonly [Name in keyof P]-?: KindOf<NonNullable<P[Name]>> };
