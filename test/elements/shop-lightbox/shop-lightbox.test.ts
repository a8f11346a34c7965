import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from '../../../shared/ui/Dialog.tsx';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';
import { press, swipe } from '../../helpers/pointer.ts';

const IMAGES = [0, 1, 2];
const markup = () =>
  `<shop-lightbox><article><p>Укладка ламината начинается с подготовки основания.</p>${IMAGES.map(
    (n) =>
      `<figure><a href="/img/p/1/${n}.svg"><img src="/img/p/1/${n}.svg" alt="Шаг ${n + 1}" width="200" height="150"></a><figcaption>Шаг ${n + 1}</figcaption></figure>`,
  ).join('')}<p><a href="/catalog/laminat">Ламинат в каталоге</a></p></article></shop-lightbox>`;

/** the lightbox's own module, fetched by the browser */
const lightboxLoaded = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.includes('/shared/ui/lightbox/Lightbox.tsx'));

describe('shop-lightbox (docs/behaviour/content.md general image lightbox with a custom close button, docs/behaviour/constants.md lightbox)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  // first: nothing else in this file has opened a lightbox yet
  it("the lightbox's code loads only when it is opened", async () => {
    await import('../../../elements/shop-lightbox/shop-lightbox.ts');
    const page = mount(markup());
    const host = await ready(page.querySelector('shop-lightbox'));
    expect(lightboxLoaded()).to.equal(false);
    await press(page.querySelectorAll('figure a')[1]!);
    const dialog = shadow(host).querySelector('dialog')!;
    await until(() => dialog.querySelector('.lightbox__body'), 'the lightbox body');
    expect(lightboxLoaded()).to.equal(true);
  });

  async function lightbox() {
    await import('../../../elements/shop-lightbox/shop-lightbox.ts');
    const page = mount(markup());
    const host = await ready(page.querySelector('shop-lightbox'));
    const dialog = shadow(host).querySelector('dialog')!;
    const links = [...page.querySelectorAll<HTMLAnchorElement>('figure a')];
    const counter = () => dialog.querySelector('.lightbox__counter')?.textContent;
    return { page, host, dialog, links, counter };
  }

  it('a click on an image opens it full size in the lightbox, which has its own close button', async () => {
    const { host, dialog, links, counter } = await lightbox();
    await press(links[1]!);
    await until(() => dialog.open && counter() === '2 из 3', 'open at image 2');
    expect(host.hasAttribute('open')).to.equal(true);
    const images = [...dialog.querySelectorAll<HTMLImageElement>('.lightbox__slide img')];
    expect(images.map((img) => new URL(img.src).pathname)).to.deep.equal(
      IMAGES.map((n) => `/img/p/1/${n}.svg`),
    );
    expect(images[1]!.alt).to.equal('Шаг 2');
    const close = dialog.querySelector<HTMLButtonElement>('[part=close]')!;
    expect(close.getAttribute('aria-label')).to.equal('Закрыть');
    await press(close);
    await until(() => !dialog.open, 'closed');
    expect(host.hasAttribute('open')).to.equal(false);
  });

  it('previous, next, the arrow keys, Home, End and a swipe move between the images', async () => {
    const { dialog, links, counter } = await lightbox();
    await press(links[0]!);
    await until(() => counter() === '1 из 3', 'open at image 1');
    await press((await until(() => dialog.querySelector('.arrow--next'), 'the lightbox'))!);
    await until(() => counter() === '2 из 3', 'next');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => counter() === '3 из 3', 'ArrowRight');
    await sendKeys({ press: 'Home' });
    await until(() => counter() === '1 из 3', 'Home');
    await sendKeys({ press: 'End' });
    await until(() => counter() === '3 из 3', 'End');
    await press(dialog.querySelector('.arrow--prev')!);
    await until(() => counter() === '2 из 3', 'previous');
    const stage = dialog.querySelector('.lightbox__stage')!;
    const second = dialog.querySelectorAll('.lightbox__slide')[1]!;
    await until(
      () => Math.abs(second.getBoundingClientRect().left - stage.getBoundingClientRect().left) < 1,
      'image 2 in place',
    );
    // past half the stage: a swipe slowed by a loaded machine counts as a long one, which needs half a slide; on a
    // busy machine the browser may coalesce a whole drag into one move, which Swiper takes for no swipe: the
    // shopper swipes again, and so does the test, at most three times
    for (let attempt = 1; counter() !== '1 из 3'; attempt++) {
      await swipe(stage, Math.round(stage.getBoundingClientRect().width * 0.6));
      try {
        await until(() => counter() === '1 из 3', 'a swipe back', attempt < 3 ? 1500 : 6000);
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  });

  it('Esc closes it and the focus returns to the link that opened it', async () => {
    const { dialog, links } = await lightbox();
    links[2]!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialog.open, 'opened by the keyboard');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'closed by Esc');
    await until(() => deepActiveElement() === links[2], 'the focus back on the link');
  });

  it('the focus stays inside while it is open', async () => {
    const { dialog, links } = await lightbox();
    links[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => dialog.querySelector('.lightbox__body'), 'open');
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(deepActiveElement()), `Tab ${i + 1} stays in the dialog`).to.equal(true);
    }
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Shift+Tab' });
      expect(dialog.contains(deepActiveElement()), `Shift+Tab ${i + 1} stays in the dialog`).to.equal(true);
    }
  });

  it('other links stay plain links, and a Ctrl-click on an image is left to the browser', async () => {
    const { page, dialog, links } = await lightbox();
    // after the element has seen the click: note whether it took it, then keep the test page from navigating
    const takenByElement: boolean[] = [];
    const stop = (event: Event) => {
      takenByElement.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    try {
      page.querySelector('p a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      links[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      links[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    } finally {
      window.removeEventListener('click', stop);
    }
    expect(takenByElement).to.deep.equal([false, false, true]);
    await until(() => dialog.open, 'the plain click opened it');
  });
});
