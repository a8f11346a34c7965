import type Swiper from 'swiper';

let loading: Promise<typeof Swiper> | undefined;

/**
 * Swiper's core, fetched once per page when the first carousel needs it: when the shopper reaches for one (its
 * layout before then is the page CSS's, shared/ui/carousel/carousel-layout.ts), not with the page. A failed fetch is tried
 * again on the next reach.
 */
export function loadSwiper(): Promise<typeof Swiper> {
  loading ??= import('swiper').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
