import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { prefersReducedMotion, REDUCED_MOTION } from '../motion.ts';

interface RotationOptions {
  /** ms between slides; 0 turns rotation off */
  delay: number;
  /** start playing (never when reduced motion is preferred) */
  autostart: boolean;
  /** held while the shopper's pointer or focus is inside */
  paused: boolean;
  /** the slide shown: every change, the shopper's too, restarts the wait */
  index: number;
  onTick: () => void;
}

/**
 * A carousel's automatic rotation: one timer restarted on every slide change, so it continues after the
 * shopper's own paging; held while `paused`; stopped and started by the shopper; off under reduced motion.
 */
export function useRotation({ delay, autostart, paused, index, onTick }: RotationOptions) {
  const [playing, setPlaying] = useState(() => delay > 0 && autostart && !prefersReducedMotion());
  const tick = useRef(onTick);
  tick.current = onTick;

  // armed and disarmed in the commit that shows the slide or the pause, never a frame later
  useLayoutEffect(() => {
    if (!delay || !playing || paused) return;
    const timer = window.setTimeout(() => tick.current(), delay);
    return () => window.clearTimeout(timer);
  }, [delay, playing, paused, index]);

  useEffect(() => {
    const query = matchMedia(REDUCED_MOTION);
    const onChange = () => {
      if (query.matches) setPlaying(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return { playing, toggle: () => setPlaying((now) => !now) };
}

interface RotationButtonProps {
  playing: boolean;
  onToggle: () => void;
  className?: string;
}

/** The visible stop/start button of a rotating carousel or slideshow (WAI-ARIA carousel pattern). */
export function RotationButton({ playing, onToggle, className = 'round-button tool' }: RotationButtonProps) {
  return (
    <button
      type="button"
      className={className}
      part="rotation"
      aria-label={t(playing ? 'slideshow_stop' : 'slideshow_start')}
      aria-pressed={playing}
      onClick={onToggle}
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
  );
}
