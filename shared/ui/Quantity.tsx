import { t } from '../i18n/index.ts';

interface QuantityProps {
  value: number;
  /** the lowest value the minus button reaches */
  min: number;
  /** +1 or −1; the owner applies it to its latest value, so fast clicks all count */
  onStep: (delta: 1 | -1) => void;
  label: string;
  busy?: boolean;
}

/** Minus and plus around a read-only quantity field. */
export function Quantity({ value, min, onStep, label, busy = false }: QuantityProps) {
  return (
    <div className="quantity" part="quantity" role="group" aria-label={label} aria-busy={busy || undefined}>
      <button
        type="button"
        className="quantity__step"
        part="decrease"
        aria-label={t('decrease')}
        disabled={value <= min}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <input
        className="quantity__value"
        part="quantity-value"
        type="number"
        inputMode="numeric"
        readOnly
        value={value}
        aria-label={t('quantity')}
      />
      <button
        type="button"
        className="quantity__step"
        part="increase"
        aria-label={t('increase')}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </div>
  );
}
