import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { deepActiveElement } from '../../../shared/ui/Dialog.tsx';
import { press, swipe } from '../../helpers/pointer.ts';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';

/** product 1 of the demo catalogue has five generated pictures */
const PICTURES = 5;
// what the store's theme says about the gallery (demo-pages/public/theme.css)
const THEME = `<style>
  .product-gallery img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; }
  shop-gallery:not([ready]) > :not(:first-child) { display: none; }
</style>`;

const markup = () =>
  `${THEME}<div style="width: 480px"><shop-gallery class="product-gallery">${Array.from(
    { length: PICTURES },
    (_, n) =>
      `<a href="/img/p/1/${n}.svg"><img src="/img/p/1/${n}.svg" alt="Ламинат — фото ${n + 1}" width="400" height="300"></a>`,
  ).join('')}</shop-gallery></div>`;

describe('shop-gallery (docs/behaviour/product.md gallery, docs/behaviour/constants.md productMain, productGallery thumbnails, lightbox)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  it('the first picture is visible before the upgrade and stays in the same place after it (no layout shift)', async () => {
    const page = mount(markup());
    const first = page.querySelector('img')!;
    await until(() => first.complete && first.getBoundingClientRect().height > 0, 'the first picture loaded');
    const before = first.getBoundingClientRect().toJSON();
    expect(before.height).to.be.closeTo(360, 1);
    await import('../../../elements/shop-gallery/shop-gallery.ts');
    await ready(page.querySelector('shop-gallery'));
    const after = first.getBoundingClientRect().toJSON();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(after[side]).to.be.closeTo(before[side], 1, side);
  });

  async function gallery() {
    await import('../../../elements/shop-gallery/shop-gallery.ts');
    const page = mount(markup());
    const host = await ready(page.querySelector('shop-gallery'));
    const root = shadow(host);
    const pictures = [...page.querySelectorAll('shop-gallery > a')];
    return {
      host,
      root,
      pictures,
      main: root.querySelector<HTMLElement>('[part=main]')!,
      thumbs: [...root.querySelectorAll<HTMLButtonElement>('[part=thumb]')],
      next: root.querySelector<HTMLButtonElement>('[part=next]')!,
      previous: root.querySelector<HTMLButtonElement>('[part=previous]')!,
      dialog: root.querySelector('dialog')!,
    };
  }
  /** the picture the main carousel shows: the one whose left edge is at the carousel's left edge */
  const shown = (main: HTMLElement, pictures: Element[]) =>
    pictures.findIndex(
      (p) => Math.abs(p.getBoundingClientRect().left - main.getBoundingClientRect().left) < 2,
    );

  it('the main carousel shows one picture per view; the linked thumbnail carousel shows five', async () => {
    const { main, pictures, thumbs } = await gallery();
    expect(thumbs).to.have.length(PICTURES);
    expect(pictures[0]!.getBoundingClientRect().width).to.be.closeTo(main.getBoundingClientRect().width, 1);
    expect(shown(main, pictures)).to.equal(0);
    const slide = thumbs[0]!.parentElement!.getBoundingClientRect();
    expect(slide.width).to.be.closeTo(480 / 5, 1);
    expect(thumbs[0]!.getAttribute('aria-current')).to.equal('true');
  });

  it('a thumbnail shows its picture in the main carousel; next and previous page it and the thumbnails follow', async () => {
    const { host, main, pictures, thumbs, next, previous } = await gallery();
    await press(thumbs[3]!);
    await until(() => shown(main, pictures) === 3, 'picture 4 shown');
    expect(host.getAttribute('index')).to.equal('3');
    expect(thumbs[3]!.getAttribute('aria-current')).to.equal('true');
    await press(next);
    await until(() => shown(main, pictures) === 4, 'picture 5 shown');
    expect(next.disabled).to.equal(true);
    await press(previous);
    await until(() => shown(main, pictures) === 3, 'picture 4 again');
    expect(thumbs.map((t) => t.getAttribute('aria-current'))).to.deep.equal([null, null, null, 'true', null]);
  });

  it('Swiper comes on the first reach, not with the page: a thumbnail clicked before it shows its picture once it is there', async () => {
    await sendMouse({ type: 'move', position: [790, 590] }); // away: a pointer over the gallery fetches Swiper
    const { host, root, main, pictures, thumbs } = await gallery();
    await new Promise(requestAnimationFrame);
    expect(root.querySelector('.swiper-initialized'), 'no Swiper before the shopper reaches').to.equal(null);
    thumbs[2]!.click(); // no pointer first: the click itself fetches it
    await until(() => shown(main, pictures) === 2, 'picture 3 shown');
    expect(host.getAttribute('index')).to.equal('2');
    expect(thumbs[2]!.getAttribute('aria-current')).to.equal('true');
  });

  it('a swipe pages the main carousel', async () => {
    const { host, main, pictures } = await gallery();
    await swipe(main, -300);
    await until(
      () => shown(main, pictures) === 1 && host.getAttribute('index') === '1',
      'picture 2 after a swipe',
    );
    await swipe(main, 300);
    await until(() => shown(main, pictures) === 0, 'picture 1 after a swipe back');
  });

  it('a picture opens the lightbox there: keyboard, swipe and zoom work, Esc closes it, the gallery keeps the picture and the focus is on it', async () => {
    const { host, main, pictures, thumbs, dialog } = await gallery();
    await press(thumbs[1]!);
    await until(() => shown(main, pictures) === 1, 'picture 2');
    await press(pictures[1]!);
    await until(() => dialog.open, 'the lightbox open');
    expect(host.hasAttribute('lightbox')).to.equal(true);
    const counter = () => dialog.querySelector('.lightbox__counter')!.textContent;
    await until(() => counter() === '2 из 5', 'at picture 2');
    const full = dialog.querySelectorAll<HTMLImageElement>('.lightbox__slide img');
    expect(new URL(full[1]!.src).pathname).to.equal('/img/p/1/1.svg');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => counter() === '3 из 5', 'ArrowRight: picture 3');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => counter() === '1 из 5', 'ArrowLeft twice: picture 1');
    await sendKeys({ press: 'End' });
    await until(() => counter() === '5 из 5', 'End: the last picture');
    const stage = dialog.querySelector('.lightbox__stage')!;
    const slides = dialog.querySelectorAll('.lightbox__slide');
    await until(
      () => Math.abs(slides[4]!.getBoundingClientRect().left - stage.getBoundingClientRect().left) < 2,
      'the last picture in place',
    );
    await swipe(stage, 520);
    await until(() => counter() === '4 из 5', 'a swipe: picture 4');
    await press(dialog.querySelector(`[aria-label="Увеличить"]`)!);
    await until(() => dialog.querySelector('.swiper-slide-zoomed') !== null, 'zoomed in');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed');
    await until(() => shown(main, pictures) === 3, 'the gallery shows picture 4');
    // the picture that opened it (2) is off screen now, and off-screen slides take no focus
    await until(
      () => deepActiveElement() === pictures[3],
      `focus on the picture shown, not ${deepActiveElement()?.outerHTML.slice(0, 80)}`,
    );
  });

  it("the lightbox's controls hide after 3500 ms without input and come back on a move", async () => {
    const { root, dialog } = await gallery();
    await press(root.querySelector('[part=open]')!);
    await until(() => dialog.open && dialog.querySelector('.lightbox__body'), 'open');
    const body = dialog.querySelector('.lightbox__body')!;
    const clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout'],
      shouldClearNativeTimers: true,
    });
    try {
      await sendMouse({ type: 'move', position: [200, 200] });
      await sendMouse({ type: 'move', position: [210, 210] });
      clock.tick(3499);
      await until(() => !body.classList.contains('is-idle'), 'awake');
      expect(body.classList.contains('is-idle')).to.equal(false);
      clock.tick(1);
      await until(() => body.classList.contains('is-idle'), 'idle after 3500 ms');
      await sendMouse({ type: 'move', position: [220, 220] });
      await until(() => !body.classList.contains('is-idle'), 'awake again');
    } finally {
      clock.restore();
    }
  });

  it('the slideshow moves on by itself every 3000 ms until it is stopped', async () => {
    const { root, dialog } = await gallery();
    await press(root.querySelector('[part=open]')!);
    await until(() => dialog.open, 'open');
    const play = await until(
      () => dialog.querySelector<HTMLButtonElement>('[aria-label="Запустить слайд-шоу"]'),
      'play',
    );
    const started = performance.now();
    await press(play!);
    await until(
      () => dialog.querySelector('.lightbox__counter')!.textContent === '2 из 5',
      'picture 2',
      6000,
    );
    expect(performance.now() - started).to.be.greaterThan(2900);
    const stop = dialog.querySelector<HTMLButtonElement>('[aria-label="Остановить слайд-шоу"]')!;
    expect(stop.getAttribute('aria-pressed')).to.equal('true');
    await press(stop);
    await until(() => dialog.querySelector('[aria-label="Запустить слайд-шоу"]'), 'stopped');
  });

  it('the lightbox is compact at 578px and below: no side arrows, swipe instead', async () => {
    await setViewport({ width: 560, height: 700 });
    try {
      const { root, dialog } = await gallery();
      await press(root.querySelector('[part=open]')!);
      await until(() => dialog.open, 'open');
      const body = (await until(() => dialog.querySelector('.lightbox__body'), 'the lightbox'))!;
      expect(body.classList.contains('is-compact')).to.equal(true);
      expect(getComputedStyle(dialog.querySelector('.lightbox__arrow')!).display).to.equal('none');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('above 578px the lightbox is not compact', async () => {
    await setViewport({ width: 579, height: 700 });
    try {
      const { root, dialog } = await gallery();
      await press(root.querySelector('[part=open]')!);
      await until(() => dialog.open, 'open');
      const body = (await until(() => dialog.querySelector('.lightbox__body'), 'the lightbox'))!;
      expect(body.classList.contains('is-compact')).to.equal(false);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
