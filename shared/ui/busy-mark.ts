/**
 * The progress mark shown beside a slotted button while its request runs (a product being added to the cart): a
 * status named by `label` around a spinner. DOM rather than React, so <shop-add-to-cart>, an element without a
 * React tree, and <shop-product-form> show the same one.
 */
export function busyMark(label: string): HTMLElement {
  const mark = document.createElement('span');
  mark.className = 'busy';
  mark.setAttribute('part', 'busy');
  mark.setAttribute('role', 'status');
  mark.setAttribute('aria-label', label);
  const spinner = document.createElement('span');
  spinner.className = 'spinner';
  spinner.setAttribute('aria-hidden', 'true');
  mark.append(spinner);
  return mark;
}
