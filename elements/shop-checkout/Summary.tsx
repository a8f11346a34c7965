import { useRef } from 'react';
import { formatMoney, productsCount, t } from '../../shared/i18n/index.ts';
import { useFocusBack } from '../../shared/ui/focus.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import type { Costs } from './checkout-costs.ts';

interface Props {
  costs: Costs;
  count: number;
  submitting: boolean;
  done: boolean;
  mapError: boolean;
}

/** The side summary (docs/behaviour/checkout.md item 8): cost lines, total, the item count and 'place an order'. */
export function Summary({ costs, count, submitting, done, mapError }: Props) {
  const submit = useRef<HTMLButtonElement>(null);
  useFocusBack(submit, submitting);
  return (
    <aside className="summary" part="summary" aria-labelledby="checkout-your-order">
      <h2 id="checkout-your-order" className="summary__title">
        {t('your_order')}
      </h2>
      <p className="summary__count" part="count">
        {productsCount(count)}
      </p>
      <dl className="summary__rows">
        {costs.lines.map((line) => (
          <div className="summary__row" key={line.kind} data-line={line.kind}>
            <dt>{t(line.label)}</dt>
            <dd>{formatMoney(line.price, 'order')}</dd>
          </div>
        ))}
        <div className="summary__row summary__row--total" data-line="total">
          <dt>{t('order_total')}</dt>
          <dd>{formatMoney(costs.total, 'order')}</dd>
        </div>
      </dl>
      {mapError ? (
        <p className="summary__error" role="alert">
          {t('map_error')}
        </p>
      ) : null}
      {done ? (
        <div className="summary__loader" part="loader">
          <Spinner label={t('redirecting_to_payment')} />
        </div>
      ) : (
        <div className="summary__actions" part="actions">
          <button
            ref={submit}
            type="submit"
            className="button summary__submit"
            part="submit"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? <Spinner label={t('sending')} /> : null}
            {t('place_an_order')}
          </button>
        </div>
      )}
    </aside>
  );
}
