/**
 * The page config the reference store hands to the elements besides storeId, lang and the API bases:
 * the local stand-ins of the outside services, so the demo and the tests need no outside network.
 * A real store puts the real services' URLs and keys here; the elements' code does not change.
 */
export function demoPageConfig(): Record<string, unknown> {
  return {
    captcha: { sitekey: 'demo-sitekey', scriptUrl: '/stand-in/captcha.js' },
    suggest: { url: '/stand-in/suggestions', token: 'demo-token' },
    routing: { url: '/stand-in/routing', key: 'demo-key' },
    map: { tiles: '/stand-in/tiles/{z}/{x}/{y}.png', attribution: 'Демо-подложка магазина' },
    geocoder: { url: '/stand-in/geocoder/1.x/', apikey: 'demo-geocoder-key' },
    // the Rutube stand-in's player is on the store's own origin ('/')
    videoOrigins: ['/'],
  };
}
