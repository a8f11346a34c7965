import { useEffect, useRef, useState } from 'react';
import type { ShopAddToCartElement } from '@shop-elements/elements';
import type {} from '@shop-elements/elements/jsx';

export function ProductCard({ productId }: { productId: number }) {
  const [lines, setLines] = useState(0);
  const button = useRef<ShopAddToCartElement>(null);
  useEffect(() => {
    const element = button.current!;
    const onCart = (event: HTMLElementEventMap['shop-cart-update']) => setLines(event.detail.items.length);
    element.addEventListener('shop-cart-update', onCart);
    return () => element.removeEventListener('shop-cart-update', onCart);
  }, []);
  return (
    <>
      <shop-add-to-cart ref={button} product-id={productId}>
        <button type="button">В корзину</button>
      </shop-add-to-cart>
      <p className="lines">В корзине: {lines}</p>
    </>
  );
}
