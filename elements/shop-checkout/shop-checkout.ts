/**
 * @tag shop-checkout
 * @summary The checkout of docs/behaviour/checkout.md: profile (individual or organization with INN), additional services,
 * locality with suggestions and the delivery type by region, the delivery address with the map and street
 * suggestions, payment, delivery conditions (time slot, lift to a floor, another recipient), the call-back
 * question and the side summary with the cost lines, the total and 'place an order'. On load it makes the five
 * requests of docs/behaviour/calls.md in parallel and prefills the profile from the client. Everything typed is kept in
 * sessionStorage until the order succeeds; a success with a safe `payment_url` goes there. The order keeps its
 * Idempotency-Key there too until the store places or refuses it: sent again (a second submit, after 'not
 * confirmed yet', after a reload) it is the same order, and one the store placed leads to its page
 * (docs/behaviour/errors.md "Not confirmed yet").
 *
 * It lays out by its own width, not the window's (container queries): the sections and the summary side by side
 * from 800px, the summary below the sections in a narrower element; an installation row in one line when the
 * sections are 560px or wider.
 *
 * What a courier needs: for `self` the address must be one with its house number, and 'no elevator'
 * asks for the floor. A cost line shows only once its price is known (courier delivery and the lift need the
 * point, outside the ring road also the route); the sums show kopecks as two digits. The map is one tab stop:
 * its keys (arrows, + and −) act only while it has the focus; an address chosen by its street is centred on it.
 *
 * No outside service stands between the shopper and the order (docs/checkout-without-services.md). Without the
 * address suggestions (no `suggest.token`, or a query that does not answer, answers an error or garbage) the
 * locality and the street are typed into the same inputs, a note says so, pickup and the transport company are
 * offered for any locality and courier delivery for a locality the delivery zones know, priced by its point with
 * the map hidden. Without the map (`map.tiles` "", or tiles that fail) the map is hidden with a note and the chosen
 * street prices the delivery. Without the routing (no `routing.key`, or a route that fails) the distance from the
 * ring road is estimated (the straight line × 1.3). A failed service stays off until the page is loaded again.
 *
 * The order is posted as the docs/behaviour/data.md table says, plus one documented extra key, `delivery_details`:
 * `{flat, entrance, comment, date, time, isRiseFloor, isNotElevator, raiseOnFloor, isTakesAnotherPerson,
 * recipientPhone, recipientFullName, isQuestions, point}` — the details the checkout form keeps beyond that
 * table (flat and entrance as numbers or null, raiseOnFloor 2–20 or null, recipientPhone as digits, point
 * `[lat, lon]` for `self`: the map marker, or the typed locality's centre without the services; otherwise null).
 * See docs/backend.md, "The order payload".
 * @attr {boolean} loading - reflected: the five requests of the page load are running
 * @attr {boolean} busy - reflected: the order is being sent
 * @attr {string} delivery-type - reflected: the chosen delivery type (`pickup`, `tk_terminal`, `self`)
 * @attr {string} zone - reflected for `self`: where the map point lies, `a` (inside the ring road), `b` (the
 * region) or `outside`
 * @slot - shown until the checkout data has loaded (for example a "loading" note); a spinner when empty
 * @csspart form - the checkout form
 * @csspart section - every section (each also has its own part below)
 * @csspart section-profile - the profile section
 * @csspart section-services - the additional services section
 * @csspart section-obtaining - the locality and delivery type section
 * @csspart section-address - the delivery address and map section
 * @csspart section-payment - the payment section
 * @csspart section-conditions - the delivery conditions section
 * @csspart section-questions - the call-back question section
 * @csspart map - the delivery map (reflects `data-rendered` from its first frame, `data-point`, `data-center`
 * and `data-zoom`)
 * @csspart summary - the side summary
 * @csspart count - the item count of the summary
 * @csspart actions - the button block of the summary
 * @csspart submit - the 'place an order' button
 * @csspart loader - shown instead of the buttons after a successful order
 * @csspart empty - the empty-cart state
 * @csspart failed - shown when the checkout data could not be loaded, with a retry button
 * @cssprop --shop-accent - the submit button and the marker
 * @cssprop --shop-border - field and section borders
 * @cssprop --shop-map-height - the map's height (default 360px)
 * @fires shop-cart-update - the cart loaded with the checkout data
 * @fires shop-toast - the generic error when the order fails
 * @markup Empty, or a note shown until its data has loaded:
 * ```html
 * <shop-checkout><p>Загружаем оформление заказа…</p></shop-checkout>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import columns from '../../shared/ui/columns.css?inline';
import fields from '../../shared/ui/fields.css?inline';
import css from './shop-checkout.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Checkout } from './Checkout.tsx';
import './messages.ts';

export const ShopCheckout = defineElement('shop-checkout', Checkout, {
  styles: [base, columns, fields, css],
});
