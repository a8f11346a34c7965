/**
 * @tag shop-form
 * @summary Wraps the author's own `<form>` (the CMS owns its fields and labels) and gives it the store's
 * form behaviour: validation with messages attached to the fields, the captcha, submission to the call of its
 * `type` (docs/behaviour/calls.md; without one that names a call, a submit sends nothing and shows the generic
 * error, docs/errors.md SHOP_UNKNOWN_FORM_TYPE), the states idle → submitting → success | error | unconfirmed, toasts and goals (docs/behaviour/states.md, docs/behaviour/validation.md, docs/behaviour/errors.md).
 * The captcha renders into `[data-captcha]`; without it the form shows 'confirm_the_captcha' and sends nothing.
 * The token goes out in `y-smart-captcha-response`; a missing or expired token, an unloaded script or an
 * uninitialised widget fail the submission. The review form (`product-review`) carries a `productId` field.
 * Password forms (`password`, `register`, `password-reset-handle`) check `password` against
 * `password_confirmation` first, then its length (8), before anything is sent. `profile` and `register` send
 * the phone as digits. `login`, `register` and `password-reset-handle` follow the answer's `redirect_url`
 * (relative or http(s) only). `password-reset-handle` sends the page's `?token=` when the form has no `token`.
 *
 * Field states live on the author's controls: `aria-invalid="true"`, `data-state="invalid" | "success"`, and a
 * `<span class="shop-field-error" role="alert">` after the control, linked with `aria-describedby`. A required
 * control's label gets `<span class="shop-required-mark" aria-hidden="true"> *</span>` while it is empty.
 * The form gets the class `success` after a successful submission. A submission the store does not answer in
 * time is `unconfirmed` ('not confirmed yet'): what was typed stays, its late answer then shows success or the
 * failure, and a submit meanwhile sends it again as it was, with its Idempotency-Key, so one submit is one
 * enquiry (docs/behaviour/errors.md "Not confirmed yet").
 *
 * @attr {'idle'|'submitting'|'success'|'error'|'unconfirmed'} state - reflected: where the submission is
 * @attr {boolean} busy - reflected: the request is running (submit buttons are disabled)
 * @slot - the author's `<form>`
 * @csspart message - the inline result message
 * @csspart message-success - the message after a success
 * @csspart message-error - the message after a failure
 * @csspart spinner - shown while sending
 * @cssprop --shop-success - success message text colour
 * @cssprop --shop-error - error message text colour
 * @fires shop-toast - account results, the generic error, reset results
 * @fires shop-goal - a successful enquiry (or any form with a `goal`)
 * @markup The author's `<form>` with its own fields, a captcha container and a submit button:
 * ```html
 * <shop-form type="cheaper" goal="cheaper">
 *   <form>
 *     …the author's fields and labels (input[type=tel] is masked by locale)…
 *     <div data-captcha></div>
 *     <button type="submit">Отправить</button>
 *   </form>
 * </shop-form>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import fields from '../../shared/ui/fields.css?inline';
import css from './shop-form.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Form } from './Form.tsx';
import './messages.ts';

const attributes = {
  /** which form this is */
  type: [
    'feedback',
    'available',
    'cheaper',
    'bargain',
    'call-me',
    'quick-order',
    'credit',
    'calculate-installment',
    'calculate-work',
    'projecting',
    'partners',
    'product-review',
    'profile',
    'password',
    'subscription',
    'login',
    'register',
    'password-reset',
    'password-reset-handle',
  ],
  /** the analytics goal of a success (enquiries default to their type) */
  goal: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopForm = defineElement('shop-form', Form, {
  props: attributes,
  styles: [base, fields, css],
});
