import { expect } from '@open-wc/testing';
import {
  CAROUSEL_PRESETS,
  carouselPresetCss,
  isCarouselName,
  LIGHTBOX,
  preloadedSlides,
  slidesPerViewAt,
} from '../../../../shared/ui/carousel/carousel-presets.ts';
import { cleanup, mount } from '../../../helpers/page.ts';

describe('carousel presets and lightbox settings (docs/behaviour/constants.md)', () => {
  const at = (name: keyof typeof CAROUSEL_PRESETS, widths: number[]) =>
    widths.map((width) => slidesPerViewAt(CAROUSEL_PRESETS[name], width));

  it('compare carousels: 2; 3 at 768px; 4 at 992px; 5 at 1200px; spacing 8', () => {
    expect(at('compare', [375, 767, 768, 991, 992, 1199, 1200, 1920])).to.deep.equal([
      2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    expect(CAROUSEL_PRESETS.compare.spaceBetween).to.equal(8);
  });

  it('productGallery thumbnails show 5, productMain 1', () => {
    expect(at('productGallery', [320, 1400])).to.deep.equal([5, 5]);
    expect(at('productMain', [320, 1400])).to.deep.equal([1, 1]);
  });

  it('default: 1; 2 at 400px; 3 at 600px; 4 at 768px; spacing 20; looping', () => {
    expect(at('default', [320, 400, 600, 768])).to.deep.equal([1, 2, 3, 4]);
    expect(CAROUSEL_PRESETS.default).to.include({ spaceBetween: 20, loop: true });
  });

  it('the other presets of the table', () => {
    expect(at('smallCarousel', [0, 400, 768, 1200])).to.deep.equal([2, 3, 4, 6]);
    expect(at('shortsCarousel', [0, 768, 1200])).to.deep.equal([3, 5, 7]);
    expect(at('bannersCarousel', [0, 768, 1000])).to.deep.equal([2, 3, 4]);
    expect(at('articlesCarousel', [0, 576, 992, 1200])).to.deep.equal([1, 2, 3, 4]);
    expect(at('productsCarousel', [0, 560, 768, 992, 1200])).to.deep.equal([1, 2, 3, 4, 5]);
    expect(at('categories', [0, 576, 768, 992, 1200, 1400])).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(at('articleProducts', [0, 768, 992])).to.deep.equal([1, 2, 3]);
    expect(CAROUSEL_PRESETS.mainCarousel).to.deep.equal({
      autoplay: { delay: 4000, disableOnInteraction: false },
      autoHeight: true,
    });
  });

  it('lightbox: preload 3, slideshow 3000 ms, idle 3500 ms, compact at 578px', () => {
    expect(LIGHTBOX).to.deep.equal({
      preload: 3,
      slideshowTimeout: 3000,
      idle: 3500,
      compactBreakpoint: 578,
    });
  });

  it('every preset of the table is reachable by name; other names are not presets', () => {
    for (const name of Object.keys(CAROUSEL_PRESETS)) expect(isCarouselName(name), name).to.equal(true);
    for (const name of ['', 'toString', 'constructor', 'maincarousel', undefined, null])
      expect(isCarouselName(name), String(name)).to.equal(false);
  });

  it('video lightbox preload: 3 slides, the current one and its neighbours (the three nearest at an end)', () => {
    expect(preloadedSlides(0, 6)).to.deep.equal([0, 2]);
    expect(preloadedSlides(1, 6)).to.deep.equal([0, 2]);
    expect(preloadedSlides(3, 6)).to.deep.equal([2, 4]);
    expect(preloadedSlides(5, 6)).to.deep.equal([3, 5]);
    expect(preloadedSlides(0, 2)).to.deep.equal([0, 1]);
    expect(preloadedSlides(0, 1)).to.deep.equal([0, 0]);
  });

  describe("the page CSS (carouselPresetCss(), in dist/shop-elements.css): each preset at the carousel's own width", () => {
    afterEach(cleanup);

    it('container queries, never the screen; Swiper reads the same width', () => {
      const css = carouselPresetCss();
      expect(css).to.contain('container: shop-carousel / inline-size');
      expect(css).to.contain('@container shop-carousel (min-width: 400px)');
      expect(css).not.to.contain('@media');
    });

    // the test page is 800px wide: a 1200px box is wider than the screen, a 320px one much narrower
    const WIDTHS = [320, 650, 1200];
    const carousels: [string, keyof typeof CAROUSEL_PRESETS][] = [
      ...Object.keys(CAROUSEL_PRESETS).map((name): [string, keyof typeof CAROUSEL_PRESETS] => [
        `shop-carousel name="${name}"`,
        name as keyof typeof CAROUSEL_PRESETS,
      ]),
      ['shop-carousel', 'default'],
      ['shop-carousel name="noSuchPreset"', 'default'],
      ['shop-shorts', 'shortsCarousel'],
    ];

    it('lays out the slides of every preset in one row, slides per view and spacing of its width', () => {
      const slides = Array.from({ length: 8 }, (_, i) => `<div style="height: 40px">${i + 1}</div>`).join('');
      const page = mount(
        `<style>${carouselPresetCss()}</style>` +
          WIDTHS.flatMap((width) =>
            carousels.map(
              ([tag]) => `<div style="width: ${width}px"><${tag}>${slides}</${tag.split(' ')[0]}></div>`,
            ),
          ).join(''),
      );
      const hosts = [...page.querySelectorAll<HTMLElement>('shop-carousel, shop-shorts')];
      expect(hosts).to.have.length(WIDTHS.length * carousels.length);
      hosts.forEach((host, i) => {
        const width = WIDTHS[Math.floor(i / carousels.length)]!;
        const [tag, name] = carousels[i % carousels.length]!;
        const preset = CAROUSEL_PRESETS[name];
        const perView = slidesPerViewAt(preset, width);
        const gap = 'spaceBetween' in preset ? preset.spaceBetween : 0;
        const boxes = [...host.children].map((slide) => slide.getBoundingClientRect());
        const what = `${tag} at ${width}px`;
        expect(boxes[0]!.width, what).to.be.closeTo((width - (perView - 1) * gap) / perView, 0.5);
        expect(boxes[1]!.left - boxes[0]!.right, `${what}: spacing`).to.be.closeTo(gap, 0.5);
        expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${what}: one row`).to.equal(1);
        const inView = boxes.filter((box) => box.right <= host.getBoundingClientRect().right + 0.5);
        expect(inView, `${what}: in view`).to.have.length(perView);
      });
    });
  });
});
