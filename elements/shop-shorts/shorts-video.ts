import type { VideoSource } from '../../shared/services/video-source.ts';

/** One short of the author's markup, with where it plays. */
export interface Short {
  source: VideoSource;
  title: string;
  /** the link's image, shown until the slide's player loads */
  poster: string;
}
