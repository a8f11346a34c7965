import { useCallback, useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
// Swiper at once: the lightbox opens at a picture, pages by keys anywhere in the dialog and zooms
import Swiper from 'swiper';
import swiperCss from '../carousel/swiper-core.css?inline';
import zoomCss from 'swiper/css/zoom?inline';
import { Zoom } from 'swiper/modules';
import { LIGHTBOX } from '../carousel/carousel-presets.ts';
import { t } from '../../i18n/index.ts';
import { Carousel, pageByKey } from '../carousel/Carousel.tsx';
import carouselCss from '../carousel/carousel.css?inline';
import lightboxCss from './lightbox.css?inline';
import { RotationButton, useRotation } from '../carousel/rotation.tsx';
import { adoptStyles } from '../adopt-styles.ts';
import { ZoomIcon } from '../icons.tsx';

export interface LightboxProps {
  count: number;
  start: number;
  /** the slide's content: an image, or a video player */
  slide: (index: number) => ReactNode;
  onIndex: (index: number) => void;
  /** the region's name */
  label: string;
  /** zoom: a button and double tap (images) */
  zoom?: boolean;
  /** a slideshow every 3000 ms with a start/stop button */
  slideshow?: boolean;
  /** the Swiper, for an owner that moves on by itself (shorts: the next video when one ends) */
  swiperRef?: MutableRefObject<Swiper | null>;
  /** the owner's CSS for its slides, adopted with the lightbox's own */
  styles?: readonly string[];
}

// the window's width, deliberately: the lightbox is a full-screen dialog, so the window is its own box
const COMPACT = `(max-width: ${LIGHTBOX.compactBreakpoint}px)`;
const STYLES = [swiperCss, zoomCss, carouselCss, lightboxCss];
const NO_STYLES: readonly string[] = [];

/**
 * The lightbox of docs/behaviour/constants.md, one for every element: the shared carousel one slide per view, a counter,
 * ArrowLeft/ArrowRight/Home/End anywhere in the dialog, swipe, controls hidden after 3500 ms idle, compact at
 * 578px; with options, zoom and the slideshow. Loaded on first opening, with its styles (adopted by the shadow root).
 */
export function Lightbox({
  count,
  start,
  slide,
  onIndex,
  label,
  zoom = false,
  slideshow = false,
  swiperRef,
  styles = NO_STYLES,
}: LightboxProps) {
  const root = useRef<HTMLDivElement>(null);
  // on the toolbar, which comes before the carousel: its ref runs before Swiper measures in the carousel's layout
  // effect, so the slides are measured styled
  const adopt = useCallback(
    (toolbar: HTMLElement | null) => toolbar && adoptStyles(toolbar.getRootNode(), [...styles, ...STYLES]),
    [styles],
  );
  const own = useRef<Swiper | null>(null);
  const swiper = swiperRef ?? own;
  const [index, setIndex] = useState(start);
  const [idle, setIdle] = useState(false);
  const [compact, setCompact] = useState(() => matchMedia(COMPACT).matches);
  const rotation = useRotation({
    delay: slideshow ? LIGHTBOX.slideshowTimeout : 0,
    autostart: false,
    paused: false,
    index,
    onTick: () => {
      const s = swiper.current;
      if (!s) return;
      if (s.isEnd) s.slideTo(0);
      else s.slideNext();
    },
  });

  useEffect(() => {
    const query = matchMedia(COMPACT);
    const onChange = () => setCompact(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // keys and idle: native listeners on the whole dialog (the focus may be on its close button)
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    let timer = window.setTimeout(() => setIdle(true), LIGHTBOX.idle);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), LIGHTBOX.idle);
    };
    const onKey = (event: KeyboardEvent) => {
      wake();
      if (swiper.current) pageByKey(event, swiper.current, { ends: true });
    };
    const dialog: HTMLElement = box.closest('dialog') ?? box;
    dialog.addEventListener('keydown', onKey);
    dialog.addEventListener('pointermove', wake);
    dialog.addEventListener('pointerdown', wake);
    return () => {
      window.clearTimeout(timer);
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener('pointermove', wake);
      dialog.removeEventListener('pointerdown', wake);
    };
  }, [swiper]);

  return (
    <div
      ref={root}
      className={`lightbox__body${idle ? ' is-idle' : ''}${compact ? ' is-compact' : ''}`}
      part="lightbox"
    >
      <div ref={adopt} className="lightbox__toolbar" part="lightbox-toolbar">
        <span className="lightbox__counter" aria-live="polite">
          {t('slide_of', { n: index + 1, total: count })}
        </span>
        {zoom ? (
          <button
            type="button"
            className="round-button tool"
            aria-label={t('zoom')}
            onClick={() => swiper.current?.zoom.toggle()}
          >
            <ZoomIcon />
          </button>
        ) : null}
        {slideshow && count > 1 ? (
          <RotationButton playing={rotation.playing} onToggle={rotation.toggle} />
        ) : null}
      </div>
      <Carousel
        swiper={Swiper}
        preset={{ slidesPerView: 1, spaceBetween: 16 }}
        count={count}
        slide={(i) => (zoom ? <div className="swiper-zoom-container">{slide(i)}</div> : slide(i))}
        label={label}
        className="lightbox__stage"
        slideClassName="lightbox__slide"
        arrowClassName="lightbox__arrow"
        announce={false}
        keyboard={false}
        initial={start}
        options={zoom ? { modules: [Zoom], zoom: { maxRatio: 3, toggle: true } } : undefined}
        onIndex={(at) => {
          setIndex(at);
          onIndex(at);
        }}
        swiperRef={swiper}
      />
    </div>
  );
}
