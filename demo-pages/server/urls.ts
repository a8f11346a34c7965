import type { Category, Product } from '../data/catalog.ts';

export const productUrl = (product: Product) => `/product/${product.slug}`;
export const productImageUrl = (product: Product, view: number, base = '') =>
  `${base}/img/p/${product.id}/${view}.svg`;
export const categoryUrl = (category: Category) => `/catalog/${category.slug}`;
export const orderPageUrl = (id: number, token: string) => `/order/${id}?token=${encodeURIComponent(token)}`;
export const bankUrl = (id: number, token: string) =>
  `/stand-in/bank/${id}?token=${encodeURIComponent(token)}`;
