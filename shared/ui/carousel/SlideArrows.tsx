import { t } from '../../i18n/index.ts';
import { Chevron } from '../icons.tsx';

interface ArrowsProps {
  atStart: boolean;
  atEnd: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** an extra class for both buttons (the lightbox's) */
  className?: string;
  /** expose the buttons as the `previous` and `next` parts */
  parts?: boolean;
}

/** The previous and next buttons of a carousel, disabled at its ends. */
export function SlideArrows({
  atStart,
  atEnd,
  onPrevious,
  onNext,
  className = '',
  parts = false,
}: ArrowsProps) {
  return (
    <>
      <button
        type="button"
        className={`round-button arrow arrow--prev ${className}`.trim()}
        part={parts ? 'previous' : undefined}
        aria-label={t('previous')}
        disabled={atStart}
        onClick={onPrevious}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        className={`round-button arrow arrow--next ${className}`.trim()}
        part={parts ? 'next' : undefined}
        aria-label={t('next')}
        disabled={atEnd}
        onClick={onNext}
      >
        <Chevron direction="right" />
      </button>
    </>
  );
}
