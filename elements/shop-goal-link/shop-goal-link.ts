/**
 * @tag shop-goal-link
 * @summary Wraps a link; following it reports the goal (`click-{messenger}` for the messengers, the marketplace's
 * name for the marketplaces).
 * @attr {string} goal - the analytics goal to report
 * @slot - the link
 * @fires shop-goal - `{name}` when the link is followed
 */
import { defineElement } from '../../shared/define.tsx';
import { GoalLink } from './GoalLink.tsx';

export const ShopGoalLink = defineElement('shop-goal-link', GoalLink, {
  props: { goal: 'string' },
  styles: [':host { display: contents; }'],
  reactEvents: false,
});
