/**
 * React 19's `on<event>` props of the tags, typed with each event's detail (compiled with React 19's types only,
 * tsconfig.react19.json): the `@ts-expect-error` line fails the compile when an event's detail is typed loosely.
 */
import type {} from '@shop-elements/elements/jsx';

export function AddToCart({ id, onCount }: { id: number; onCount: (lines: number) => void }) {
  return (
    <>
      <shop-add-to-cart
        product-id={id}
        onshop-cart-update={(event) => onCount(event.detail.items.length)}
        onshop-toast={(event) => console.log(event.detail.kind, event.detail.message)}
      >
        <button type="button">В корзину</button>
      </shop-add-to-cart>
      {/* @ts-expect-error a toast's detail has no items */}
      <shop-add-to-cart onshop-toast={(event) => onCount(event.detail.items.length)} />
    </>
  );
}
