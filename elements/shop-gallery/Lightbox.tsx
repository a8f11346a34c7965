import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { Autoplay, Zoom } from 'swiper/modules';
import { LIGHTBOX } from '../../shared/domain/carousel-presets.ts';
import { t } from '../../shared/i18n/index.ts';
import { SlideArrows, type Picture } from './parts.tsx';

interface LightboxProps {
  pictures: Picture[];
  start: number;
  onIndex: (index: number) => void;
}

/** The lightbox of spec §9: zoom, keyboard, swipe, slideshow every 3000 ms, controls hidden after 3500 ms idle. */
export function Lightbox({ pictures, start, onIndex }: LightboxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(false);
  const [idle, setIdle] = useState(false);
  const [compact, setCompact] = useState(
    () => matchMedia(`(max-width: ${LIGHTBOX.compactBreakpoint}px)`).matches,
  );
  const latest = useRef(onIndex);
  latest.current = onIndex;

  useEffect(() => {
    if (!ref.current) return;
    const instance = new Swiper(ref.current, {
      modules: [Zoom, Autoplay],
      initialSlide: start,
      slidesPerView: 1,
      spaceBetween: 16,
      zoom: { maxRatio: 3, toggle: true },
      autoplay: { delay: LIGHTBOX.slideshowTimeout, disableOnInteraction: true, enabled: false },
      touchEventsTarget: 'container',
      on: {
        slideChange: (s) => {
          setIndex(s.activeIndex);
          latest.current(s.activeIndex);
        },
        autoplayStop: () => setPlaying(false),
        autoplayStart: () => setPlaying(true),
      },
    });
    swiper.current = instance;
    return () => {
      instance.destroy(true, false);
      swiper.current = null;
    };
    // the lightbox is mounted per opening; `start` is read once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const query = matchMedia(`(max-width: ${LIGHTBOX.compactBreakpoint}px)`);
    const onChange = () => setCompact(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // keys and idle: native listeners on the lightbox (the dialog keeps focus inside)
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    let timer = window.setTimeout(() => setIdle(true), LIGHTBOX.idle);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), LIGHTBOX.idle);
    };
    const onKey = (event: KeyboardEvent) => {
      wake();
      const s = swiper.current;
      if (!s) return;
      if (event.key === 'ArrowLeft') s.slidePrev();
      else if (event.key === 'ArrowRight') s.slideNext();
      else if (event.key === 'Home') s.slideTo(0);
      else if (event.key === 'End') s.slideTo(pictures.length - 1);
      else return;
      event.preventDefault();
    };
    const dialog: HTMLElement = box.closest('dialog') ?? box;
    dialog.addEventListener('keydown', onKey);
    dialog.addEventListener('pointermove', wake);
    dialog.addEventListener('pointerdown', wake);
    return () => {
      clearTimeout(timer);
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener('pointermove', wake);
      dialog.removeEventListener('pointerdown', wake);
    };
  }, [pictures.length]);

  const total = pictures.length;
  const toggleSlideshow = () => {
    const s = swiper.current;
    if (!s) return;
    if (s.autoplay.running) s.autoplay.stop();
    else s.autoplay.start();
  };
  return (
    <div
      ref={root}
      className={`lightbox__body${idle ? ' is-idle' : ''}${compact ? ' is-compact' : ''}`}
      part="lightbox"
    >
      <div className="lightbox__toolbar" part="lightbox-toolbar">
        <span className="lightbox__counter" aria-live="polite">
          {t('slide_of', { n: index + 1, total })}
        </span>
        <button
          type="button"
          className="tool"
          aria-label={t('zoom')}
          onClick={() => swiper.current?.zoom.toggle()}
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
        {total > 1 ? (
          <button
            type="button"
            className="tool"
            aria-label={t(playing ? 'slideshow_stop' : 'slideshow_start')}
            aria-pressed={playing}
            onClick={toggleSlideshow}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d={playing ? 'M8 5v14M16 5v14' : 'M8 5l11 7-11 7z'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </button>
        ) : null}
      </div>
      <div className="lightbox__stage swiper" ref={ref}>
        <div className="swiper-wrapper">
          {pictures.map((picture, i) => (
            <div
              className="swiper-slide lightbox__slide"
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide_of', { n: i + 1, total })}
            >
              <div className="swiper-zoom-container">
                <img src={picture.full} alt={picture.alt} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <SlideArrows
        index={index}
        total={total}
        onPrevious={() => swiper.current?.slidePrev()}
        onNext={() => swiper.current?.slideNext()}
        className="lightbox__arrow"
      />
    </div>
  );
}
