/**
 * @tag shop-toaster
 * @summary Shows the `shop-toast` notifications for 3000 ms each, with a close button, in a polite live region.
 * A toast stays while it has the pointer or the focus. Keyboard: Alt+T moves the focus to the newest toast (its
 * link, else its close button; screen readers hear the key with every toast that has a link); Esc or the close
 * button closes it and the focus returns to the control the shopper came from. The autoloader adds one to
 * <body> when the page has none.
 *
 * The toasts are fixed to the window's bottom right corner, 380px wide at most; in a window of 480px or less they
 * span its width. The window is their container, so this one element follows the window's width.
 * @csspart region - the notifications region
 * @csspart toast - one notification
 * @csspart toast-success - a success notification
 * @csspart toast-error - an error notification
 * @csspart toast-info - an information notification
 * @csspart toast-link - the link of a notification
 * @csspart toast-close - the close button
 * @cssprop --shop-toaster-z - the stacking order of the toaster
 * @cssprop --shop-toast-bg - a notification's background
 * @cssprop --shop-toast-text - a notification's text colour
 * @markup None needed: the autoloader adds one to the page when it has none. Placed by hand:
 * ```html
 * <shop-toaster></shop-toaster>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-toaster.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Toaster } from './Toaster.tsx';
import './messages.ts';

export const ShopToaster = defineElement('shop-toaster', Toaster, {
  styles: [base, css],
});
