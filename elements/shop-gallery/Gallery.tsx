import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import type { HostProps } from '../../shared/define.tsx';
import { CAROUSEL_PRESETS } from '../../shared/domain/carousel-presets.ts';
import { safeUrl } from '../../shared/domain/safe-url.ts';
import { t } from '../../shared/i18n/index.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { Lightbox } from './Lightbox.tsx';
import { SlideArrows, type Picture } from './parts.tsx';

/** The author's slides: each direct child is one picture (an <img>, or a link around one). */
function readPictures(host: HTMLElement): { slides: Element[]; pictures: Picture[] } {
  const slides = Array.from(host.children).filter((child) => !child.slot || child.slot.startsWith('slide-'));
  const pictures = slides.map((slide) => {
    const img = slide instanceof HTMLImageElement ? slide : slide.querySelector('img');
    const src = safeUrl(img?.getAttribute('src')) ?? '';
    const href = slide instanceof HTMLAnchorElement ? safeUrl(slide.getAttribute('href')) : null;
    return { src, full: href ?? src, alt: img?.alt ?? '' };
  });
  return { slides, pictures };
}

/**
 * The product gallery (spec §2.3, §9): the slotted pictures become the main carousel (productMain, one per
 * view) linked to the thumbnail carousel (productGallery, five per view); a picture opens the lightbox.
 */
export function Gallery({ host }: HostProps) {
  const [{ slides, pictures }] = useState(() => readPictures(host));
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const main = useRef<Swiper | null>(null);
  const thumbs = useRef<Swiper | null>(null);
  useReflect(host, 'index', index);
  useReflect(host, 'lightbox', lightbox !== null);

  // each author picture goes into its own slide: the first one stays where it was, so nothing moves
  useLayoutEffect(() => {
    slides.forEach((slide, i) => (slide.slot = `slide-${i}`));
    return () => slides.forEach((slide) => slide.removeAttribute('slot'));
  }, [slides]);

  useEffect(() => {
    if (!mainRef.current || !thumbsRef.current) return;
    const thumbSwiper = new Swiper(thumbsRef.current, {
      ...CAROUSEL_PRESETS.productGallery,
      touchEventsTarget: 'container',
      watchSlidesProgress: true,
    });
    const mainSwiper = new Swiper(mainRef.current, {
      ...CAROUSEL_PRESETS.productMain,
      touchEventsTarget: 'container',
      on: {
        slideChange: (swiper) => {
          setIndex(swiper.activeIndex);
          thumbSwiper.slideTo(swiper.activeIndex);
        },
      },
    });
    main.current = mainSwiper;
    thumbs.current = thumbSwiper;
    return () => {
      mainSwiper.destroy(true, false);
      thumbSwiper.destroy(true, false);
      main.current = null;
      thumbs.current = null;
    };
  }, []);

  // a click on a main picture opens the lightbox there (a native listener: the picture is slotted)
  useEffect(() => {
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

  const closeLightbox = useCallback((at: number) => {
    setLightbox(null);
    main.current?.slideTo(at, 0);
  }, []);

  const total = pictures.length;
  return (
    <div className="gallery" part="gallery">
      <section
        className="main swiper"
        part="main"
        ref={mainRef}
        aria-roledescription="carousel"
        aria-label={t('gallery')}
      >
        <div className="swiper-wrapper">
          {pictures.map((_, i) => (
            <div
              className="swiper-slide main__slide"
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide_of', { n: i + 1, total })}
            >
              <slot name={`slide-${i}`} />
            </div>
          ))}
        </div>
        <SlideArrows
          index={index}
          total={total}
          onPrevious={() => main.current?.slidePrev()}
          onNext={() => main.current?.slideNext()}
          parts
        />
        <button
          type="button"
          className="zoom-open"
          part="open"
          aria-label={t('gallery_open', { n: index + 1, total })}
          onClick={() => setLightbox(index)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM20 20l-4-4M11 8v6M8 11h6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </section>
      <div className="thumbs swiper" part="thumbs" ref={thumbsRef} hidden={total < 2}>
        <div className="swiper-wrapper">
          {pictures.map((picture, i) => (
            <div className="swiper-slide thumbs__slide" key={i}>
              <button
                type="button"
                className="thumb"
                part="thumb"
                aria-label={t('gallery_show', { n: i + 1, total })}
                aria-current={i === index || undefined}
                onClick={() => main.current?.slideTo(i)}
              >
                <img src={picture.src} alt="" loading="lazy" />
              </button>
            </div>
          ))}
        </div>
      </div>
      <Dialog
        open={lightbox !== null}
        title={t('gallery')}
        onClose={() => closeLightbox(lightbox ?? index)}
        className="lightbox"
      >
        {lightbox !== null ? (
          <Lightbox pictures={pictures} start={lightbox} onIndex={(at) => setLightbox(at)} />
        ) : null}
      </Dialog>
    </div>
  );
}
