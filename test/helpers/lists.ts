import { xsrf } from './page.ts';

/** A compare or favourites call as the elements make it: with the X-XSRF-TOKEN header the store requires. */
export async function listCall(
  list: 'compare' | 'favorites',
  productId: number,
  action: 'push' | 'remove',
): Promise<{ count: number }> {
  if (!xsrf()) await fetch('/api/1/ru/cart'); // a fresh shopper gets its cookies first
  const response = await fetch(`/api/v1/${list}/product/${productId}/${action}`, {
    headers: { 'X-XSRF-TOKEN': xsrf() },
  });
  return (await response.json()) as { count: number };
}

/** The products the server keeps in a list: pushes a sentinel product, reads the answered count, removes it. */
export async function serverListHas(list: 'compare' | 'favorites', productId: number): Promise<boolean> {
  const sentinel = 2000;
  const before = await listCall(list, sentinel, 'push');
  const without = await listCall(list, productId, 'remove');
  const had = without.count < before.count;
  if (had) await listCall(list, productId, 'push');
  await listCall(list, sentinel, 'remove');
  return had;
}
