/**
 * @tag shop-goal-link
 * @summary Wraps a link; following it reports the goal (`click-{messenger}` for the messengers, the marketplace's
 * name for the marketplaces).
 * @slot - the link
 * @fires shop-goal - `{name}` when the link is followed
 * @markup One link:
 * ```html
 * <shop-goal-link goal="click-telegram"><a href="https://t.me/shop">Telegram</a></shop-goal-link>
 * ```
 */
import { defineLightElement } from '../../shared/runtime/define-light.ts';
import { goalLink } from './goal-link.ts';

const attributes = {
  /** the analytics goal to report */
  goal: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopGoalLink = defineLightElement('shop-goal-link', goalLink, {
  props: attributes,
  styles: [':host { display: contents; }'],
});
