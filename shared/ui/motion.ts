export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the shopper asked the system for reduced motion: no animation, no autoplay. */
export const prefersReducedMotion = () => matchMedia(REDUCED_MOTION).matches;
