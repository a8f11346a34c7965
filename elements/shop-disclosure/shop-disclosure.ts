/**
 * @tag shop-disclosure
 * @summary A disclosure widget around the author's `<details><summary>…</summary>…</details>` (docs/behaviour/content.md,
 * docs/behaviour/states.md, docs/behaviour/constants.md), so it works before and without the script. With it: opening animates 200 ms and closing 150 ms
 * (none when reduced motion is preferred); Esc, with the focus inside, closes it and puts the focus on the
 * summary; a click outside closes it; while `open-media` matches it is forced open, while `closed-media`
 * matches forced closed, and the summary does not toggle it (`aria-disabled`). The server should render the
 * `open` state the media will force, so the upgrade moves nothing.
 * @attr {string} forced - reflected: `open` or `closed` while a media query forces it
 * @slot - the author's `<details>`
 * @markup The author's `<details>`, which works without the script:
 * ```html
 * <shop-disclosure open-media="(min-width: 992px)">
 *   <details open>
 *     <summary>Доставка</summary>
 *     <p>По Москве и Московской области.</p>
 *   </details>
 * </shop-disclosure>
 * ```
 */
import { defineElement } from '../../shared/runtime/define.tsx';
import { Disclosure } from './Disclosure.tsx';
import './messages.ts';

const attributes = {
  /** a media query; while it matches the disclosure is open */
  openMedia: 'string',
  /** a media query; while it matches the disclosure is closed */
  closedMedia: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopDisclosure = defineElement('shop-disclosure', Disclosure, {
  props: attributes,
});
