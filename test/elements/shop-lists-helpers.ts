/** The products the server keeps in a list: pushes a sentinel product, reads the answered count, removes it. */
export async function serverListHas(list: 'compare' | 'favorites', productId: number): Promise<boolean> {
  const sentinel = 2000;
  const before = (await (await fetch(`/api/v1/${list}/product/${sentinel}/push`)).json()) as {
    count: number;
  };
  const without = (await (await fetch(`/api/v1/${list}/product/${productId}/remove`)).json()) as {
    count: number;
  };
  const had = without.count < before.count;
  if (had) await fetch(`/api/v1/${list}/product/${productId}/push`);
  await fetch(`/api/v1/${list}/product/${sentinel}/remove`);
  return had;
}
