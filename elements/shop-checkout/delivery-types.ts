import { isMoscowRegion } from '../../shared/domain/geo.ts';
import type { OrderDeliveryType } from '../../shared/domain/order-payload.ts';

/** The delivery types offered for a chosen locality's region (docs/behaviour/states.md "Checkout"); none before a choice. */
export function deliveryTypesFor(region: string): OrderDeliveryType[] {
  if (!region) return [];
  return isMoscowRegion(region) ? ['pickup', 'tk_terminal', 'self'] : ['tk_terminal'];
}
