import type { StoreRouter } from '../context.ts';
import { HttpError } from '../http.ts';
import { cartPage } from './cart.ts';
import { categoryPage } from './category.ts';
import { homePage } from './home.ts';
import { productPage } from './product.ts';

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
}
