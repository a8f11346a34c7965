import type { StoreRouter } from '../context.ts';
import { requireDemoAccess } from '../demo-access.ts';
import { HttpError, send } from '../http.ts';
import { cartPage } from './cart.ts';
import { comparePage } from './compare.ts';
import { wishlistPage } from './wishlist.ts';
import { checkoutPage } from './checkout.ts';
import { orderPage } from './order.ts';
import { ordersDemoPage } from './orders-demo.ts';
import { categoryPage } from './category.ts';
import { homePage } from './home.ts';
import { productPage } from './product.ts';
import { searchPage } from './search.ts';
import { storesPage } from './stores.ts';
import { accountPage, logout } from './account.ts';
import { articlePage, articlesPage } from './articles.ts';
import { apiDocsPage } from './api-docs.ts';
import { DOCS_CSS_PATH, docsCss } from './docs-css.ts';
import { elementDocsPage, elementsIndexPage } from './element-docs.ts';
import { EXAMPLES } from './element-examples.ts';
import { calculatorsPage } from './calculators.ts';
import { contactsPage } from './contacts.ts';
import { enquiryFormFragment } from './forms-markup.ts';
import { inboxPage } from './inbox.ts';
import { loginPage } from './login.ts';
import { mediaRoutes } from './media.ts';
import { montazhBanner, montazhPage } from './montazh.ts';
import { passwordResetHandlePage, passwordResetPage } from './password-reset.ts';
import { registerPage } from './register.ts';
import { swapSiteRoutes } from './swap-sites.ts';

export interface PageSettings {
  /** markup added before </body> (the dev server's live reload) */
  tail: string;
}

/** Every page of the reference store. */
export function pageRoutes(router: StoreRouter, settings: PageSettings): void {
  router.get('/', (ctx) => homePage(ctx, settings));
  router.get('/catalog/:slug', (ctx) => {
    const category = ctx.state.store.catalog.categoryBySlug.get(ctx.params.slug ?? '');
    if (!category) throw new HttpError(404, 'Not found.');
    return categoryPage(ctx, settings, category);
  });
  router.get('/product/:slug', (ctx) => {
    const product = ctx.state.store.catalog.bySlug.get(ctx.params.slug ?? '');
    if (!product) throw new HttpError(404, 'Not found.');
    return productPage(ctx, settings, product);
  });
  router.get('/cart', (ctx) => cartPage(ctx, settings));
  router.get('/compare', (ctx) => comparePage(ctx, settings));
  router.get('/wishlist', (ctx) => wishlistPage(ctx, settings));
  router.get('/checkout', (ctx) => checkoutPage(ctx, settings));
  router.get('/order/:id', (ctx) => orderPage(ctx, settings));
  router.get('/demo/orders', (ctx) => {
    requireDemoAccess(ctx);
    return ordersDemoPage(ctx, settings);
  });
  router.get('/search', (ctx) => searchPage(ctx, settings));
  router.get('/stores', (ctx) => storesPage(ctx, settings));
  router.get('/login', (ctx) => loginPage(ctx, settings));
  router.get('/register', (ctx) => registerPage(ctx, settings));
  router.get('/password/reset', (ctx) => passwordResetPage(ctx, settings));
  router.get('/password/reset/handle', (ctx) => passwordResetHandlePage(ctx, settings));
  router.get('/account', (ctx) => accountPage(ctx, settings));
  router.post('/logout', (ctx) => logout(ctx));
  router.get('/montazh', (ctx) => montazhPage(ctx, settings));
  router.get('/contacts', (ctx) => contactsPage(ctx, settings));
  router.get('/articles', (ctx) => articlesPage(ctx, settings));
  router.get('/articles/:slug', (ctx) => articlePage(ctx, settings, ctx.params.slug ?? ''));
  router.get('/calculators', (ctx) => calculatorsPage(ctx, settings));
  router.get('/docs/api', (ctx) => apiDocsPage(ctx, settings));
  router.get(DOCS_CSS_PATH, ({ res }) => send(res, 200, 'text/css; charset=utf-8', docsCss()));
  router.get('/docs/elements', (ctx) => elementsIndexPage(ctx, settings));
  router.get('/docs/elements/:tag', (ctx) => elementDocsPage(ctx, settings, ctx.params.tag ?? ''));
  router.get('/demo/inbox', (ctx) => {
    requireDemoAccess(ctx);
    return inboxPage(ctx, settings);
  });
  mediaRoutes(router);
  swapSiteRoutes(router, settings);
  router.get('/demo/form-markup/montazh-banner', () => montazhBanner());
  // the live example of /docs/elements/<tag> alone, for the element tests' accessibility check in each engine
  router.get('/demo/element-example/:tag', (ctx) => {
    const example = EXAMPLES[ctx.params.tag ?? ''];
    if (!example) throw new HttpError(404, 'Not found.');
    return example(ctx);
  });
  router.get('/demo/form-markup/:type', (ctx) => {
    const markup = enquiryFormFragment(ctx.params.type ?? '', ctx.url.searchParams.get('productId'));
    if (!markup) throw new HttpError(404, 'Not found.');
    return markup;
  });
}
