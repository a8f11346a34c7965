import { expect } from '@open-wc/testing';
import { CLIPS, rutubeId } from '../../../demo-pages/data/clips.ts';
import { createPlayer, type VideoPlayer } from '../../../shared/services/video-player.ts';
import { videoSourceOf } from '../../../shared/services/video-source.ts';
import { setPageConfig, until } from '../../helpers/page.ts';

const here = location.origin;
const clip = CLIPS[0]!;
before(() => setPageConfig()); // a page with the elements has its config

describe('video links: where a short plays (shared/services/video-source.ts)', () => {
  it('a file the store hosts plays in the native <video>', () => {
    expect(videoSourceOf('/media/shorts/1.mp4')).to.deep.equal({
      kind: 'file',
      url: `${here}/media/shorts/1.mp4`,
    });
    expect(videoSourceOf('https://cdn.example/clip.WEBM')?.kind).to.equal('file');
  });

  it("a Rutube video or short plays in Rutube's embed player", () => {
    expect(videoSourceOf('https://rutube.ru/video/9e4cd81a6b2566e9d949881dbb53905e/')).to.deep.equal({
      kind: 'rutube',
      id: '9e4cd81a6b2566e9d949881dbb53905e',
      embed: 'https://rutube.ru/play/embed/9e4cd81a6b2566e9d949881dbb53905e/',
      origin: 'https://rutube.ru',
    });
    expect(videoSourceOf('https://rutube.ru/shorts/abc123/')?.kind).to.equal('rutube');
    // another host marked data-player="rutube" plays there only when the config's videoOrigins lists it
    expect(videoSourceOf('/stand-in/rutube/video/abc123/', 'rutube', [here])).to.deep.equal({
      kind: 'rutube',
      id: 'abc123',
      embed: `${here}/stand-in/rutube/play/embed/abc123/`,
      origin: here,
    });
  });

  it('anything else is no video: a page, another host, a script URL', () => {
    expect(videoSourceOf('/articles/kak-vybrat-laminat')).to.equal(null);
    expect(videoSourceOf('https://example.com/video/abc/')).to.equal(null);
    expect(videoSourceOf('https://example.com/video/abc/', 'rutube', [here])).to.equal(null);
    expect(videoSourceOf('/stand-in/rutube/video/abc123/', 'rutube', [])).to.equal(null);
    expect(videoSourceOf('http://rutube.ru/video/abc123/')).to.equal(null);
    expect(videoSourceOf('javascript:alert(1)//.mp4')).to.equal(null);
    expect(videoSourceOf(null)).to.equal(null);
  });
});

describe('the player adapter: one interface, the native <video> and the Rutube embed player', () => {
  let player: VideoPlayer | undefined;
  afterEach(() => {
    player?.destroy();
    player?.element.remove();
    player = undefined;
  });

  const mountPlayer = (href: string, hint?: string) => {
    player = createPlayer(videoSourceOf(href, hint, [here])!, clip.title.ru);
    document.body.append(player.element);
    return player;
  };

  it('native: play, pause and ended', async () => {
    const p = mountPlayer(`/media/shorts/${clip.n}.mp4`);
    const video = p.element as HTMLVideoElement;
    expect(video.getAttribute('aria-label')).to.equal(clip.title.ru);
    let ended = 0;
    p.onEnded(() => ended++);
    p.play();
    await until(() => !video.paused && video.currentTime > 0, 'playing');
    p.pause();
    await until(() => video.paused, 'paused');
    p.play();
    await until(() => ended === 1, 'ended', 8000);
  });

  it('native: a file that cannot be loaded reports an error', async () => {
    const p = mountPlayer('/__test__/unavailable/shorts/99.mp4');
    let failed = false;
    p.onError(() => (failed = true));
    await until(() => failed, 'an error');
  });

  it('Rutube: a play sent before player:ready waits for it; pause; the end is reported once; other windows are ignored', async () => {
    const p = mountPlayer(`/stand-in/rutube/video/${rutubeId(clip)}/`, 'rutube');
    const frame = p.element as HTMLIFrameElement;
    expect(frame.title).to.equal(clip.title.ru);
    // what the player page sent, seen after the adapter (which listened first) has seen it
    const sent: string[] = [];
    const log = (event: MessageEvent) => {
      if (event.source === frame.contentWindow) sent.push(JSON.parse(event.data).type);
    };
    window.addEventListener('message', log);
    try {
      let ended = 0;
      p.onEnded(() => ended++);
      // a page script (or another frame) pretending the video ended
      window.postMessage(JSON.stringify({ type: 'player:playComplete', data: {} }), '*');
      window.postMessage(JSON.stringify({ type: 'player:changeState', data: { state: 'completed' } }), '*');
      p.play(); // before the player page has even loaded
      const video = () => frame.contentDocument?.querySelector('video') ?? null;
      await until(
        () => video() && !video()!.paused && video()!.currentTime > 0,
        'playing after player:ready',
      );
      expect(sent).to.include('player:ready');
      p.pause();
      await until(() => video()!.paused, 'paused');
      p.play();
      await until(() => sent.includes('player:playComplete'), 'the player page sent the end', 8000);
      expect(ended, 'completed and playComplete are one end; the pretended ones none').to.equal(1);
    } finally {
      window.removeEventListener('message', log);
    }
  });
});
