import { t } from '../../shared/i18n/index.ts';

export interface Picture {
  /** the thumbnail and main image */
  src: string;
  /** the lightbox image: the link's href, else the image itself */
  full: string;
  alt: string;
}

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface ArrowsProps {
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  /** an extra class for both buttons (the lightbox's) */
  className?: string;
  /** expose the buttons as the `previous` and `next` parts */
  parts?: boolean;
}

/** The previous and next buttons of a carousel, disabled at its ends; nothing for a single picture. */
export function SlideArrows({
  index,
  total,
  onPrevious,
  onNext,
  className = '',
  parts = false,
}: ArrowsProps) {
  if (total < 2) return null;
  return (
    <>
      <button
        type="button"
        className={`arrow arrow--prev ${className}`.trim()}
        part={parts ? 'previous' : undefined}
        aria-label={t('previous')}
        disabled={index === 0}
        onClick={onPrevious}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        className={`arrow arrow--next ${className}`.trim()}
        part={parts ? 'next' : undefined}
        aria-label={t('next')}
        disabled={index === total - 1}
        onClick={onNext}
      >
        <Chevron direction="right" />
      </button>
    </>
  );
}
