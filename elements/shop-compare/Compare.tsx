import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import type { HostProps } from '../../shared/define.tsx';
import { CAROUSEL_PRESETS } from '../../shared/domain/carousel-presets.ts';
import { t } from '../../shared/i18n/index.ts';
import { useReflect, useShopEvent } from '../../shared/ui/hooks.ts';

type Part = 'product' | 'attributes';

const columns = (host: HTMLElement, part: Part) =>
  Array.from(host.querySelectorAll<HTMLElement>(`:scope > [data-compare="${part}"]`));

/** Every slot gets a product's column; the attributes' rows are made as tall as their tallest neighbour. */
function alignRows(host: HTMLElement) {
  const lists = columns(host, 'attributes').map((column) =>
    Array.from(column.querySelectorAll<HTMLElement>('[data-row]')),
  );
  const rows = Math.max(0, ...lists.map((list) => list.length));
  for (let row = 0; row < rows; row++) {
    const cells = lists.map((list) => list[row]).filter((cell): cell is HTMLElement => Boolean(cell));
    cells.forEach((cell) => (cell.style.minHeight = ''));
    const tallest = Math.max(...cells.map((cell) => cell.getBoundingClientRect().height));
    cells.forEach((cell) => (cell.style.minHeight = `${tallest}px`));
  }
}

/**
 * The compare page (spec §2.9, §9): the product carousel and the attributes carousel in sync, touch swipe off
 * for the attributes, the compare preset; a product removed from comparison takes its columns with it.
 */
export function Compare({ host }: HostProps) {
  const [ids, setIds] = useState(() =>
    columns(host, 'product').map((column) => column.dataset.productId ?? ''),
  );
  const [index, setIndex] = useState(0);
  const [atEnd, setAtEnd] = useState(false);
  const productsRef = useRef<HTMLDivElement>(null);
  const attributesRef = useRef<HTMLDivElement>(null);
  const products = useRef<Swiper | null>(null);
  const attributes = useRef<Swiper | null>(null);
  useReflect(host, 'data-count', ids.length);
  useReflect(host, 'index', index);

  useLayoutEffect(() => {
    for (const part of ['product', 'attributes'] as const) {
      for (const column of columns(host, part)) column.slot = `${part}-${column.dataset.productId ?? ''}`;
    }
  }, [host, ids]);

  useEffect(() => {
    if (!productsRef.current || !attributesRef.current) return;
    const sync = (from: Swiper, to: () => Swiper | null) => {
      setIndex(from.activeIndex);
      setAtEnd(from.isEnd);
      const other = to();
      if (other && other.activeIndex !== from.activeIndex) other.slideTo(from.activeIndex);
    };
    const productSwiper = new Swiper(productsRef.current, {
      ...CAROUSEL_PRESETS.compare,
      touchEventsTarget: 'container',
      watchOverflow: true,
      on: { slideChange: (s) => sync(s, () => attributes.current) },
    });
    const attributeSwiper = new Swiper(attributesRef.current, {
      ...CAROUSEL_PRESETS.compare,
      allowTouchMove: false,
      watchOverflow: true,
      on: { slideChange: (s) => sync(s, () => products.current) },
    });
    products.current = productSwiper;
    attributes.current = attributeSwiper;
    const align = () => alignRows(host);
    align();
    window.addEventListener('resize', align);
    return () => {
      window.removeEventListener('resize', align);
      productSwiper.destroy(true, false);
      attributeSwiper.destroy(true, false);
      products.current = null;
      attributes.current = null;
    };
  }, [host]);

  // after a removal the carousels count their slides again
  useEffect(() => {
    products.current?.update();
    attributes.current?.update();
    setAtEnd(products.current?.isEnd ?? true);
    alignRows(host);
  }, [host, ids]);

  useShopEvent('shop-compare-update', ({ productId, action }) => {
    if (action !== 'remove') return;
    const id = String(productId);
    host.querySelectorAll(`:scope > [data-product-id="${CSS.escape(id)}"]`).forEach((node) => node.remove());
    setIds((current) => current.filter((known) => known !== id));
  });

  const count = ids.length;
  const arrows = (
    <>
      <button
        type="button"
        className="arrow arrow--prev"
        part="previous"
        aria-label={t('previous')}
        disabled={index === 0}
        onClick={() => products.current?.slidePrev()}
      >
        ‹
      </button>
      <button
        type="button"
        className="arrow arrow--next"
        part="next"
        aria-label={t('next')}
        disabled={atEnd}
        onClick={() => products.current?.slideNext()}
      >
        ›
      </button>
    </>
  );
  return (
    <div className="compare" part="compare">
      <p className="compare__empty" part="empty" role="status" hidden={count > 0}>
        {t('compare_empty')}
      </p>
      <div hidden={count === 0}>
        <section
          className="products swiper"
          part="products"
          ref={productsRef}
          aria-roledescription="carousel"
          aria-label={t('compare_products')}
        >
          <div className="swiper-wrapper">
            {ids.map((id) => (
              <div className="swiper-slide" key={id}>
                <slot name={`product-${id}`} />
              </div>
            ))}
          </div>
          {arrows}
        </section>
        <section
          className="attributes swiper"
          part="attributes"
          ref={attributesRef}
          aria-label={t('compare_attributes')}
        >
          <div className="swiper-wrapper">
            {ids.map((id) => (
              <div className="swiper-slide" key={id}>
                <slot name={`attributes-${id}`} />
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
