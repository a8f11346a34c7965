import { useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-carousel.ts';
import { CAROUSEL_PRESETS, isCarouselName } from '../../shared/ui/carousel/carousel-presets.ts';
import { t } from '../../shared/i18n/index.ts';
import { Carousel as SwiperCarousel, useSlideSlots } from '../../shared/ui/carousel/Carousel.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { authorChildren } from '../../shared/ui/author-markup.ts';

type CarouselProps = ElementProps<Attributes> & HostProps;

const reported = new Set<string>();

/** The preset an author named; an unknown name is reported once per page and falls back to `default`. */
function presetName(name: string | undefined) {
  if (name === undefined || name === '' || isCarouselName(name)) return name || 'default';
  if (!reported.has(name)) {
    reported.add(name);
    console.warn(
      `[shop-elements] <shop-carousel name="${name}">: no such preset, showing "default". Presets: ${Object.keys(CAROUSEL_PRESETS).join(', ')}.`,
    );
  }
  return 'default';
}

/** The author's children (not the <br> and empty <p> a CMS adds), one slide each, in the carousel of the named docs/behaviour/constants.md preset. */
export function Carousel({ host, name, label }: CarouselProps) {
  const [slides] = useState(() => authorChildren(host));
  const [index, setIndex] = useState(0);
  const preset = presetName(name);
  useReflect(host, 'index', index);

  useSlideSlots(slides);

  return (
    <SwiperCarousel
      key={preset}
      preset={CAROUSEL_PRESETS[preset]}
      count={slides.length}
      slide={(i) => <slot name={`slide-${i}`} />}
      label={label || t('carousel')}
      part="carousel"
      arrowParts
      onIndex={setIndex}
    />
  );
}
