import type { VideoSource } from './video-source.ts';

/**
 * One video in a slide, whatever plays it. `element` goes into the page; the video loads as soon as it is
 * created (that is the preload), plays and pauses on command, and reports its end and a failure.
 */
export interface VideoPlayer {
  readonly element: HTMLElement;
  play(): void;
  pause(): void;
  onEnded(listener: () => void): void;
  onError(listener: () => void): void;
  destroy(): void;
}

export function createPlayer(source: VideoSource, title: string): VideoPlayer {
  return source.kind === 'file'
    ? nativePlayer(source.url, title)
    : rutubePlayer(source.embed, source.origin, title);
}

/** A file the store hosts, in the browser's own <video>. */
function nativePlayer(url: string, title: string): VideoPlayer {
  const video = document.createElement('video');
  video.src = url;
  video.preload = 'auto';
  video.controls = true;
  video.playsInline = true;
  video.setAttribute('aria-label', title);
  return {
    element: video,
    play() {
      // without a recent click the browser plays only muted videos; the shopper can unmute
      video.play().catch(() => {
        video.muted = true;
        video
          .play()
          .catch((error: unknown) => console.error('[shop-elements] the video did not play:', error));
      });
    },
    pause: () => video.pause(),
    onEnded: (listener) => video.addEventListener('ended', listener),
    onError: (listener) => video.addEventListener('error', listener),
    destroy() {
      video.pause();
      video.removeAttribute('src');
      video.load(); // stops the download
    },
  };
}

interface RutubeMessage {
  type?: string;
  data?: { state?: string };
}

/**
 * Rutube's embed player (`https://rutube.ru/play/embed/{id}/`) through its postMessage API: commands
 * `{type: 'player:play' | 'player:pause', data: {}}` as JSON text; it answers `player:ready`, and
 * `player:changeState` with `state: 'completed'` or `player:playComplete` at the end, `player:error` on failure.
 * A command sent before `player:ready` waits for it; messages from any other window are ignored.
 */
function rutubePlayer(embed: string, origin: string, title: string): VideoPlayer {
  const frame = document.createElement('iframe');
  frame.src = embed;
  frame.title = title;
  frame.allow = 'autoplay; fullscreen; picture-in-picture; clipboard-write';
  frame.allowFullscreen = true;
  // what the player needs: its scripts, its own origin (storage, and the origin its messages are checked by),
  // fullscreen and picture-in-picture, 'watch on Rutube' in a new tab; no forms, no navigating this page
  frame.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  );
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  let ready = false;
  let pending: 'play' | 'pause' | null = null;
  let ended = false;
  const endedListeners: (() => void)[] = [];
  const errorListeners: (() => void)[] = [];
  const send = (command: 'play' | 'pause') => {
    if (!ready) pending = command;
    else frame.contentWindow?.postMessage(JSON.stringify({ type: `player:${command}`, data: {} }), origin);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    let message: RutubeMessage;
    try {
      message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    } catch {
      return;
    }
    if (message?.type === 'player:ready') {
      ready = true;
      if (pending) send(pending);
      pending = null;
    } else if (message?.type === 'player:playComplete' || message?.data?.state === 'completed') {
      if (!ended) endedListeners.forEach((listener) => listener());
      ended = true; // the player sends both at the end: one end, reported once
    } else if (message?.type === 'player:error') {
      errorListeners.forEach((listener) => listener());
    }
  };
  window.addEventListener('message', onMessage);
  return {
    element: frame,
    play() {
      ended = false;
      send('play');
    },
    pause: () => send('pause'),
    onEnded: (listener) => endedListeners.push(listener),
    onError: (listener) => errorListeners.push(listener),
    destroy: () => window.removeEventListener('message', onMessage),
  };
}
