/**
 * The outside services' adapters, fetched on their first use rather than with the checkout: the first address
 * query (300 ms after a key), the first pick on the map, the first route (1000 ms after a point). An adapter that
 * cannot be fetched fails as its service would (docs/checkout-without-services.md).
 */
export const suggestions = () => import('../../shared/services/suggest.ts');
export const routing = () => import('../../shared/services/routing.ts');
