import { isMoscowRegion } from '../../shared/domain/geo.ts';
import type { DeliveryType } from '../../shared/domain/pricing.ts';

/** The delivery types offered for a chosen locality's region (docs/behaviour/states.md "Checkout"); none before a choice. */
export function deliveryTypesFor(region: string): DeliveryType[] {
  if (!region) return [];
  return isMoscowRegion(region) ? ['pickup', 'tk_terminal', 'self'] : ['tk_terminal'];
}
