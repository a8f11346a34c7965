import { useState } from 'react';
import type { ShopEventMap } from '@shop-elements/elements';
import type {} from '@shop-elements/elements/jsx';

export function ProductCard({ productId }: { productId: number }) {
  const [lines, setLines] = useState(0);
  const onCart = (event: CustomEvent<ShopEventMap['shop-cart-update']>) =>
    setLines(event.detail.items.length);
  return (
    <>
      <shop-add-to-cart product-id={productId} onshop-cart-update={onCart}>
        <button type="button">В корзину</button>
      </shop-add-to-cart>
      <p className="lines">В корзине: {lines}</p>
    </>
  );
}
