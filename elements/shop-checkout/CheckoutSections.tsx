import type { Dispatch } from 'react';
import type { Cart } from '../../shared/contract/cart.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import type { CheckoutForm } from '../../shared/domain/order-payload.ts';
import { AddressSection } from './AddressSection.tsx';
import type { Quote } from './checkout-quote.ts';
import { addressByHand, offeredTypes, type CheckoutAction, type CheckoutState } from './checkout-state.ts';
import { ConditionsSection } from './ConditionsSection.tsx';
import { ObtainingSection } from './ObtainingSection.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { QuestionsSection } from './QuestionsSection.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import type { SharedCancel } from './shared-cancel.ts';

interface Props {
  state: CheckoutState;
  quote: Quote;
  cart: Cart;
  cancel: SharedCancel;
  dispatch: Dispatch<CheckoutAction>;
  pickOnMap: (point: LatLon) => void;
}

/** The form's sections of docs/behaviour/checkout.md, items 1–7, in their order and with their visibility rules. */
export function CheckoutSections({ state, quote, cart, cancel, dispatch, pickOnMap }: Props) {
  const { form, errors } = state;
  const edit = (patch: Partial<CheckoutForm>) => dispatch({ type: 'edited', patch });
  const eligible = cart.items.filter((line) => (Number(line.installmentPrice) || 0) > 0);
  const self = form.deliveryType === 'self';
  const byHand = addressByHand(state);
  const unavailable = (service: 'suggest' | 'map') => dispatch({ type: 'service-failed', service });
  return (
    <div className="sections">
      <ProfileSection form={form} edit={edit} phoneInvalid={errors.includes('phone')} />
      {eligible.length > 0 ? (
        <ServicesSection
          form={form}
          edit={edit}
          eligible={eligible}
          chooseItem={(productId, chosen) => dispatch({ type: 'install-item', productId, chosen })}
        />
      ) : null}
      <ObtainingSection
        form={form}
        edit={edit}
        offered={offeredTypes(state)}
        byHand={byHand}
        localities={state.zones?.localities?.map(([name]) => name) ?? []}
        cancel={cancel}
        typeLocality={(text) => dispatch({ type: 'locality-typed', text })}
        chooseLocality={(suggestion) => dispatch({ type: 'locality-chosen', suggestion })}
        suggestUnavailable={() => unavailable('suggest')}
      />
      {self ? (
        <AddressSection
          form={form}
          edit={edit}
          point={quote.point}
          ring={quote.ring}
          route={quote.route}
          mapError={errors.includes('map')}
          byHand={byHand}
          map={state.services.map}
          estimated={quote.estimatedMeters !== null}
          cancel={cancel}
          typeStreet={(text) => dispatch({ type: 'street-typed', text })}
          chooseStreet={(suggestion, point) => dispatch({ type: 'street-chosen', suggestion, point })}
          pickOnMap={pickOnMap}
          unavailable={unavailable}
        />
      ) : null}
      <PaymentSection form={form} edit={edit} />
      {self ? <ConditionsSection form={form} edit={edit} /> : null}
      <QuestionsSection form={form} edit={edit} />
    </div>
  );
}
