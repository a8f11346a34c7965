import { LEGAL_TYPES } from '../../shared/contract/checkout.ts';
import { t } from '../../shared/i18n/index.ts';
import { Field } from '../../shared/ui/fields/Field.tsx';
import { RadioGroup } from '../../shared/ui/fields/RadioGroup.tsx';
import { TextField } from '../../shared/ui/fields/TextField.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { Section, type SectionProps } from './Section.tsx';

/** 1. Profile (docs/behaviour/checkout.md): individual or organization, phone, name, e-mail, the INN of an organization. */
export function ProfileSection({ form, edit, phoneInvalid }: SectionProps & { phoneInvalid: boolean }) {
  return (
    <Section id="profile" title={t('checkout_profile')}>
      <RadioGroup
        name="legal_type"
        legend={t('legal_type')}
        required
        value={form.legalType}
        options={LEGAL_TYPES.map((type) => ({ value: type, label: t(type) }))}
        onChoose={(legalType) => edit({ legalType })}
      />
      <Field id="checkout-phone" label={t('phone')} required>
        <PhoneInput
          id="checkout-phone"
          name="phone"
          initial={form.phone}
          required
          invalid={phoneInvalid}
          onValue={(phone) => edit({ phone })}
        />
      </Field>
      <TextField
        id="checkout-name"
        name="name"
        label={t('full_name')}
        autoComplete="name"
        required
        value={form.name}
        onValue={(name) => edit({ name })}
      />
      <TextField
        id="checkout-email"
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        value={form.email}
        onValue={(email) => edit({ email })}
      />
      {form.legalType === 'organization' ? (
        <fieldset className="group" data-block="organization">
          <legend className="group__title">{t('organization_details')}</legend>
          <TextField
            id="checkout-inn"
            name="inn"
            type="number"
            min={0}
            label={t('inn')}
            required
            value={form.inn}
            onValue={(inn) => edit({ inn })}
          />
        </fieldset>
      ) : null}
    </Section>
  );
}
