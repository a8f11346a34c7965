import type { DeliveryType } from '../../shared/domain/pricing.ts';
import { t, type MessageKey } from '../../shared/i18n/index.ts';
import { suggestLocality, type AddressSuggestion } from '../../shared/services/suggest.ts';
import { RadioGroup } from '../../shared/ui/fields/RadioGroup.tsx';
import { AddressCombobox } from './AddressCombobox.tsx';
import { deliveryTypesFor } from './delivery-types.ts';
import { Section, type SectionProps } from './Section.tsx';
import type { SharedCancel } from './shared-cancel.ts';

const DELIVERY_LABELS: Record<DeliveryType, MessageKey> = {
  pickup: 'delivery_pickup',
  tk_terminal: 'delivery_tk_terminal',
  self: 'delivery_self',
};

interface Props extends SectionProps {
  cancel: SharedCancel;
  typeLocality: (text: string) => void;
  chooseLocality: (suggestion: AddressSuggestion) => void;
}

/**
 * 3. Method of obtaining (docs/behaviour/checkout.md): the locality with suggestions, then the delivery types its
 * region offers (docs/behaviour/states.md "Delivery options by locality").
 */
export function ObtainingSection({ form, edit, cancel, typeLocality, chooseLocality }: Props) {
  const offered = deliveryTypesFor(form.region);
  return (
    <Section id="obtaining" title={t('method_of_obtaining')}>
      <AddressCombobox
        id="checkout-locality"
        name="locality"
        label={t('locality')}
        value={form.locality}
        required
        problem={form.locality && !form.region ? t('choose_from_list') : ''}
        cancel={cancel}
        suggest={(query, signal) => suggestLocality(query, signal)}
        onType={typeLocality}
        onChoose={chooseLocality}
      />
      {offered.length > 0 ? (
        <RadioGroup
          name="delivery_type"
          legend={t('delivery_type')}
          block="delivery-type"
          required
          value={form.deliveryType}
          options={offered.map((type) => ({ value: type, label: t(DELIVERY_LABELS[type]) }))}
          onChoose={(deliveryType) => edit({ deliveryType })}
        />
      ) : null}
    </Section>
  );
}
