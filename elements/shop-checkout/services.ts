/**
 * The outside services' adapters, fetched on their first use rather than with the checkout: the suggestions when
 * an address field first gets the focus (or at the first pick on the map), routing at the first route (1000 ms
 * after a point). An adapter that cannot be fetched fails as its service would (docs/checkout-without-services.md).
 */
export const suggestions = () => import('../../shared/services/suggest.ts');

/** Starts fetching the suggestions' adapter when an address field gets the focus, before the first key. */
export const prepareSuggestions = () => {
  suggestions().catch(() => {}); // a failed fetch is the first query's failure, reported there
};
export const routing = () => import('../../shared/services/routing.ts');
