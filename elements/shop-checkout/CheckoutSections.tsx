import { lazy, Suspense, type ReactNode } from 'react';
import type { Cart } from '../../shared/contract/cart.ts';
import { getConfig } from '../../shared/config.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import {
  CALL_TIMES,
  DELIVERY_TIME_SLOTS,
  FLOORS,
  type CheckoutForm,
  type OrderDeliveryType,
} from '../../shared/domain/order-payload.ts';
import { safeUrl } from '../../shared/domain/safe-url.ts';
import { formatMoney, t, type MessageKey } from '../../shared/i18n/index.ts';
import {
  suggestLocality,
  suggestStreet,
  suggestionPoint,
  type AddressSuggestion,
} from '../../shared/services/suggest.ts';
import { AddressCombobox } from './AddressCombobox.tsx';
import { deliveryTypesFor } from './delivery-types.ts';
import { PhoneInput } from './PhoneInput.tsx';
import type { SharedCancel } from './shared-cancel.ts';

interface Props {
  form: CheckoutForm;
  cart: Cart;
  errors: string[];
  cancel: SharedCancel;
  point: LatLon | null;
  ring: LatLon[] | null;
  route: LatLon[];
  update: (patch: Partial<CheckoutForm>) => void;
  chooseLocality: (suggestion: AddressSuggestion) => void;
  typeLocality: (text: string) => void;
  chooseStreet: (suggestion: AddressSuggestion, point: LatLon | null) => void;
  pickOnMap: (point: LatLon) => void;
}

// OpenLayers loads only when a shopper chooses delivery by courier
const DeliveryMap = lazy(() =>
  import('./DeliveryMap.tsx').then((module) => ({ default: module.DeliveryMap })),
);

const DELIVERY_LABELS: Record<Exclude<OrderDeliveryType, ''>, MessageKey> = {
  pickup: 'delivery_pickup',
  tk_terminal: 'delivery_tk_terminal',
  self: 'delivery_self',
};

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      className="section"
      part={`section section-${id}`}
      data-section={id}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({
  id,
  label,
  children,
  required,
}: {
  id: string;
  label: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}

/** A labelled select; `empty` adds a first 'not chosen' option. */
function SelectField({
  id,
  name,
  label,
  value,
  options,
  onChange,
  required,
  marked = required,
  empty,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  required?: boolean;
  /** whether the label shows the required asterisk (by default when required) */
  marked?: boolean;
  empty?: string;
}) {
  return (
    <Field id={id} label={label} required={marked}>
      <select
        id={id}
        name={name}
        className="field__input"
        required={required}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Toggle({
  name,
  label,
  checked,
  onChange,
  controls,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the id of what the switch shows; only while that is rendered */
  controls?: string;
}) {
  return (
    <label className="toggle">
      <input
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        aria-controls={controls}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** The form's sections of docs/behaviour/checkout.md, items 1–7, in their order and with their visibility rules. */
export function CheckoutSections({
  form,
  cart,
  errors,
  cancel,
  point,
  ring,
  route,
  update,
  chooseLocality,
  typeLocality,
  chooseStreet,
  pickOnMap,
}: Props) {
  const eligible = cart.items.filter((line) => (Number(line.installmentPrice) || 0) > 0);
  const offered = deliveryTypesFor(form.region);
  const self = form.deliveryType === 'self';
  const montazh = safeUrl(getConfig().montazhUrl) ?? '/montazh';
  const chosen = new Set(form.installItems);

  return (
    <div className="sections">
      <Section id="profile" title={t('checkout_profile')}>
        <fieldset className="choices">
          <legend className="field__label">{t('legal_type')}</legend>
          {(['individual', 'organization'] as const).map((type) => (
            <label className="choice" key={type}>
              <input
                type="radio"
                name="legal_type"
                value={type}
                required
                checked={form.legalType === type}
                onChange={() => update({ legalType: type })}
              />
              <span>{t(type)}</span>
            </label>
          ))}
        </fieldset>
        <Field id="checkout-phone" label={t('phone')} required>
          <PhoneInput
            id="checkout-phone"
            name="phone"
            initial={form.phone}
            required
            invalid={errors.includes('phone')}
            onValue={(phone) => update({ phone })}
          />
        </Field>
        <Field id="checkout-name" label={t('full_name')} required>
          <input
            id="checkout-name"
            name="name"
            className="field__input"
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => update({ name: event.currentTarget.value })}
          />
        </Field>
        <Field id="checkout-email" label={t('email')} required>
          <input
            id="checkout-email"
            name="email"
            type="email"
            className="field__input"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => update({ email: event.currentTarget.value })}
          />
        </Field>
        {form.legalType === 'organization' ? (
          <fieldset className="group" data-block="organization">
            <legend className="group__title">{t('organization_details')}</legend>
            <Field id="checkout-inn" label={t('inn')} required>
              <input
                id="checkout-inn"
                name="inn"
                type="number"
                min={0}
                className="field__input"
                required
                value={form.inn}
                onChange={(event) => update({ inn: event.currentTarget.value })}
              />
            </Field>
          </fieldset>
        ) : null}
      </Section>

      {eligible.length > 0 ? (
        <Section id="services" title={t('additional_services')}>
          <Toggle
            name="projecting"
            label={t('projecting')}
            checked={form.projecting}
            onChange={(projecting) => update({ projecting })}
          />
          <Toggle
            name="installation"
            label={t('installation')}
            checked={form.installation}
            controls={form.installation ? 'installation-products' : undefined}
            onChange={(installation) =>
              update(installation ? { installation } : { installation, installItems: [] })
            }
          />
          {form.installation ? (
            <ul className="install" id="installation-products" aria-label={t('installation')}>
              {eligible.map((line) => {
                const id = String(line.productId);
                const image = line.productImage?.url ? safeUrl(line.productImage.url) : null;
                const name = String(line.productName ?? '');
                return (
                  <li className="install__item" key={line.id} data-product-id={id}>
                    {image ? (
                      <img src={image} alt="" width={64} height={64} loading="lazy" />
                    ) : (
                      <span className="install__no-image" />
                    )}
                    <span className="install__name">{name}</span>
                    <span className="install__price">
                      {formatMoney(Number(line.installmentPrice) || 0, 'order')}
                    </span>
                    <a className="install__about" href={montazh} target="_blank" rel="noopener">
                      {t('about_service')}
                    </a>
                    <label className="install__check">
                      <input
                        type="checkbox"
                        name="installment_items"
                        value={id}
                        checked={chosen.has(id)}
                        onChange={(event) =>
                          update({
                            installItems: event.currentTarget.checked
                              ? [...form.installItems.filter((item) => item !== id), id]
                              : form.installItems.filter((item) => item !== id),
                          })
                        }
                      />
                      <span className="visually-hidden">{t('installation_for', { name })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <p className="hint">{t('manager_will_contact')}</p>
        </Section>
      ) : null}

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
          <fieldset className="choices" data-block="delivery-type">
            <legend className="field__label">{t('delivery_type')}</legend>
            {offered.map((type) => (
              <label className="choice" key={type}>
                <input
                  type="radio"
                  name="delivery_type"
                  value={type}
                  required
                  checked={form.deliveryType === type}
                  onChange={() => update({ deliveryType: type })}
                />
                <span>{t(DELIVERY_LABELS[type as Exclude<OrderDeliveryType, ''>])}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </Section>

      {self ? (
        <Section id="address" title={t('delivery_address')}>
          <Suspense fallback={<div className="map map--loading" aria-busy="true" />}>
            <DeliveryMap
              point={point}
              ring={ring}
              route={route}
              label={t('delivery_map')}
              describedBy="checkout-map-hint"
              onPick={pickOnMap}
            />
          </Suspense>
          <p className="hint" id="checkout-map-hint">
            {t('map_hint')} {t('map_keys')}
          </p>
          {errors.includes('map') ? (
            <p className="field__error" role="alert">
              {t('map_error')}
            </p>
          ) : null}
          <AddressCombobox
            id="checkout-street"
            name="street"
            label={t('street_house')}
            value={form.street}
            required
            invalid={errors.includes('map')}
            problem={form.street && !form.house ? t('house_required') : ''}
            cancel={cancel}
            suggest={(query, signal) => suggestStreet(query, form.cityFiasId, signal)}
            onType={(street) => update({ street, house: '' })}
            onChoose={(suggestion) => chooseStreet(suggestion, suggestionPoint(suggestion))}
          />
          <div className="row">
            <Field id="checkout-flat" label={t('flat')}>
              <input
                id="checkout-flat"
                name="flat"
                type="number"
                min={0}
                className="field__input"
                value={form.flat}
                onChange={(event) => update({ flat: event.currentTarget.value })}
              />
            </Field>
            <Field id="checkout-entrance" label={t('entrance')}>
              <input
                id="checkout-entrance"
                name="entrance"
                type="number"
                min={0}
                className="field__input"
                value={form.entrance}
                onChange={(event) => update({ entrance: event.currentTarget.value })}
              />
            </Field>
          </div>
          <button
            type="button"
            className="link-button"
            aria-expanded={form.commentOpen}
            aria-controls={form.commentOpen ? 'checkout-comment-block' : undefined}
            onClick={() => update({ commentOpen: !form.commentOpen })}
          >
            {t('add_courier_comment')}
          </button>
          {form.commentOpen ? (
            <div id="checkout-comment-block">
              <Field id="checkout-comment" label={t('courier_comment')}>
                <textarea
                  id="checkout-comment"
                  name="comment"
                  className="field__input"
                  rows={3}
                  value={form.comment}
                  onChange={(event) => update({ comment: event.currentTarget.value })}
                />
              </Field>
            </div>
          ) : null}
        </Section>
      ) : null}

      <Section id="payment" title={t('payment_method')}>
        <fieldset className="choices">
          <legend className="visually-hidden">{t('payment_method')}</legend>
          {(['tbank_card', 'transfer'] as const).map((method) => (
            <label className="choice" key={method}>
              <input
                type="radio"
                name="payment_method"
                value={method}
                required
                checked={form.paymentMethod === method}
                onChange={() => update({ paymentMethod: method })}
              />
              <span>{t(`payment_${method}`)}</span>
            </label>
          ))}
        </fieldset>
      </Section>

      {self ? (
        <Section id="conditions" title={t('delivery_conditions')}>
          <div className="row">
            <Field id="checkout-date" label={t('delivery_date')}>
              <input
                id="checkout-date"
                name="date"
                type="date"
                min={today()}
                className="field__input"
                value={form.date}
                onChange={(event) => update({ date: event.currentTarget.value })}
              />
            </Field>
            <SelectField
              id="checkout-time"
              name="time"
              label={t('delivery_time')}
              required
              value={form.time}
              options={DELIVERY_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
              onChange={(time) => update({ time })}
            />
          </div>
          <p className="hint">{t('courier_will_contact')}</p>
          <Toggle
            name="isRiseFloor"
            label={t('lift_to_floor')}
            checked={form.isRiseFloor}
            onChange={(isRiseFloor) => update({ isRiseFloor })}
          />
          {form.isRiseFloor ? (
            <div className="group" data-block="lift">
              <label className="choice">
                <input
                  type="checkbox"
                  name="isNotElevator"
                  checked={form.isNotElevator}
                  onChange={(event) => update({ isNotElevator: event.currentTarget.checked })}
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
                  onChange={(raiseOnFloor) => update({ raiseOnFloor })}
                />
              ) : null}
            </div>
          ) : null}
          <Toggle
            name="isTakesAnotherPerson"
            label={t('another_person')}
            checked={form.isTakesAnotherPerson}
            onChange={(isTakesAnotherPerson) => update({ isTakesAnotherPerson })}
          />
          {form.isTakesAnotherPerson ? (
            <div className="group" data-block="recipient">
              <Field id="checkout-recipient-phone" label={t('recipient_phone')} required>
                <PhoneInput
                  id="checkout-recipient-phone"
                  name="recipientPhone"
                  initial={form.recipientPhone}
                  required
                  onValue={(recipientPhone) => update({ recipientPhone })}
                />
              </Field>
              <Field id="checkout-recipient-name" label={t('recipient_full_name')}>
                <input
                  id="checkout-recipient-name"
                  name="recipientFullName"
                  className="field__input"
                  value={form.recipientFullName}
                  onChange={(event) => update({ recipientFullName: event.currentTarget.value })}
                />
              </Field>
            </div>
          ) : null}
        </Section>
      ) : null}

      <div className="section" part="section section-questions" data-section="questions">
        <Toggle
          name="isQuestions"
          label={t('questions')}
          checked={form.isQuestions}
          onChange={(isQuestions) => update({ isQuestions })}
        />
        {form.isQuestions ? (
          <SelectField
            id="checkout-call-time"
            name="call_time"
            label={t('call_time')}
            empty={t('not_chosen')}
            value={form.callTime}
            options={CALL_TIMES.map((minutes) => ({
              value: String(minutes),
              label: t('call_within', { minutes }),
            }))}
            onChange={(callTime) => update({ callTime })}
          />
        ) : null}
      </div>
    </div>
  );
}
