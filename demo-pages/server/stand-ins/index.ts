import type { StoreRouter } from '../context.ts';
import { bankRoutes } from './bank.ts';
import { captchaRoutes } from './captcha.ts';
import { geocoderRoutes } from './geocoder.ts';
import { routingRoutes } from './routing.ts';
import { rutubeRoutes } from './rutube.ts';
import { suggestionRoutes } from './suggestions.ts';
import { tileRoutes } from './tiles.ts';

/** The local stand-ins of the outside services, under /stand-in/ (no XSRF check; each answers its own protocol). */
export function standInRoutes(router: StoreRouter): void {
  suggestionRoutes(router);
  routingRoutes(router);
  tileRoutes(router);
  bankRoutes(router);
  captchaRoutes(router);
  rutubeRoutes(router);
  geocoderRoutes(router);
}
