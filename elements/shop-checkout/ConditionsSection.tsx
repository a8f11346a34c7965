import { DELIVERY_TIME_SLOTS, FLOORS } from '../../shared/domain/order-payload.ts';
import { t } from '../../shared/i18n/index.ts';
import { Field } from '../../shared/ui/fields/Field.tsx';
import { SelectField } from '../../shared/ui/fields/SelectField.tsx';
import { TextField } from '../../shared/ui/fields/TextField.tsx';
import { Toggle } from '../../shared/ui/fields/Toggle.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { Section, type SectionProps } from './Section.tsx';

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * 6. Delivery conditions, for courier delivery (docs/behaviour/checkout.md): date and time slot, the lift to a
 * floor ('no elevator' asks for the floor), and another person who receives the order.
 */
export function ConditionsSection({ form, edit }: SectionProps) {
  return (
    <Section id="conditions" title={t('delivery_conditions')}>
      <div className="row">
        <TextField
          id="checkout-date"
          name="date"
          type="date"
          min={today()}
          label={t('delivery_date')}
          value={form.date}
          onValue={(date) => edit({ date })}
        />
        <SelectField
          id="checkout-time"
          name="time"
          label={t('delivery_time')}
          required
          value={form.time}
          options={DELIVERY_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
          onValue={(time) => edit({ time })}
        />
      </div>
      <p className="hint">{t('courier_will_contact')}</p>
      <Toggle
        name="isRiseFloor"
        label={t('lift_to_floor')}
        checked={form.isRiseFloor}
        onChange={(isRiseFloor) => edit({ isRiseFloor })}
      />
      {form.isRiseFloor ? (
        <div className="group" data-block="lift">
          <label className="choice">
            <input
              type="checkbox"
              name="isNotElevator"
              checked={form.isNotElevator}
              onChange={(event) => edit({ isNotElevator: event.currentTarget.checked })}
            />
            <span>{t('no_elevator')}</span>
          </label>
          {form.isNotElevator ? (
            <SelectField
              id="checkout-floor"
              name="raiseOnFloor"
              label={t('floor')}
              // it appears only once 'Нет лифта' is ticked, which is what asks for it
              required
              marked={false}
              empty={t('not_chosen')}
              value={form.raiseOnFloor}
              options={FLOORS.map((n) => ({ value: String(n), label: t('floor_n', { n }) }))}
              onValue={(raiseOnFloor) => edit({ raiseOnFloor })}
            />
          ) : null}
        </div>
      ) : null}
      <Toggle
        name="isTakesAnotherPerson"
        label={t('another_person')}
        checked={form.isTakesAnotherPerson}
        onChange={(isTakesAnotherPerson) => edit({ isTakesAnotherPerson })}
      />
      {form.isTakesAnotherPerson ? (
        <div className="group" data-block="recipient">
          <Field id="checkout-recipient-phone" label={t('recipient_phone')} required>
            <PhoneInput
              id="checkout-recipient-phone"
              name="recipientPhone"
              initial={form.recipientPhone}
              required
              onValue={(recipientPhone) => edit({ recipientPhone })}
            />
          </Field>
          <TextField
            id="checkout-recipient-name"
            name="recipientFullName"
            label={t('recipient_full_name')}
            value={form.recipientFullName}
            onValue={(recipientFullName) => edit({ recipientFullName })}
          />
        </div>
      ) : null}
    </Section>
  );
}
