import * as v from 'valibot';
import type { Call } from '../../../shared/contract/calls.ts';
import { formFields } from '../../../shared/contract/requests.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { invalid, issueErrors, type FieldErrors, type Fields } from '../form-fields.ts';
import type { RouteOptions } from '../http.ts';
import { langOf } from '../lang.ts';

/**
 * The store's side of the contract's call table (shared/contract/calls.ts): each route is registered at its
 * call's path, and what the call sends (its body, or the header search's query) is checked with the call's
 * schema before the handler sees it.
 */

/** The route of a call: `/api/:storeId/:lang/cart/item/:itemId/update-quantity` and the like. */
export function routePattern(call: Call): string {
  const prefix = { store: '/api/:storeId/:lang', version: '/api/:apiVersion', base: '/api' }[call.scope];
  return `${prefix}/${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** What a call sends once checked: its schema's output; a form's fields are texts. */
export type InputOf<C extends Call> = C extends { body: { type: 'form' } }
  ? Fields
  : C extends { body: { schema: infer S extends v.GenericSchema } }
    ? v.InferOutput<S>
    : C extends { query: infer Q extends v.GenericSchema }
      ? v.InferOutput<Q>
      : undefined;

/** What the call sends, as its schema reads it: JSON, form data as `{field: text}`, or the query's parameters. */
export async function readInput(ctx: StoreCtx, call: Call): Promise<unknown> {
  if (call.body) return call.body.type === 'json' ? ctx.json<unknown>() : formFields(await ctx.form());
  return call.query ? Object.fromEntries(ctx.url.searchParams) : undefined;
}

/** What the call sent, checked with its schema: the output, or the field errors of what does not pass. */
export function checkInput<C extends Call>(
  call: C,
  input: unknown,
): { ok: true; input: InputOf<C> } | { ok: false; errors: FieldErrors } {
  const schema = call.body?.schema ?? call.query;
  if (!schema) return { ok: true, input: undefined as InputOf<C> };
  const checked = v.safeParse(schema, input);
  return checked.success
    ? { ok: true, input: checked.output as InputOf<C> }
    : { ok: false, errors: issueErrors(checked.issues) };
}

/**
 * Registers a call: its method and path, what it sends checked (422 `{success: false, message, errors:
 * {field: [text]}}` when that does not pass), a GET that writes guarded like a POST. `guard` runs before
 * anything is read (who may call comes before what was sent).
 */
export function serve<C extends Call>(
  router: StoreRouter,
  call: C,
  handler: (ctx: StoreCtx, input: InputOf<C>) => unknown,
  { guard, ...options }: RouteOptions & { guard?: (ctx: StoreCtx) => void } = {},
): void {
  const route = async (ctx: StoreCtx) => {
    guard?.(ctx);
    const checked = checkInput(call, await readInput(ctx, call));
    if (!checked.ok) invalid(checked.errors, langOf(ctx));
    return handler(ctx, checked.input);
  };
  router.add(call.method, routePattern(call), route, {
    ...options,
    changesState: call.changesState,
    readOnly: call.readOnly,
    signsIn: call.signsIn,
  });
}
