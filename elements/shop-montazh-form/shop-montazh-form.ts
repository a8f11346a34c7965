/**
 * @tag shop-montazh-form
 * @summary The installation banner's two-step request around the author's `<form data-step data-goal-name>`:
 * step 'first' (installment_type, square) → 'second' (name, email, phone); an empty field is marked
 * 'Поле пустое'; the invisible captcha's token is obtained, then the form goes out as multipart form data.
 * On success the form is reset, returns to 'first', gets the class `success`, the captcha resets and the goal
 * named by `data-goal-name` fires; otherwise the generic error toast (and a console error). A request the
 * store does not answer in time shows 'not confirmed yet' and keeps the step and values; its late answer
 * then tells, and a submit meanwhile sends it again as it was (docs/behaviour/errors.md "Not confirmed yet").
 *
 * Markup: the fields of each step inside `[data-step-panel="first"]` and `[data-step-panel="second"]` (the
 * element hides the other panel), a `[data-captcha]` container for the invisible captcha, a submit button in
 * each panel ("Далее", "Отправить") and an optional `[data-step-back]` button on the second step.
 *
 * @attr {'first'|'second'} step - reflected: the current step (also written to the form's `data-step`)
 * @attr {boolean} busy - reflected: the request is running
 * @slot - the author's `<form>`
 * @csspart message - 'request has been sent successfully' after a success
 * @csspart spinner - shown while sending
 * @cssprop --shop-success - success message text colour
 * @fires shop-goal - the form's `data-goal-name` on success
 * @fires shop-toast - the generic error
 * @markup The author's form with a panel per step, a back button and a captcha container:
 * ```html
 * <shop-montazh-form>
 *   <form data-step="first" data-goal-name="montazh-request">
 *     <fieldset data-step-panel="first">
 *       <select name="installment_type" required>…</select> <input name="square" required />
 *       <button type="submit">Далее</button>
 *     </fieldset>
 *     <fieldset data-step-panel="second" hidden>
 *       <input name="name" required /> <input name="email" type="email" required /> <input name="phone" type="tel" required />
 *       <div data-captcha></div>
 *       <button type="button" data-step-back>Назад</button> <button type="submit">Отправить заявку</button>
 *     </fieldset>
 *   </form>
 * </shop-montazh-form>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import fields from '../../shared/ui/fields.css?inline';
import css from './shop-montazh-form.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { MontazhForm } from './MontazhForm.tsx';
import './messages.ts';

export const ShopMontazhForm = defineElement('shop-montazh-form', MontazhForm, {
  styles: [base, fields, css],
});
