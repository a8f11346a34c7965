import { useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import { preloadedSlides } from '../../shared/ui/carousel/carousel-presets.ts';
import { t } from '../../shared/i18n/index.ts';
import { createPlayer, type VideoPlayer } from '../../shared/services/video-player.ts';
import { Lightbox } from '../../shared/ui/lightbox/Lightbox.tsx';
import type { Short } from './shorts-video.ts';
import css from './shop-shorts.css?inline';

const STYLES = [css];

interface VideoLightboxProps {
  shorts: Short[];
  start: number;
  label: string;
  onIndex: (index: number) => void;
}

/** The video lightbox (docs/behaviour/content.md, docs/behaviour/constants.md): the shown slide plays, ended moves on, 3 slides loaded. */
export function VideoLightbox({ shorts, start, label, onIndex }: VideoLightboxProps) {
  const [current, setCurrent] = useState(start);
  const swiper = useRef<Swiper | null>(null);
  const [first, last] = preloadedSlides(current, shorts.length);
  return (
    <Lightbox
      count={shorts.length}
      start={start}
      label={label}
      swiperRef={swiper}
      styles={STYLES}
      onIndex={(at) => {
        setCurrent(at);
        onIndex(at);
      }}
      slide={(i) => (
        <VideoSlide
          short={shorts[i]!}
          loaded={i >= first && i <= last}
          playing={i === current}
          onEnded={() => swiper.current?.slideNext()}
        />
      )}
    />
  );
}

interface VideoSlideProps {
  short: Short;
  /** within the preload window: the player exists and loads */
  loaded: boolean;
  playing: boolean;
  onEnded: () => void;
}

function VideoSlide({ short, loaded, playing, onEnded }: VideoSlideProps) {
  const box = useRef<HTMLDivElement>(null);
  const player = useRef<VideoPlayer | null>(null);
  const [failed, setFailed] = useState(false);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  useEffect(() => {
    if (!loaded || !box.current) return;
    const created = createPlayer(short.source, short.title);
    created.onEnded(() => ended.current());
    created.onError(() => setFailed(true));
    box.current.append(created.element);
    player.current = created;
    return () => {
      created.destroy();
      created.element.remove();
      player.current = null;
    };
  }, [loaded, short]);

  // after the player exists (the effect above runs first)
  useEffect(() => {
    if (playing) player.current?.play();
    else player.current?.pause();
  }, [playing, loaded]);

  return (
    <div className="short" ref={box} data-loaded={loaded || undefined} data-playing={playing || undefined}>
      {loaded ? null : <img className="short__poster" src={short.poster} alt="" />}
      {failed ? (
        <p className="short__failed" role="alert">
          {t('video_failed')}
        </p>
      ) : null}
    </div>
  );
}
