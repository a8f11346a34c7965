import { PAYMENT_METHODS } from '../../shared/contract/checkout.ts';
import { t } from '../../shared/i18n/index.ts';
import { RadioGroup } from '../../shared/ui/fields/RadioGroup.tsx';
import { Section, type SectionProps } from './Section.tsx';

/** 5. Payment method (docs/behaviour/checkout.md): by card through the bank, or by transfer. */
export function PaymentSection({ form, edit }: SectionProps) {
  return (
    <Section id="payment" title={t('payment_method')}>
      <RadioGroup
        name="payment_method"
        legend={t('payment_method')}
        legendHidden
        required
        value={form.paymentMethod}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payment_${method}`) }))}
        onChoose={(paymentMethod) => edit({ paymentMethod })}
      />
    </Section>
  );
}
