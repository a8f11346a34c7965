/**
 * A template author's React component using the tags in JSX, compiled against dist/types/jsx.d.ts with React 18's
 * types (tsconfig.json) and React 19's (tsconfig.react19.json); the `@ts-expect-error` lines fail the compile
 * when an attribute's type loosens.
 */
import { useEffect, useRef } from 'react';
import type { ShopFiltersElement } from '@shop-elements/elements';
import type {} from '@shop-elements/elements/jsx';

export function ProductCard({ id, price }: { id: number; price: number }) {
  const filters = useRef<ShopFiltersElement>(null);
  useEffect(() => {
    const element = filters.current;
    if (!element) return;
    const onNavigate = (event: CustomEvent<{ url: string }>) => event.preventDefault();
    element.addEventListener('shop-navigate', onNavigate);
    return () => element.removeEventListener('shop-navigate', onNavigate);
  }, []);
  return (
    <article>
      <shop-filters ref={filters} category-id={3} />
      <shop-add-to-cart product-id={id} out-of-stock={false}>
        <button type="button">В корзину</button>
      </shop-add-to-cart>
      <shop-compare-toggle product-id={id} active item=".card" />
      <shop-favorite-toggle product-id={id} />
      <shop-product-form product-id={id} price={price}>
        <form />
      </shop-product-form>
      <shop-notify-available product-id={id} product-name="Кран" request="price" />
      <shop-form type="cheaper" goal="cheaper">
        <form />
      </shop-form>
      <shop-carousel name="productsCarousel" label="Похожие товары" class="carousel" />
      <shop-cart checkout-url="/checkout" />
      <shop-cart-count>0</shop-cart-count>
      <shop-cart-total>0 ₽</shop-cart-total>
      {/* the property's own name: React writes `productid` before the upgrade, which the element reads */}
      <shop-add-to-cart productId={id} />
      {/* @ts-expect-error a typo of the property fails to compile (a hyphenated one, product-idd, TypeScript lets through) */}
      <shop-add-to-cart productIdd={id} />
      {/* @ts-expect-error a form's type is one of the enquiry and account forms */}
      <shop-form type="newsletter" />
      {/* @ts-expect-error product-id is a number */}
      <shop-add-to-cart product-id={{ id }} />
    </article>
  );
}
