import { ARTICLES, articleBySlug, type Article } from '../../data/content.ts';
import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { HttpError } from '../http.ts';
import { belowTheFold, productCards } from './cards.ts';
import { catalogOf } from '../lang.ts';
import { layout, pageLang } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, longDate, texts } from './texts.ts';

const ARTICLE_PRODUCTS = 8;

export const articleUrl = (article: Article) => `/articles/${article.slug}`;
const pictureUrl = (article: Article, k: number) => `/media/articles/${article.slug}-${k}.svg`;

/** An article's card in the lists and the articles carousel. */
export const articleCard = (ctx: StoreCtx, article: Article) => {
  const lang = pageLang(ctx);
  return html`<article class="article-card">
    <a class="article-card__link" href="${localHref(ctx, articleUrl(article))}"
      ><img src="${pictureUrl(article, 1)}" alt="" width="800" height="500" loading="lazy" />
      <span class="article-card__title">${article.title[lang]}</span></a
    >
    <p class="article-card__lead">${article.lead[lang]}</p>
    <p class="article-card__date"><time datetime="${article.date}">${longDate(ctx, article.date)}</time></p>
  </article>`;
};

/** /articles: every article, newest first. */
export function articlesPage(ctx: StoreCtx, { tail }: PageSettings) {
  const text = texts(ctx).articles;
  const body = html`<h1>${text.title}</h1>
    <p class="lead">${text.lead}</p>
    <div class="article-list">
      ${[...ARTICLES].sort((a, b) => b.date.localeCompare(a.date)).map((article) => articleCard(ctx, article))}
    </div>`;
  return layout(ctx, { title: text.title, body, tail });
}

/**
 * /articles/:slug: the text with its pictures in a lightbox, the contents in a disclosure (closed on phones),
 * and the goods of the article's category in the articleProducts carousel.
 */
export function articlePage(ctx: StoreCtx, { tail }: PageSettings, slug: string) {
  const article = articleBySlug.get(slug);
  if (!article) throw new HttpError(404, 'Not found.');
  const catalog = catalogOf(ctx);
  const lang = pageLang(ctx);
  const text = texts(ctx).articles;
  const category = catalog.categoryBySlug.get(article.category);
  const products = category
    ? catalog
        .productsOf(category.id)
        .filter((product) => product.price !== null && product.stock > 0)
        .slice(0, ARTICLE_PRODUCTS)
    : [];
  const others = ARTICLES.filter((other) => other !== article).slice(0, 3);
  const sectionId = (k: number) => `section-${k}`;

  const body = html`<nav
      class="breadcrumbs"
      aria-label="${lang === 'uz' ? 'Navigatsiya' : 'Навигационная цепочка'}"
    >
      <a href="${localHref(ctx, '/')}">${text.home}</a> /
      <a href="${localHref(ctx, '/articles')}">${text.title}</a> /
      <span aria-current="page">${article.title[lang]}</span>
    </nav>
    <article class="article">
      <h1>${article.title[lang]}</h1>
      <p class="article__date"><time datetime="${article.date}">${longDate(ctx, article.date)}</time></p>
      <p class="lead">${article.lead[lang]}</p>
      <shop-disclosure class="article__contents" closed-media="(max-width: 575px)"
        ><details open>
          <summary>${text.contents}</summary>
          <ol>
            ${article.sections.map(
              (section, i) => html`<li><a href="#${sectionId(i + 1)}">${section.heading[lang]}</a></li>`,
            )}
          </ol>
        </details></shop-disclosure
      >
      <shop-lightbox class="article__body">
        <p class="article__hint">${text.enlarge}</p>
        ${article.sections.map(
          (section, i) =>
            html`<section aria-labelledby="${sectionId(i + 1)}">
              <h2 id="${sectionId(i + 1)}">${section.heading[lang]}</h2>
              <figure class="article__figure">
                <a href="${pictureUrl(article, i + 1)}"
                  ><img
                    src="${pictureUrl(article, i + 1)}"
                    alt="${section.heading[lang]}"
                    width="800"
                    height="500"
                    ${i === 0 ? '' : html`loading="lazy"`}
                /></a>
                <figcaption>${section.heading[lang]}</figcaption>
              </figure>
              <p>${section.text[lang]}</p>
            </section>`,
        )}
      </shop-lightbox>
    </article>
    ${
      products.length
        ? html`<section class="home-section" aria-labelledby="article-products">
            <h2 id="article-products">${text.products}</h2>
            <shop-carousel name="articleProducts" label="${text.products}"
              >${productCards(ctx, products, belowTheFold)}</shop-carousel
            >
          </section>`
        : ''
    }
    <section class="home-section" aria-labelledby="more-articles">
      <h2 id="more-articles">${text.more}</h2>
      <div class="article-list">${others.map((other) => articleCard(ctx, other))}</div>
    </section>`;
  return layout(ctx, { title: article.title[lang], body, tail });
}
