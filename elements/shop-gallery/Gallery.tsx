import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { CAROUSEL_PRESETS } from '../../shared/ui/carousel/carousel-presets.ts';
import { t } from '../../shared/i18n/index.ts';
import { Carousel, useSlideSlots, type Drive } from '../../shared/ui/carousel/Carousel.tsx';
import { Lightbox, LightboxDialog } from '../../shared/ui/lightbox/LightboxDialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { pictureOf } from '../../shared/ui/pictures.ts';
import { ZoomIcon } from '../../shared/ui/icons.tsx';
import { authorChildren } from '../../shared/ui/author-markup.ts';

/** The author's slides: each direct child is one picture (an <img>, or a link around one). */
function readPictures(host: HTMLElement) {
  const slides = authorChildren(host).filter((child) => !child.slot || child.slot.startsWith('slide-'));
  return { slides, pictures: slides.map(pictureOf) };
}

/**
 * The product gallery (docs/behaviour/product.md, docs/behaviour/constants.md): the slotted pictures become the main carousel (productMain, one per
 * view) linked to the thumbnail carousel (productGallery, five per view); a picture opens the lightbox.
 */
export function Gallery({ host }: HostProps) {
  const [{ slides, pictures }] = useState(() => readPictures(host));
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const main = useRef<Swiper | null>(null);
  // the carousels fetch Swiper on the shopper's first reach; what moves one from outside waits for it
  const driveMain = useRef<Drive | null>(null);
  const driveThumbs = useRef<Drive | null>(null);
  useReflect(host, 'index', index);
  useReflect(host, 'lightbox', lightbox !== null);

  useSlideSlots(slides);

  // a click on a main picture opens the lightbox there (a native listener: the picture is slotted)
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const slide = (event.target as Element | null)?.closest?.('[slot^="slide-"]');
      if (!slide || slide.parentElement !== host) return;
      event.preventDefault();
      if (main.current && !main.current.allowClick) return; // the end of a swipe
      // the carousel's pointerdown keeps the focus from moving; the picture is the opener focus returns to
      if (slide instanceof HTMLElement && slide.tabIndex >= 0) slide.focus({ preventScroll: true });
      setLightbox(Number(slide.slot.slice('slide-'.length)));
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

  const closeLightbox = useCallback(() => {
    if (lightbox !== null) driveMain.current?.((swiper) => swiper.slideTo(lightbox, 0));
    setLightbox(null);
  }, [lightbox]);

  // the lightbox may close on another picture than the one that opened it: the focus goes to the one shown
  const returnFocus = useCallback(
    (opener: Element | null) =>
      opener && slides.includes(opener) ? (slides[main.current?.activeIndex ?? 0] ?? opener) : opener,
    [slides],
  );

  const total = pictures.length;
  return (
    <div className="gallery" part="gallery">
      <Carousel
        preset={CAROUSEL_PRESETS.productMain}
        count={total}
        slide={(i) => <slot name={`slide-${i}`} />}
        label={t('gallery')}
        part="main"
        className="main"
        slideClassName="main__slide"
        arrowParts
        onIndex={(at) => {
          setIndex(at);
          driveThumbs.current?.((swiper) => swiper.slideTo(at));
        }}
        swiperRef={main}
        driveRef={driveMain}
      >
        <button
          type="button"
          className="round-button zoom-open"
          part="open"
          aria-label={t('gallery_open', { n: index + 1, total })}
          onClick={() => setLightbox(index)}
        >
          <ZoomIcon />
        </button>
      </Carousel>
      <div className="thumbs" part="thumbs" hidden={total < 2}>
        <Carousel
          preset={CAROUSEL_PRESETS.productGallery}
          count={total}
          slide={(i) => (
            <button
              type="button"
              className="thumb"
              part="thumb"
              aria-label={t('gallery_show', { n: i + 1, total })}
              aria-current={i === index || undefined}
              onClick={() => driveMain.current?.((swiper) => swiper.slideTo(i))}
            >
              <img src={pictures[i]!.src} alt="" loading="lazy" />
            </button>
          )}
          slideClassName="thumbs__slide"
          arrows={false}
          announce={false}
          driveRef={driveThumbs}
        />
      </div>
      <LightboxDialog
        open={lightbox !== null}
        title={t('gallery')}
        onClose={closeLightbox}
        returnFocus={returnFocus}
      >
        <Lightbox
          count={total}
          start={lightbox ?? index}
          slide={(i) => (
            <img src={pictures[i]!.full} alt={pictures[i]!.alt} loading={i === lightbox ? 'eager' : 'lazy'} />
          )}
          onIndex={setLightbox}
          label={t('gallery')}
          zoom
          slideshow
        />
      </LightboxDialog>
    </div>
  );
}
