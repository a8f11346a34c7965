import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { carouselPresetCss } from '../../../shared/ui/carousel/carousel-presets.ts';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';
import { press } from '../../helpers/pointer.ts';
import { shortsMarkup } from '../../fixtures/shorts-markup.ts';

const THEME = `<style>${carouselPresetCss()} .short-link { display: block; } .short-link img { display: block; width: 100%; height: auto; }</style>`;

const requested = (part: string) =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));

/** the slides of the open lightbox and what each one holds */
function lightboxSlides(dialog: HTMLDialogElement) {
  return [...dialog.querySelectorAll<HTMLElement>('.short')].map((slide) => ({
    loaded: slide.hasAttribute('data-loaded'),
    playing: slide.hasAttribute('data-playing'),
    video: slide.querySelector('video'),
    frame: slide.querySelector('iframe'),
  }));
}
/** the stand-in player's own <video> inside a Rutube iframe (same origin in the test store) */
const frameVideo = (frame: HTMLIFrameElement | null) =>
  frame?.contentDocument?.querySelector('video') ?? null;
const isPlaying = (video: HTMLVideoElement | null) =>
  Boolean(video && !video.paused && video.currentTime > 0);

describe('shop-shorts (docs/behaviour/content.md short videos in a video lightbox, docs/behaviour/constants.md video lightbox preload: 3 slides)', () => {
  // the reference store's config: its Rutube stand-in is on the page's own origin
  beforeEach(() => setPageConfig({ storeId: '1', videoOrigins: ['/'] }));
  afterEach(cleanup);

  // first: nothing of the lightbox has been loaded in this page yet
  it('nothing plays or loads before the lightbox opens', async () => {
    await import('../../../elements/shop-shorts/shop-shorts.ts');
    const page = mount(THEME + shortsMarkup());
    const host = await ready(page.querySelector('shop-shorts'));
    await new Promise(requestAnimationFrame);
    expect(document.querySelectorAll('video, iframe').length).to.equal(0);
    expect(shadow(host).querySelectorAll('video, iframe').length).to.equal(0);
    expect(requested('.mp4'), 'a clip').to.equal(false);
    expect(requested('/stand-in/rutube/'), 'the Rutube player').to.equal(false);
    expect(requested('VideoLightbox'), 'the video lightbox code').to.equal(false);
    expect(requested('video-player'), 'the player adapter').to.equal(false);
  });

  async function shorts() {
    await import('../../../elements/shop-shorts/shop-shorts.ts');
    const page = mount(THEME + shortsMarkup());
    const host = await ready(page.querySelector('shop-shorts'));
    const dialog = shadow(host).querySelector('dialog')!;
    const links = [...page.querySelectorAll<HTMLAnchorElement>('.short-link')];
    const counter = () => dialog.querySelector('.lightbox__counter')?.textContent;
    return { page, host, dialog, links, counter };
  }

  it('the shorts carousel: 5 per view at 800px, spaced 16px; a click opens the video lightbox at that video, which plays', async () => {
    const { host, dialog, links, counter } = await shorts();
    const region = shadow(host).querySelector('[part=carousel]')!.getBoundingClientRect();
    const [a, b] = [links[0]!.getBoundingClientRect(), links[1]!.getBoundingClientRect()];
    expect(b.left - a.right).to.be.closeTo(16, 0.5);
    expect(a.width).to.be.closeTo((region.width - 4 * 16) / 5, 0.5);
    await press(links[1]!);
    await until(() => dialog.open && counter() === '2 из 6', 'open at the second short');
    expect(host.hasAttribute('open')).to.equal(true);
    await until(() => isPlaying(lightboxSlides(dialog)[1]!.video), 'the second short plays');
  });

  it('3 slides around the current one are preloaded; the others show their poster and load nothing', async () => {
    const { dialog, links, counter } = await shorts();
    await press(links[1]!);
    await until(() => counter() === '2 из 6', 'open at 2');
    await until(() => lightboxSlides(dialog).filter((s) => s.loaded).length === 3, 'three loaded');
    const loaded = () => lightboxSlides(dialog).map((s) => s.loaded);
    const withPlayer = () => lightboxSlides(dialog).map((s) => Boolean(s.video || s.frame));
    expect(loaded().join()).to.equal('true,true,true,false,false,false');
    expect(withPlayer().join(), 'only those have a player').to.equal(loaded().join());
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await until(() => counter() === '4 из 6', 'at 4');
    await until(
      () =>
        lightboxSlides(dialog)
          .map((s) => s.loaded)
          .join() === 'false,false,true,true,true,false',
      'slides 3–5 loaded',
    );
    expect(
      lightboxSlides(dialog)
        .map((s) => Boolean(s.video || s.frame))
        .filter(Boolean),
    ).to.have.length(3);
  });

  it('a selected slide plays and a deselected one pauses (the hosted file and the Rutube player)', async () => {
    const { dialog, links, counter } = await shorts();
    await press(links[2]!);
    await until(() => counter() === '3 из 6', 'open at 3');
    const third = lightboxSlides(dialog)[2]!.video;
    await until(() => isPlaying(third), 'the hosted short plays');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => counter() === '4 из 6', 'the Rutube short selected');
    await until(() => third!.paused, 'the hosted short paused');
    const frame = lightboxSlides(dialog)[3]!.frame!;
    expect(new URL(frame.src).pathname).to.match(/^\/stand-in\/rutube\/play\/embed\/[0-9a-f]{32}\/$/);
    // the player gets what it needs and nothing more (SECURITY.md)
    expect(frame.getAttribute('sandbox')).to.equal(
      'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    );
    await until(() => isPlaying(frameVideo(frame)), 'the Rutube short plays (player:play)');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => frameVideo(frame)?.paused, 'the Rutube short paused (player:pause)');
    await until(() => isPlaying(third), 'the hosted short plays again');
  });

  it('when a video ends the lightbox moves to the next slide (the hosted file and the Rutube player)', async () => {
    const { dialog, links, counter } = await shorts();
    await press(links[2]!);
    await until(() => counter() === '3 из 6', 'open at 3');
    await until(() => counter() === '4 из 6', 'the hosted short ended: the next one', 8000);
    await until(
      () => counter() === '5 из 6',
      'the Rutube short ended (player:changeState completed): the next one',
      8000,
    );
    await until(() => isPlaying(frameVideo(lightboxSlides(dialog)[4]!.frame)), 'the fifth short plays');
  });

  it('closing the lightbox stops every video and unloads the players', async () => {
    const { dialog, links, counter, host } = await shorts();
    await press(links[0]!);
    await until(() => counter() === '1 из 6', 'open');
    await until(() => isPlaying(lightboxSlides(dialog)[0]!.video), 'plays');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed');
    expect(shadow(host).querySelectorAll('video, iframe').length).to.equal(0);
    expect(host.hasAttribute('open')).to.equal(false);
  });
});

describe('shop-shorts frames only the video hosts it may (SECURITY.md)', () => {
  afterEach(cleanup);

  /** The shorts of these links as a page without a stand-in lists them; answers which open a lightbox. */
  async function opened(config: Record<string, unknown>, hrefs: [string, string?][]) {
    setPageConfig(config);
    await import('../../../elements/shop-shorts/shop-shorts.ts');
    const links = hrefs
      .map(
        ([href, player]) =>
          `<a class="short-link" href="${href}"${player ? ` data-player="${player}"` : ''}>Видео</a>`,
      )
      .join('');
    const page = mount(`<shop-shorts label="Видео">${links}</shop-shorts>`);
    const host = await ready(page.querySelector('shop-shorts'));
    const results: boolean[] = [];
    // a link that is no short is followed: keep the test page where it is (after the element had its say)
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    try {
      for (const link of page.querySelectorAll<HTMLAnchorElement>('a')) {
        await press(link);
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
        const dialog = shadow(host).querySelector('dialog');
        results.push(Boolean(dialog?.open));
        if (dialog?.open) {
          await sendKeys({ press: 'Escape' });
          await until(() => !dialog.open, 'closed');
        }
      }
    } finally {
      document.removeEventListener('click', stay);
    }
    return results;
  }

  it('a link marked data-player="rutube" on any other host stays a link: no iframe to it is made', async () => {
    const results = await opened({ storeId: '1' }, [
      ['https://phishing.example/video/abc123/', 'rutube'],
      ['/stand-in/rutube/video/abc123/', 'rutube'],
      ['http://rutube.ru/video/abc123/'],
    ]);
    expect(results).to.deep.equal([false, false, false]);
    expect(document.querySelectorAll('iframe').length).to.equal(0);
    expect(requested('phishing.example'), 'the foreign host').to.equal(false);
  });

  it("Rutube's own https links play, and other hosts only when the config's videoOrigins lists them", async () => {
    const results = await opened({ storeId: '1', videoOrigins: ['https://video.shop.example'] }, [
      ['https://video.shop.example/video/abc123/', 'rutube'],
      ['https://other.example/video/abc123/', 'rutube'],
    ]);
    expect(results).to.deep.equal([true, false]);
  });
});
