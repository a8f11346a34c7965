import { http, versionPath } from './client.ts';

export type ListName = 'compare' | 'favorites';

/** Adds a product to the comparison or favourites list (GET, as the spec's §7 table says). */
export const pushToList = (list: ListName, productId: number | string) =>
  http.get<unknown>(versionPath(`${list}/product/${encodeURIComponent(productId)}/push`));

export const removeFromList = (list: ListName, productId: number | string) =>
  http.get<unknown>(versionPath(`${list}/product/${encodeURIComponent(productId)}/remove`));
