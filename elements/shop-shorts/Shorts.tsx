import { lazy, useLayoutEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-shorts.ts';
import { CAROUSEL_PRESETS } from '../../shared/ui/carousel/carousel-presets.ts';
import { t } from '../../shared/i18n/index.ts';
import { videoSourceOf } from '../../shared/services/video-source.ts';
import { Carousel, useSlideSlots } from '../../shared/ui/carousel/Carousel.tsx';
import { LightboxDialog } from '../../shared/ui/lightbox/LightboxDialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { pictureOf } from '../../shared/ui/pictures.ts';
import type { Short } from './shorts-video.ts';
import { authorChildren } from '../../shared/ui/author-markup.ts';

/** The video lightbox and its players: loaded the first time a short is opened. */
const VideoLightbox = lazy(() =>
  import('./VideoLightbox.tsx').then((module) => ({ default: module.VideoLightbox })),
);

type ShortsProps = ElementProps<Attributes> & HostProps;

/** Each child is a slide; its link (the child or inside it) is a short when it points at a video. */
function readShorts(host: HTMLElement) {
  const slides = authorChildren(host);
  const links = slides.map((slide) =>
    slide instanceof HTMLAnchorElement ? slide : slide.querySelector<HTMLAnchorElement>('a[href]'),
  );
  const shorts: (Short & { link: HTMLAnchorElement })[] = [];
  for (const link of links) {
    const source = link && videoSourceOf(link.getAttribute('href'), link.dataset.player);
    if (!link || !source) continue;
    const picture = pictureOf(link);
    shorts.push({ link, source, title: link.textContent?.trim() || picture.alt, poster: picture.src });
  }
  return { slides, shorts };
}

/**
 * The shorts of docs/behaviour/content.md: the author's video links in the shortsCarousel; a click opens the video lightbox
 * at that video, where the shown slide plays, the others pause, an ended video moves on to the next and 3
 * slides around the current one are loaded. Nothing plays or loads before the lightbox opens.
 */
export function Shorts({ host, label }: ShortsProps) {
  const [{ slides, shorts }] = useState(() => readShorts(host));
  const [open, setOpen] = useState<number | null>(null);
  const strip = useRef<Swiper | null>(null);
  useReflect(host, 'open', open !== null);

  useSlideSlots(slides);

  // a native listener: the links are slotted light-DOM content
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const at = shorts.findIndex((short) => short.link === link);
      if (at < 0) return;
      event.preventDefault();
      if (strip.current && !strip.current.allowClick) return; // the end of a swipe
      // the carousel's pointerdown keeps the focus from moving; the link is the opener focus returns to
      shorts[at]!.link.focus({ preventScroll: true });
      setOpen(at);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, shorts]);

  const name = label || t('shorts');
  return (
    <>
      <Carousel
        preset={CAROUSEL_PRESETS.shortsCarousel}
        count={slides.length}
        slide={(i) => <slot name={`slide-${i}`} />}
        label={name}
        part="carousel"
        arrowParts
        swiperRef={strip}
      />
      <LightboxDialog open={open !== null} title={name} onClose={() => setOpen(null)}>
        <VideoLightbox shorts={shorts} start={open ?? 0} label={name} onIndex={setOpen} />
      </LightboxDialog>
    </>
  );
}
