import * as v from 'valibot';
import { Id, Whole } from './common.ts';

export const LIST_NAMES = ['compare', 'favorites'] as const;
export type ListName = (typeof LIST_NAMES)[number];

/**
 * The answer of `GET {apiVersion}/{compare|favorites}/product/{id}/push|remove`: docs/behaviour/calls.md leaves it open; the
 * elements read nothing but a refusal, so an empty answer or any object without `success: false` will do. The
 * reference store answers the list's new size.
 */
export const ListAnswer = v.nullable(
  v.looseObject({ success: v.optional(v.literal(true)), count: v.optional(Whole(0)) }),
);
export type ListAnswer = v.InferOutput<typeof ListAnswer>;

/** The detail of `shop-compare-update` and `shop-favorites-update`. */
export interface ListUpdate {
  productId: v.InferOutput<typeof Id>;
  action: 'add' | 'remove';
  /** the list's size after the change, when the store answered it: the counters show it rather than count */
  count?: number;
}
