import { useEffect, useLayoutEffect, useRef, useState } from 'react';
// Swiper from the first paint, not on the shopper's first reach: the two carousels slide each other
import Swiper from 'swiper';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { CAROUSEL_PRESETS } from '../../shared/ui/carousel/carousel-presets.ts';
import { t } from '../../shared/i18n/index.ts';
import { Carousel } from '../../shared/ui/carousel/Carousel.tsx';
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
 * The compare page (docs/behaviour/compare.md, docs/behaviour/constants.md): the product carousel and the attributes carousel in sync, touch swipe off
 * for the attributes, the compare preset; a product removed from comparison takes its columns with it.
 */
export function Compare({ host }: HostProps) {
  const [ids, setIds] = useState(() =>
    columns(host, 'product').map((column) => column.dataset.productId ?? ''),
  );
  const [index, setIndex] = useState(0);
  const products = useRef<Swiper | null>(null);
  const attributes = useRef<Swiper | null>(null);
  useReflect(host, 'data-count', ids.length);
  useReflect(host, 'index', index);

  useLayoutEffect(() => {
    for (const part of ['product', 'attributes'] as const) {
      for (const column of columns(host, part)) column.slot = `${part}-${column.dataset.productId ?? ''}`;
    }
  }, [host, ids]);

  // the rows follow the element's own width (a column switched, a sidebar resized), not the window's; aligned a
  // frame later, as the heights they set would resize what is observed
  useEffect(() => {
    alignRows(host);
    let frame = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => alignRows(host));
    });
    resized.observe(host);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [host, ids]);

  useShopEvent('shop-compare-update', ({ productId, action }) => {
    if (action !== 'remove') return;
    const id = String(productId);
    host.querySelectorAll(`:scope > [data-product-id="${CSS.escape(id)}"]`).forEach((node) => node.remove());
    setIds((current) => current.filter((known) => known !== id));
  });

  /** sliding one carousel slides the other to the same index */
  const follow = (other: { current: Swiper | null }) => (at: number) => {
    setIndex(at);
    if (other.current && other.current.activeIndex !== at) other.current.slideTo(at);
  };
  const count = ids.length;
  const options = { watchOverflow: true };
  return (
    <div className="compare" part="compare">
      <p className="compare__empty" part="empty" role="status" hidden={count > 0}>
        {t('compare_empty')}
      </p>
      <div hidden={count === 0}>
        <Carousel
          swiper={Swiper}
          preset={CAROUSEL_PRESETS.compare}
          count={count}
          slide={(i) => <slot name={`product-${ids[i]}`} />}
          slideKey={(i) => ids[i]!}
          label={t('compare_products')}
          part="products"
          className="products"
          arrowParts
          options={options}
          onIndex={follow(attributes)}
          swiperRef={products}
        />
        <Carousel
          swiper={Swiper}
          preset={CAROUSEL_PRESETS.compare}
          count={count}
          slide={(i) => <slot name={`attributes-${ids[i]}`} />}
          slideKey={(i) => ids[i]!}
          label={t('compare_attributes')}
          part="attributes"
          className="attributes"
          arrows={false}
          announce={false}
          swipe={false}
          options={options}
          onIndex={follow(products)}
          swiperRef={attributes}
        />
      </div>
    </div>
  );
}
