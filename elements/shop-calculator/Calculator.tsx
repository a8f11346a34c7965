import { useLayoutEffect } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { reflect } from '../../shared/runtime/element-host.ts';
import { formatTotal, readNumber, readQuantity, roundMoney } from './calculator-math.ts';
import { requirePart } from '../../shared/ui/author-markup.ts';

/**
 * docs/behaviour/constants.md calculator: each line total = data-price × the input's quantity, shown in the line's
 * [data-line-total]; the grand total goes to [data-total] and to the hidden 'total' field.
 */
export function Calculator({ host }: HostProps) {
  useLayoutEffect(() => {
    requirePart(host, 'input[data-price]', 'a priced line (<input type="number" data-price="…">)');
    const recalculate = () => {
      let total = 0;
      host.querySelectorAll<HTMLInputElement>('input[data-price]').forEach((input) => {
        const line = roundMoney(readNumber(input.dataset.price) * readQuantity(input.value));
        total += line;
        const row = input.closest('[data-calculator-line]') ?? input.parentElement;
        const shown = row?.querySelector('[data-line-total]');
        if (shown) shown.textContent = formatTotal(line);
      });
      total = roundMoney(total);
      host.querySelectorAll('[data-total]').forEach((node) => (node.textContent = formatTotal(total)));
      const field =
        host.querySelector<HTMLInputElement>('input[name="total"]') ??
        host.closest('form')?.querySelector<HTMLInputElement>('input[name="total"]');
      if (field && field.value !== String(total)) {
        field.value = String(total);
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      reflect(host, 'total', total);
    };
    const onInput = (event: Event) => {
      if ((event.target as Element | null)?.matches?.('input[data-price]')) recalculate();
    };
    recalculate();
    host.addEventListener('input', onInput);
    host.addEventListener('change', onInput);
    // a form reset changes the quantities without input events
    const form = host.closest('form');
    const onReset = () => setTimeout(recalculate);
    form?.addEventListener('reset', onReset);
    return () => {
      host.removeEventListener('input', onInput);
      host.removeEventListener('change', onInput);
      form?.removeEventListener('reset', onReset);
    };
  }, [host]);

  return <slot />;
}
