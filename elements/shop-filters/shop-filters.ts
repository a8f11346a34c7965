/**
 * @tag shop-filters
 * @summary The category filters (docs/behaviour/listing.md, docs/behaviour/states.md, docs/behaviour/validation.md): chips for the applied filters (one 'from - to' chip per range,
 * one per selected value; removing one applies the rest at once and goes to the returned url), a collapsible
 * section per filter (open when it has a value, and price and in_stock always), numeric from/to inputs with the
 * minimum and maximum as placeholders, one checkbox per option with '(count)' (disabled at count 0 unless
 * selected). Every change re-queries the counts (a running query is cancelled) and shows the floating
 * 'show N products' button 20px to the right of the control changed last; a footer holds the 'show N products' link
 * and 'reset filters'. On narrow screens a 'filters' button opens the panel as a modal. Filter names may hold markup:
 * it is sanitised (DOMPurify, loaded only then), never executed.
 *
 * 'Narrow screens' means the window (below 768px): the modal covers the screen, and a sidebar of a wide page keeps
 * the panel however narrow the sidebar is. The panel itself fits any column down to 260px. The floating button stays
 * inside the modal's panel, or the window beside a sidebar (where it floats over the listing): where it has no room
 * beside the control, it moves left, level with the control.
 * @attr {boolean} busy - reflected: a chip removal is being applied
 * @attr {boolean} querying - reflected: the counts are being re-queried
 * @attr {boolean} open - reflected: the modal panel is open (narrow screens)
 * @slot - a `<script type="application/json">` with `{filters, applied, total?, url?}` (the filter definitions and
 * the applied set in the shapes of docs/behaviour/data.md), and the server-rendered fallback form (hidden once upgraded;
 * kept on screen when the data is missing, unreadable or has no filters)
 * @csspart chips - the applied filters
 * @csspart chip - one applied filter's remove button
 * @csspart opener - the 'filters' button (narrow screens)
 * @csspart panel - the sections and the footer
 * @csspart section - one filter
 * @csspart section-toggle - a section's heading button
 * @csspart range - a range's from/to inputs
 * @csspart options - a variants filter's checkboxes
 * @csspart option - one checkbox with its value and count
 * @csspart floating - the floating 'show N products' button
 * @csspart footer - the 'show N products' link and 'reset filters'
 * @csspart show - the footer's 'show N products' link
 * @csspart reset - the 'reset filters' button
 * @csspart dialog - the modal panel (narrow screens)
 * @fires shop-navigate - cancelable, detail {url}: the filtered listing about to be opened
 * @fires shop-filters-counts - detail: the filter search result {filters, total, url} once the panel shows it
 * @fires shop-toast - the generic error when the counts cannot be had
 * @markup The definitions as JSON, and the server's own filter form as the fallback:
 * ```html
 * <shop-filters category-id="3">
 *   <script type="application/json">{"filters": […], "applied": […]}</script>
 *   <form method="get">…the fallback filters…</form>
 * </shop-filters>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import dialog from '../../shared/ui/dialog.css?inline';
import css from './shop-filters.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Filters } from './Filters.tsx';
import './messages.ts';

const attributes = {
  /** the category sent as category_id */
  categoryId: 'number',
} as const;
export type Attributes = typeof attributes;

export const ShopFilters = defineElement('shop-filters', Filters, {
  props: attributes,
  styles: [base, dialog, css],
});
