import { clipByRutubeId, type Clip } from '../../data/clips.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { html, SafeHtml } from '../html.ts';
import { HttpError, sendHtml } from '../http.ts';

/**
 * The Rutube stand-in: `/stand-in/rutube/play/embed/{id}/` is an embed player page speaking Rutube's
 * postMessage API (commands `player:play`, `player:pause`, `player:stop`, `player:mute`, `player:unMute`,
 * `player:setCurrentTime` as JSON text; it posts `player:init`, `player:ready`, `player:changeState`
 * {state: playing | pause | completed}, `player:durationChange`, `player:playComplete`, `player:error`),
 * playing the store's sample clip of that id. `/stand-in/rutube/video/{id}/` is the video's own page.
 */

// the player page's script: the protocol, nothing else (a file of its own: the store's CSP runs no inline script)
const PLAYER_SCRIPT = `
const video = document.querySelector('video');
const send = (type, data = {}) => parent.postMessage(JSON.stringify({ type, data }), '*');
const play = () => video.play().catch(() => { video.muted = true; return video.play(); }).catch(() => {});
const commands = {
  'player:play': play,
  'player:pause': () => video.pause(),
  'player:stop': () => { video.pause(); video.currentTime = 0; },
  'player:mute': () => { video.muted = true; },
  'player:unMute': () => { video.muted = false; },
  'player:setCurrentTime': (data) => { video.currentTime = Number(data && data.time) || 0; },
};
addEventListener('message', (event) => {
  let message;
  try { message = JSON.parse(event.data); } catch { return; }
  const command = message && commands[message.type];
  if (command) command(message.data);
});
video.addEventListener('playing', () => send('player:changeState', { state: 'playing' }));
video.addEventListener('pause', () => { if (!video.ended) send('player:changeState', { state: 'pause' }); });
video.addEventListener('ended', () => { send('player:changeState', { state: 'completed' }); send('player:playComplete'); });
video.addEventListener('durationchange', () => send('player:durationChange', { duration: video.duration }));
video.addEventListener('error', () => send('player:error', { type: 'media', message: 'The video could not be played.' }));
send('player:init');
send('player:ready', { videoId: document.body.dataset.videoId, clientId: 'stand-in', playerId: 'video_frame' });
`;

/** A page of the stand-in for the clip of the request's id: its title, extra head markup and the body. */
function clipPage(ctx: StoreCtx, head: SafeHtml | string, body: (clip: Clip) => SafeHtml): void {
  const clip = clipByRutubeId(ctx.params.id ?? '');
  if (!clip) throw new HttpError(404, 'Not found.');
  sendHtml(
    ctx.res,
    200,
    String(
      html`<!doctype html>
        <html lang="ru">
          <head>
            <meta charset="utf-8" />
            <title>${clip.title.ru} — Rutube (стенд)</title>
            ${head}
          </head>
          ${body(clip)}
        </html>`,
    ),
  );
}

const PLAYER_STYLE = new SafeHtml(
  '<style>html, body { margin: 0; height: 100%; background: #000; } video { width: 100%; height: 100%; object-fit: contain; }</style>',
);

export function rutubeRoutes(router: StoreRouter): void {
  router.get('/stand-in/rutube/player.js', ({ res }) => {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(PLAYER_SCRIPT);
  });
  router.get('/stand-in/rutube/play/embed/:id', (ctx) =>
    clipPage(
      ctx,
      PLAYER_STYLE,
      (clip) =>
        html`<body data-video-id="${ctx.params.id}">
          <video src="/media/shorts/${clip.n}.mp4" preload="auto" playsinline controls></video>
          <script type="module" src="/stand-in/rutube/player.js"></script>
        </body>`,
    ),
  );
  router.get('/stand-in/rutube/video/:id', (ctx) =>
    clipPage(
      ctx,
      '',
      (clip) =>
        html`<body>
          <h1>${clip.title.ru}</h1>
          <iframe
            src="/stand-in/rutube/play/embed/${ctx.params.id}/"
            width="360"
            height="640"
            title="${clip.title.ru}"
          ></iframe>
        </body>`,
    ),
  );
}
