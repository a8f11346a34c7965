/**
 * The reference store's pages that the budget and the bench measure, by name. The product page is the first
 * product of the listing; `cartGoods` marks pages measured with goods in the cart.
 */
export const LISTING = '/catalog/laminat';

export async function demoPages(base) {
  const listing = await (await fetch(base + LISTING)).text();
  const product = /href="(\/product\/[^"]+)"/.exec(listing)?.[1];
  if (!product) throw new Error(`no product link on ${LISTING}`);
  const articles = await (await fetch(`${base}/articles`)).text();
  const article = /href="(\/articles\/[^"?]+)/.exec(articles)?.[1];
  if (!article) throw new Error('no article link on /articles');
  return {
    home: { path: '/' },
    listing: { path: LISTING },
    product: { path: product },
    cart: { path: '/cart', cartGoods: true },
    checkout: { path: '/checkout', cartGoods: true },
    search: { path: '/search?q=ламинат' },
    compare: { path: '/compare' },
    wishlist: { path: '/wishlist' },
    stores: { path: '/stores' },
    contacts: { path: '/contacts' },
    articles: { path: '/articles' },
    article: { path: article },
    montazh: { path: '/montazh' },
    calculators: { path: '/calculators' },
    login: { path: '/login' },
    register: { path: '/register' },
  };
}

/** Puts a product in the cart of a Playwright browser context, through the store's API as a shopper would. */
export async function addToCartIn(context, base, productId = 14) {
  await context.request.get(`${base}/api/1/ru/cart`);
  const xsrf = (await context.cookies(base)).find((cookie) => cookie.name === 'XSRF-TOKEN');
  await context.request.post(`${base}/api/1/ru/cart/item`, {
    data: { productId, quantity: 1 },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
  });
}
