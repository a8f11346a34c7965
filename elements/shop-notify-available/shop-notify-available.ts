/**
 * @tag shop-notify-available
 * @summary Opens the 'notify when available' modal of docs/behaviour/product.md from the slotted button: title 'Сообщить о
 * поступлении', the product image at 262×182, its name, 'Стоимость: {price}' or 'Цена по запросу', and the form
 * (hidden product_id, required name, required masked phone, message, the agreement checked by default, Send)
 * sent with the captcha token to forms/product/availability. On success the form is replaced by 'request has
 * been sent successfully'; a failure shows the generic error and keeps the form; a request the store does not
 * answer in time shows 'not confirmed yet' until its late answer tells, and Send meanwhile sends it again as it
 * was (docs/behaviour/errors.md "Not confirmed yet"). The close button is labelled
 * 'Закрыть'; focus stays inside while it is open and returns to the button on close. With `request="price"`
 * the same modal asks for the price of a product without one ('Узнать цену'): the same availability enquiry,
 * with a hidden `request=price` field telling the store what is asked.
 *
 * The modal lays out by its own width (a container query on its body): the product beside the form when the body
 * is 560px or wider, above it otherwise.
 * @attr {boolean} open - reflected: the modal is open
 * @slot - the author's opening button
 * @csspart dialog - the modal
 * @csspart close - the close button
 * @csspart product - the left column
 * @csspart image - the product image
 * @csspart name - the product name
 * @csspart price - the price line
 * @csspart form - the form
 * @csspart send - the Send button
 * @csspart sent - the success text
 * @fires shop-toast - the error
 * @fires shop-goal - the goal, on success
 * @markup One opening button; the product's name, image and price as attributes:
 * ```html
 * <shop-notify-available product-id="42" product-name="Кран шаровой" product-image="/img/42.jpg" price="990">
 *   <button type="button">Сообщить о поступлении</button>
 * </shop-notify-available>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import dialog from '../../shared/ui/dialog.css?inline';
import css from './shop-notify-available.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { asksToOpen, NotifyAvailable } from './NotifyAvailable.tsx';
import './messages.ts';

const attributes = {
  /** the product */
  productId: 'number',
  /** its name */
  productName: 'string',
  /** its image URL */
  productImage: 'string',
  /** its price; none or 0 shows 'request price' */
  price: 'number',
  /**
   * the analytics goal reported on success (default 'available', the form's type, or 'request-price' with
   * `request="price"`)
   */
  goal: 'string',
  /** `price` for the 'Узнать цену' modal; absent for 'notify when available' */
  request: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopNotifyAvailable = defineElement('shop-notify-available', NotifyAvailable, {
  props: attributes,
  styles: [base, dialog, css],
  // closed, it is the author's button: a listing's modals are first rendered when one is asked for
  wakesOn: asksToOpen,
});
