import type { Category, Product } from '../data/catalog.ts';

export const productUrl = (product: Product) => `/product/${product.slug}`;
export const productImageUrl = (product: Product, view: number) => `/img/p/${product.id}/${view}.svg`;
export const categoryUrl = (category: Category) => `/catalog/${category.slug}`;
