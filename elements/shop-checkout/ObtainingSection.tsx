import type { DeliveryType } from '../../shared/domain/pricing.ts';
import { t, type MessageKey } from '../../shared/i18n/index.ts';
import type { AddressSuggestion } from '../../shared/services/suggest.ts';
import { RadioGroup } from '../../shared/ui/fields/RadioGroup.tsx';
import { AddressCombobox } from './AddressCombobox.tsx';
import { Section, type SectionProps } from './Section.tsx';
import { suggestions } from './services.ts';
import type { SharedCancel } from './shared-cancel.ts';

const DELIVERY_LABELS: Record<DeliveryType, MessageKey> = {
  pickup: 'delivery_pickup',
  tk_terminal: 'delivery_tk_terminal',
  self: 'delivery_self',
};

interface Props extends SectionProps {
  /** the delivery types offered for the locality (checkout-state.ts offeredTypes) */
  offered: DeliveryType[];
  /** no suggestions: the locality is typed, among the names the zones know */
  byHand: boolean;
  localities: string[];
  cancel: SharedCancel;
  typeLocality: (text: string) => void;
  chooseLocality: (suggestion: AddressSuggestion) => void;
  suggestUnavailable: () => void;
}

/**
 * 3. Method of obtaining (docs/behaviour/checkout.md): the locality with suggestions, then the delivery types it
 * offers (docs/behaviour/states.md "Delivery options by locality"). Without suggestions the locality is typed
 * and a note says so; courier delivery then goes only to a locality the zones know
 * (docs/checkout-without-services.md).
 */
export function ObtainingSection({ form, edit, offered, byHand, localities, ...props }: Props) {
  return (
    <Section id="obtaining" title={t('method_of_obtaining')}>
      <AddressCombobox
        id="checkout-locality"
        name="locality"
        label={t('locality')}
        value={form.locality}
        required
        problem={!byHand && form.locality && !form.region ? t('choose_from_list') : ''}
        cancel={props.cancel}
        suggest={
          byHand
            ? null
            : (query, signal) => suggestions().then((service) => service.suggestLocality(query, signal))
        }
        onType={props.typeLocality}
        onChoose={props.chooseLocality}
        onUnavailable={props.suggestUnavailable}
        autoComplete="address-level2"
        list={localities.length ? 'checkout-localities' : undefined}
      />
      {byHand ? (
        <>
          <datalist id="checkout-localities">
            {localities.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <p className="hint" role="status">
            {t('suggest_unavailable')}
          </p>
        </>
      ) : null}
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
      {byHand && offered.includes('pickup') && !offered.includes('self') ? (
        <p className="hint">{t('courier_not_priced')}</p>
      ) : null}
    </Section>
  );
}
