import { useCallback, type Dispatch } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import type { CheckoutAction } from './checkout-state.ts';
import { suggestions } from './services.ts';
import type { SharedCancel } from './shared-cancel.ts';

/**
 * A pick on the map: the marker moves at once, and the address of the point, looked up under the address inputs'
 * shared cancel, fills the locality and the street (docs/behaviour/states.md "Locality, street and map"). A
 * lookup that fails is the suggestion service failing (docs/checkout-without-services.md).
 */
export function usePointAddress(cancel: SharedCancel, dispatch: Dispatch<CheckoutAction>) {
  return useCallback(
    (point: LatLon) => {
      dispatch({ type: 'map-picked', point });
      const signal = cancel.next();
      suggestions()
        .then((service) => service.reverseGeocode(point, signal))
        .then(
          ([first]) => {
            if (!signal.aborted && first) dispatch({ type: 'point-addressed', suggestion: first });
          },
          (error: unknown) => {
            if (error instanceof ApiError && error.aborted) return;
            console.error('[shop-elements] the address of the point could not be found:', error);
            dispatch({ type: 'service-failed', service: 'suggest' });
          },
        );
    },
    [cancel, dispatch],
  );
}
