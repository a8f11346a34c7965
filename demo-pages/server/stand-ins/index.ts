import type { StoreRouter } from '../context.ts';
import { bankRoutes } from '../pages/bank.ts';
import { routingRoutes } from './routing.ts';
import { suggestionRoutes } from './suggestions.ts';
import { tileRoutes } from './tiles.ts';

/** The local stand-ins of the outside services, under /stand-in/ (no XSRF check; each answers its own protocol). */
export function standInRoutes(router: StoreRouter): void {
  suggestionRoutes(router);
  routingRoutes(router);
  tileRoutes(router);
  bankRoutes(router);
}
