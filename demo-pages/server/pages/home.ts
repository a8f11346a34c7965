import type { Product } from '../../data/catalog.ts';
import { CLIPS, rutubeId } from '../../data/clips.ts';
import { ARTICLES, BANNERS, PROMOS, brandSlug, brandsOf } from '../../data/content.ts';
import type { StoreCtx } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { categoryUrl, productImageUrl } from '../urls.ts';
import { articleCard } from './articles.ts';
import { belowTheFold, productCards } from './cards.ts';
import { catalogOf } from '../lang.ts';
import { layout, pageLang } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { categoryName, localHref, texts } from './texts.ts';

const CAROUSEL_PRODUCTS = 10;
/** The category tiles of the first screen (a phone shows the first below the banner, where it is the largest paint). */
const FIRST_TILES = 6;

const onSale = (product: Product) => product.price !== null && product.stock > 0;

/** A section of the home page: a heading and its carousel. */
const section = (id: string, heading: string, content: SafeHtml, more: SafeHtml | '' = '') =>
  html`<section class="home-section" aria-labelledby="${id}">
    <div class="home-section__head">
      <h2 id="${id}">${heading}</h2>
      ${more}
    </div>
    ${content}
  </section>`;

/** Six shorts: the first three are files the store hosts, the others on Rutube (the stand-in here). */
const shorts = (ctx: StoreCtx, label: string) => {
  const lang = pageLang(ctx);
  return html`<shop-shorts label="${label}"
    >${CLIPS.map(
      (clip) =>
        html`<a
          class="short-link"
          href="${clip.n <= 3 ? `/media/shorts/${clip.n}.mp4` : `/stand-in/rutube/video/${rutubeId(clip)}/`}"
          ${clip.n <= 3 ? '' : html`data-player="rutube"`}
          ><img src="/media/shorts/${clip.n}.svg" alt="" width="180" height="320" loading="lazy" /><span
            class="short-link__title"
            >${clip.title[lang]}</span
          ></a
        >`,
    )}</shop-shorts
  >`;
};

/**
 * The store's home page: the main banner slider, the category carousel, the new and popular products, the
 * services, the shorts, the brands and the articles — a carousel of each docs/behaviour/constants.md preset the home page has.
 */
export function homePage(ctx: StoreCtx, { tail }: PageSettings) {
  const catalog = catalogOf(ctx);
  // a brand's picture is named by its Russian name in every language
  const ruBrands = brandsOf(ctx.state.store.catalog);
  const lang = pageLang(ctx);
  const text = texts(ctx).home;
  const newest = catalog.products
    .filter(onSale)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id)
    .slice(0, CAROUSEL_PRODUCTS);
  const popular = catalog.products
    .filter(onSale)
    .sort((a, b) => b.rating * Math.log1p(b.reviews) - a.rating * Math.log1p(a.reviews) || a.id - b.id)
    .slice(0, CAROUSEL_PRODUCTS);

  const body = html`<h1 class="home-heading">${text.heading}</h1>
    <p class="lead">${text.lead}</p>
    <shop-carousel name="mainCarousel" label="${text.offers}" class="main-slider"
      >${BANNERS.map(
        (banner, i) =>
          html`<a class="banner" href="${localHref(ctx, banner.href)}"
            ><img
              src="/media/banners/${banner.n}.svg"
              alt=""
              width="1200"
              height="400"
              ${i === 0 ? html`fetchpriority="high"` : html`loading="lazy"`}
            /><span class="banner__text"
              ><strong class="banner__title">${banner.title[lang]}</strong
              ><span>${banner.text[lang]}</span></span
            ></a
          >`,
      )}</shop-carousel
    >
    ${section(
      'home-catalog',
      text.catalog,
      html`<shop-carousel name="categories" label="${text.catalog}"
        >${catalog.categories.map(
          (category, index) =>
            html`<a class="category-tile" href="${localHref(ctx, categoryUrl(category))}"
              ><img
                src="${productImageUrl(catalog.productsOf(category.id)[0]!, 0)}"
                alt=""
                width="200"
                height="150"
                ${index < FIRST_TILES ? '' : html`loading="lazy"`}
              /><span>${categoryName(ctx, category)}</span></a
            >`,
        )}</shop-carousel
      >`,
    )}
    ${section(
      'home-newest',
      text.newest,
      html`<shop-carousel name="productsCarousel" label="${text.newest}"
        >${productCards(ctx, newest, belowTheFold)}</shop-carousel
      >`,
    )}
    ${section(
      'home-popular',
      text.popular,
      html`<shop-carousel name="productsCarousel" label="${text.popular}"
        >${productCards(ctx, popular, belowTheFold)}</shop-carousel
      >`,
    )}
    ${section(
      'home-services',
      text.services,
      html`<shop-carousel name="bannersCarousel" label="${text.services}"
        >${PROMOS.map(
          (promo) =>
            html`<a class="promo-tile" href="${localHref(ctx, promo.href)}"
              ><img src="/media/promos/${promo.n}.svg" alt="" width="300" height="200" loading="lazy" /><span
                >${promo.title[lang]}</span
              ></a
            >`,
        )}</shop-carousel
      >`,
    )}
    ${section('home-shorts', text.shorts, shorts(ctx, text.shorts))}
    ${section(
      'home-brands',
      text.brands,
      html`<shop-carousel name="smallCarousel" label="${text.brands}"
        >${brandsOf(catalog).map(
          (brand, index) =>
            html`<a class="brand-tile" href="${localHref(ctx, `/search?q=${encodeURIComponent(brand)}`)}"
              ><img
                src="/media/brands/${brandSlug(ruBrands[index]!)}.svg"
                alt="${brand}"
                width="240"
                height="120"
                loading="lazy"
            /></a>`,
        )}</shop-carousel
      >`,
    )}
    ${section(
      'home-articles',
      text.articles,
      html`<shop-carousel name="articlesCarousel" label="${text.articles}"
        >${ARTICLES.map((article) => articleCard(ctx, article))}</shop-carousel
      >`,
      html`<a class="home-section__more" href="${localHref(ctx, '/articles')}">${text.allArticles}</a>`,
    )}`;
  return layout(ctx, { title: text.title, body, tail });
}
