import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { carouselPresetCss } from '../../../shared/ui/carousel/carousel-presets.ts';
import { deepActiveElement } from '../../../shared/ui/Dialog.tsx';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';
import { hover, press, swipe } from '../../helpers/pointer.ts';
import { captureConsole } from '../../helpers/console.ts';

// the page's carousel CSS (dist/shop-elements.css holds the same rules)
const THEME = `<style>${carouselPresetCss()}
  .slide { display: block; box-sizing: border-box; height: 120px; border: 1px solid #ccc; }
  .slide a { display: block; }
</style>`;

const slides = (count: number, height = (_: number) => 120) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<article class="slide" style="height: ${height(i)}px"><a href="#slide-${i + 1}">Слайд ${i + 1}</a></article>`,
  ).join('');

/** the carousel is 780px wide in the 800px-wide test page: the presets' 768px step applies */
const markup = (attributes: string, count = 8, height?: (i: number) => number) =>
  `${THEME}<button id="before">до</button><div style="width: 780px"><shop-carousel ${attributes}>${slides(count, height)}</shop-carousel></div><button id="after">после</button>`;

async function carousel(
  attributes = 'name="productsCarousel" label="Новинки"',
  count = 8,
  height?: (i: number) => number,
) {
  await import('../../../elements/shop-carousel/shop-carousel.ts');
  const page = mount(markup(attributes, count, height));
  const host = await ready(page.querySelector('shop-carousel'));
  const root = shadow(host);
  const region = root.querySelector<HTMLElement>('[part=carousel]')!;
  const items = [...host.querySelectorAll<HTMLElement>(':scope > .slide')];
  return {
    page,
    host,
    region,
    items,
    next: root.querySelector<HTMLButtonElement>('[part=next]')!,
    previous: root.querySelector<HTMLButtonElement>('[part=previous]')!,
    status: root.querySelector<HTMLElement>('[aria-live]')!,
  };
}

/** the slides wholly inside the carousel, numbered from 1, left to right */
const inView = (region: HTMLElement, items: HTMLElement[]) => {
  const box = region.getBoundingClientRect();
  return items
    .map((item, i) => ({ r: item.getBoundingClientRect(), n: i + 1 }))
    .filter(({ r }) => r.left >= box.left - 1 && r.right <= box.right + 1)
    .sort((a, b) => a.r.left - b.r.left)
    .map(({ n }) => n);
};

/** waits until those slides are in view and have stopped moving (a looping carousel ignores clicks while it slides) */
async function settled(region: HTMLElement, items: HTMLElement[], expected: string) {
  let last = '';
  await until(() => {
    const now = JSON.stringify(items.map((item) => item.getBoundingClientRect().left));
    const still = now === last && inView(region, items).join() === expected;
    last = now;
    return still;
  }, `slides ${expected} in view, at rest`);
}

/** whether the carousel's Swiper has been created (it is fetched on the shopper's first reach, not with the page) */
const swiperIn = (host: Element) => !!shadow(host).querySelector('.swiper-initialized');

/** each slide's box and the carousel's height, rounded to the half pixel */
const boxes = (region: HTMLElement, items: HTMLElement[]) =>
  [region, ...items].map((item) => {
    const r = item.getBoundingClientRect();
    return [r.left, r.top, r.width, r.height].map((n) => Math.round(n * 2) / 2).join(' ');
  });

describe('shop-carousel (docs/behaviour/content.md, docs/behaviour/constants.md carousel presets)', () => {
  beforeEach(async () => {
    setPageConfig();
    await sendMouse({ type: 'move', position: [795, 595] }); // away: a pointer over a carousel fetches its Swiper
  });
  afterEach(cleanup);

  // first: it loads the element itself, after measuring the server markup
  it('before the upgrade the slides sit in one row where they stay: nothing moves when the element upgrades', async () => {
    // and a default carousel in a 400px sidebar: the presets follow the carousel's width, not the screen's
    const page = mount(
      `${markup('name="productsCarousel"')}<aside style="width: 400px"><shop-carousel>${slides(4)}</shop-carousel></aside>`,
    );
    const [host, aside] = [...page.querySelectorAll('shop-carousel')] as [HTMLElement, HTMLElement];
    const items = [...host.querySelectorAll(':scope > .slide')];
    const side = [...aside.querySelectorAll(':scope > .slide')];
    const rects = () =>
      [...items.slice(0, 4), ...side.slice(0, 2)].map((item) => item.getBoundingClientRect().toJSON());
    const before = rects();
    // 2 per view at 400px, spaced 20px: (400 - 20) / 2
    expect(before[4].width).to.be.closeTo(190, 0.5);
    expect(before[5].left - before[4].right).to.be.closeTo(20, 0.5);
    expect(before.slice(0, 4).map((r) => Math.round(r.top))).to.deep.equal(
      Array(4).fill(Math.round(before[0].top)),
    );
    const after = page.querySelector('#after')!.getBoundingClientRect().top;
    await import('../../../elements/shop-carousel/shop-carousel.ts');
    await ready(host);
    await ready(aside);
    const now = rects();
    for (const i of [0, 1, 2, 4, 5])
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(now[i][side]).to.be.closeTo(before[i][side], 0.5, `slide ${i + 1} ${side}`);
    expect(page.querySelector('#after')!.getBoundingClientRect().top, 'what follows').to.be.closeTo(
      after,
      0.5,
    );
  });

  it('productsCarousel: 3 slides per view at 768px and up to 992px, spaced 16px', async () => {
    const { region, items } = await carousel();
    expect(inView(region, items)).to.deep.equal([1, 2, 3]);
    const [a, b] = [items[0]!.getBoundingClientRect(), items[1]!.getBoundingClientRect()];
    expect(b.left - a.right).to.be.closeTo(16, 0.5);
    expect(a.width).to.be.closeTo((780 - 2 * 16) / 3, 0.5);
  });

  it('previous and next page the carousel, are labelled, and are disabled at the ends', async () => {
    const { host, region, items, next, previous } = await carousel();
    expect(next.getAttribute('aria-label')).to.equal('Вперёд');
    expect(previous.getAttribute('aria-label')).to.equal('Назад');
    expect(previous.disabled).to.equal(true);
    for (let i = 0; i < 5; i++) await press(next);
    await until(() => inView(region, items).join() === '6,7,8', 'the last three slides');
    expect(host.getAttribute('index')).to.equal('5');
    expect(next.disabled).to.equal(true);
    await press(previous);
    await until(() => inView(region, items).join() === '5,6,7', 'one back');
  });

  it('a swipe pages the carousel', async () => {
    const { region, items } = await carousel();
    await swipe(region, -300);
    await until(() => inView(region, items)[0]! > 1, 'moved on after a swipe');
  });

  it('keyboard: the arrows page while the focus is inside, and a focused arrow at the end hands the focus to the other', async () => {
    const { region, items, next, previous } = await carousel('name="productsCarousel"', 4);
    next.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => inView(region, items).join() === '2,3,4', 'Enter on next: one on');
    await until(
      () => deepActiveElement() === previous,
      'next is disabled at the end; the focus moved to previous',
    );
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => inView(region, items).join() === '1,2,3', 'ArrowLeft: back');
    items[0]!.querySelector('a')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => inView(region, items).join() === '2,3,4', 'ArrowRight from a slide link');
    const focused = deepActiveElement();
    expect(
      focused?.getAttribute('aria-roledescription'),
      'the slide now first in view has the focus',
    ).to.equal('slide');
  });

  // in Firefox a host with scrollable overflow (the announcement once hung below it) is itself a tab stop
  it('slides out of view are no tab stops: Tab goes through the slides in view, then leaves the carousel', async () => {
    const { page, host, next } = await carousel('name="productsCarousel"', 8);
    page.querySelector<HTMLElement>('#before')!.focus();
    const stops: string[] = [];
    for (let i = 0; i < 10; i++) {
      await sendKeys({ press: 'Tab' });
      const active = deepActiveElement()!;
      if (active.id === 'after') break;
      stops.push(active.closest('.slide')?.textContent ?? active.getAttribute('aria-label') ?? active.id);
    }
    expect(stops).to.deep.equal(['Слайд 1', 'Слайд 2', 'Слайд 3', 'Вперёд']);
    await press(next);
    await until(() => host.getAttribute('index') === '1', 'one on');
    page.querySelector<HTMLElement>('#before')!.focus();
    const later: string[] = [];
    for (let i = 0; i < 10; i++) {
      await sendKeys({ press: 'Tab' });
      const active = deepActiveElement()!;
      if (active.id === 'after') break;
      later.push(active.closest('.slide')?.textContent ?? active.getAttribute('aria-label') ?? '');
    }
    expect(later).to.deep.equal(['Слайд 2', 'Слайд 3', 'Слайд 4', 'Назад', 'Вперёд']);
  });

  it('the slide shown is announced politely', async () => {
    const { status, next } = await carousel();
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(status.textContent).to.equal('Слайд 1 из 8');
    await press(next);
    await until(() => status.textContent === 'Слайд 2 из 8', 'announced');
  });

  it('a missing name is the default preset: 4 per view at 768px, spaced 20px, looping', async () => {
    const { region, items, next, previous } = await carousel('', 9);
    expect(inView(region, items)).to.deep.equal([1, 2, 3, 4]);
    const [a, b] = [items[0]!.getBoundingClientRect(), items[1]!.getBoundingClientRect()];
    expect(b.left - a.right).to.be.closeTo(20, 0.5);
    expect(previous.disabled, 'looping: no start').to.equal(false);
    await press(previous);
    await settled(region, items, '9,1,2,3'); // the last slide comes before the first
    await press(next);
    await settled(region, items, '1,2,3,4');
    await press(next);
    await settled(region, items, '2,3,4,5');
  });

  it('works before Swiper is there: laid out, the slides out of view inert, previous disabled at the start', async () => {
    const { host, region, items, previous, next, status } = await carousel();
    await new Promise(requestAnimationFrame);
    expect(swiperIn(host), 'no Swiper before the shopper reaches for the carousel').to.equal(false);
    expect(inView(region, items)).to.deep.equal([1, 2, 3]);
    expect(items.map((item) => (item.assignedSlot!.parentElement as HTMLElement).inert)).to.deep.equal([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(previous.disabled).to.equal(true);
    expect(next.disabled).to.equal(false);
    expect(status.textContent).to.equal('Слайд 1 из 8');
  });

  for (const [preset, attributes, count, height] of [
    ['productsCarousel', 'name="productsCarousel"', 8, undefined],
    ['the looping default', '', 9, undefined],
    [
      'mainCarousel, banners of two heights (auto height)',
      'name="mainCarousel"',
      4,
      (i: number) => 200 + 100 * (i % 2),
    ],
  ] as const)
    it(`${preset}: nothing moves when Swiper arrives on the shopper's first reach`, async () => {
      await emulateMedia({ reducedMotion: 'reduce' }); // no rotation: only the pointer fetches Swiper
      try {
        const { host, region, items, page } = await carousel(attributes, count, height);
        await new Promise(requestAnimationFrame);
        const before = [...boxes(region, items), page.querySelector('#after')!.getBoundingClientRect().top];
        expect(swiperIn(host)).to.equal(false);
        await hover(region);
        await until(() => swiperIn(host), 'Swiper there after the pointer came in');
        await new Promise(requestAnimationFrame);
        const visible = inView(region, items);
        const after = [...boxes(region, items), page.querySelector('#after')!.getBoundingClientRect().top];
        // the slides in view and the carousel's own box keep their place (a looping Swiper moves hidden ones)
        for (const n of [0, ...visible])
          expect(after[n], n ? `slide ${n}` : 'the carousel').to.equal(before[n]);
        expect(after.at(-1), 'what follows').to.equal(before.at(-1));
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

  it('the next arrow pages even when pressed before Swiper is there', async () => {
    const { host, region, items, next } = await carousel();
    expect(swiperIn(host)).to.equal(false);
    next.click(); // no pointer first: the click itself fetches Swiper
    await until(() => host.getAttribute('index') === '1', 'one on');
    await settled(region, items, '2,3,4');
  });

  it('ArrowRight pages before Swiper is there, and the focus follows to the slide shown', async () => {
    const { host, region, items } = await carousel();
    const link = items[0]!.querySelector('a')!;
    link.focus();
    const key = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    link.dispatchEvent(key);
    expect(swiperIn(host), 'the key came before Swiper').to.equal(false);
    expect(key.defaultPrevented, "the key is the carousel's").to.equal(true);
    await settled(region, items, '2,3,4');
    expect(deepActiveElement()?.getAttribute('aria-label')).to.equal('2 из 8');
  });

  it('a swipe made while the carousel is still loading pages once, and opens no slide', async () => {
    const { host, region, items } = await carousel();
    const link = items[1]!.querySelector('a')!;
    const box = region.getBoundingClientRect();
    const at = (x: number) => ({
      clientX: x,
      clientY: box.top + 60,
      bubbles: true,
      composed: true,
      cancelable: true,
      isPrimary: true,
      pointerId: 7,
      pointerType: 'touch',
    });
    link.dispatchEvent(new PointerEvent('pointerdown', at(box.left + 500)));
    link.dispatchEvent(new PointerEvent('pointerup', at(box.left + 200)));
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    link.dispatchEvent(click);
    expect(swiperIn(host), 'the swipe ended before Swiper').to.equal(false);
    expect(click.defaultPrevented, 'the click that ends a swipe opens nothing').to.equal(true);
    await settled(region, items, '2,3,4');
    await new Promise((done) => setTimeout(done, 400));
    await settled(region, items, '2,3,4'); // once, not again
    const later = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    link.dispatchEvent(later);
    expect(later.defaultPrevented, 'a later click is a click').to.equal(false);
  });

  it('a short or upright move before Swiper pages nothing', async () => {
    const { host, region, items } = await carousel();
    const box = region.getBoundingClientRect();
    const at = (x: number, y: number) => ({
      clientX: x,
      clientY: y,
      bubbles: true,
      composed: true,
      isPrimary: true,
      pointerId: 8,
    });
    const strip = shadow(host).querySelector('.swiper')!;
    strip.dispatchEvent(new PointerEvent('pointerdown', at(box.left + 300, box.top + 10)));
    strip.dispatchEvent(new PointerEvent('pointerup', at(box.left + 280, box.top + 100)));
    await until(() => swiperIn(host), 'Swiper fetched on the press');
    await new Promise((done) => setTimeout(done, 400));
    expect(host.getAttribute('index')).to.equal('0');
    expect(inView(region, items)).to.deep.equal([1, 2, 3]);
  });

  it('an unknown name shows the default preset and is reported once in the console', async () => {
    const reported = captureConsole();
    await import('../../../elements/shop-carousel/shop-carousel.ts');
    const page = mount(markup('name="bigCarousel"', 9) + markup('name="bigCarousel"', 9));
    const [first, second] = [...page.querySelectorAll('shop-carousel')];
    await ready(first!);
    await ready(second!);
    expect(reported.warnings).to.have.length(1);
    expect(reported.warnings[0]).to.contain('bigCarousel').and.contain('default');
    const region = shadow(first!).querySelector<HTMLElement>('[part=carousel]')!;
    expect(inView(region, [...first!.querySelectorAll<HTMLElement>(':scope > .slide')])).to.deep.equal([
      1, 2, 3, 4,
    ]);
  });
});

describe('shop-carousel name="mainCarousel" (docs/behaviour/constants.md: autoplay every 4000 ms, continuing after interaction, auto height)', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(async () => {
    setPageConfig();
    await sendMouse({ type: 'move', position: [795, 595] }); // the pointer starts away from the carousel
  });
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await emulateMedia({ reducedMotion: 'no-preference' });
    cleanup();
  });

  /** four banners on a fake clock (installed first, so the rotation's timer is on it) */
  async function banners(heights = (_: number) => 200) {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    const parts = await carousel('name="mainCarousel" label="Акции"', 4, heights);
    const rotation = shadow(parts.host).querySelector<HTMLButtonElement>('[part=rotation]')!;
    return { ...parts, rotation, time: clock };
  }
  // the live region is off exactly while the carousel rotates (WAI-ARIA carousel pattern)
  const rotating = (status: HTMLElement) => status.getAttribute('aria-live') === 'off';

  it('moves on every 4000 ms (fetching Swiper on its first turn), and goes on after the shopper pages', async () => {
    const { host, next, time } = await banners();
    time.tick(3999);
    await new Promise(requestAnimationFrame);
    expect(host.getAttribute('index')).to.equal('0');
    expect(swiperIn(host), 'Swiper comes with the first turn, not with the page').to.equal(false);
    time.tick(1);
    await until(() => host.getAttribute('index') === '1', 'banner 2 after 4000 ms');
    next.click();
    await until(() => host.getAttribute('index') === '2', 'the shopper pages to banner 3');
    time.tick(4000);
    await until(() => host.getAttribute('index') === '3', 'autoplay went on: banner 4');
    time.tick(4000);
    await until(() => host.getAttribute('index') === '0', 'after the last, the first again');
  });

  it('holds while the pointer is inside, and moves on again when it leaves', async () => {
    const { host, region, status, time } = await banners();
    await hover(region);
    await until(() => !rotating(status), 'held');
    time.tick(12000);
    await new Promise(requestAnimationFrame);
    expect(host.getAttribute('index')).to.equal('0');
    await hover(document.querySelector('#after')!);
    await until(() => rotating(status), 'rotating again');
    time.tick(4000);
    await until(() => host.getAttribute('index') === '1', 'moves on after the pointer left');
  });

  it('holds while the focus is inside', async () => {
    const { host, page, items, status, time } = await banners();
    items[0]!.querySelector('a')!.focus();
    await until(() => !rotating(status), 'held');
    time.tick(12000);
    await new Promise(requestAnimationFrame);
    expect(host.getAttribute('index')).to.equal('0');
    page.querySelector<HTMLElement>('#after')!.focus();
    await until(() => rotating(status), 'rotating again');
    time.tick(4000);
    await until(() => host.getAttribute('index') === '1', 'moves on after the focus left');
  });

  it('has a visible stop/start button', async () => {
    const { host, rotation, time } = await banners();
    expect(rotation.getAttribute('aria-label')).to.equal('Остановить слайд-шоу');
    const box = rotation.getBoundingClientRect();
    expect(box.width * box.height).to.be.greaterThan(400);
    rotation.click();
    await until(() => rotation.getAttribute('aria-label') === 'Запустить слайд-шоу', 'stopped');
    time.tick(12000);
    await new Promise(requestAnimationFrame);
    expect(host.getAttribute('index')).to.equal('0');
    rotation.click();
    await until(() => rotation.getAttribute('aria-label') === 'Остановить слайд-шоу', 'started');
    time.tick(4000);
    await until(() => host.getAttribute('index') === '1', 'moves on again');
  });

  it('is off when reduced motion is preferred', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { host, rotation, status, time } = await banners();
    expect(rotation.getAttribute('aria-label')).to.equal('Запустить слайд-шоу');
    expect(rotating(status)).to.equal(false);
    time.tick(12000);
    await new Promise(requestAnimationFrame);
    expect(host.getAttribute('index')).to.equal('0');
  });

  it('auto height: the carousel is as tall as the banner shown', async () => {
    const { region, next, rotation } = await banners((i) => (i === 1 ? 300 : 200));
    rotation.click();
    expect(region.getBoundingClientRect().height).to.be.closeTo(200, 1);
    next.click();
    await until(() => Math.abs(region.getBoundingClientRect().height - 300) < 1, 'as tall as banner 2');
  });
});
