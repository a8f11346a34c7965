import type { Category, Product } from '../../data/catalog.ts';
import {
  chipsOf,
  normaliseFilter,
  toApplied,
  withoutChip,
  type Filter,
  type RawFilter,
  type Selection,
} from '../../../shared/domain/filters.ts';
import type { StoreCtx } from '../context.ts';
import { baseDefinitions, facets, selectionFromQuery, selectionQuery } from '../facets.ts';
import { html, jsonScript, type SafeHtml } from '../html.ts';
import { categoryUrl } from '../urls.ts';
import { productCards } from './cards.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { catalogOf, langOf, localPath, type Lang } from '../lang.ts';
import { texts, type Say } from './texts.ts';

export const PAGE_SIZE = 48;

/** The sorts of the listing: the select's value → its label (the default is by popularity). */
export const SORTS: [string, string][] = [
  ['', 'По популярности'],
  ['price', 'Сначала дешевле'],
  ['price_desc', 'Сначала дороже'],
  ['rating', 'По рейтингу'],
  ['name', 'По названию'],
  ['new', 'Новинки'],
];

/** 'N товар/товара/товаров' by the Russian plural rule (docs/behaviour/constants.md); uz '{n} ta mahsulot'. */
export function productsWord(n: number, lang: Lang = 'ru'): string {
  if (lang === 'uz') return `${n} ta mahsulot`;
  const tens = n % 100;
  const ones = n % 10;
  if (n === 0) return '0 товаров';
  if (ones === 1 && (tens < 11 || tens > 19)) return `${n} товар`;
  if (ones >= 2 && ones <= 4 && (tens < 11 || tens > 19)) return `${n} товара`;
  return `${n} товаров`;
}

const byPrice = (direction: 1 | -1) => (a: Product, b: Product) => {
  if (a.price === null || b.price === null) return a.price === null ? (b.price === null ? 0 : 1) : -1;
  return (a.price - b.price) * direction;
};

/** The listing order: price up and down (request-price goods last), rating, name, newest. */
export function sortProducts(products: Product[], sort: string | null, order: string | null): Product[] {
  const direction = order === 'desc' ? -1 : 1;
  const list = [...products];
  switch (sort) {
    case 'price':
      return list.sort(byPrice(direction));
    case 'price_desc':
      return list.sort(byPrice(-1));
    case 'rating':
      return list.sort((a, b) => (a.rating - b.rating) * (order === 'asc' ? 1 : -1) || a.id - b.id);
    case 'name':
      return list.sort((a, b) => a.name.localeCompare(b.name, 'ru') * direction);
    case 'new':
      return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    default:
      return list;
  }
}

const plainName = (name: string) => name.replace(/<[^>]*>/g, '');

/**
 * The server-rendered filters: what shows before the element upgrades and without scripts. Laid out as the
 * element will be, so nothing moves when it takes over: the applied filters as chips (links without that
 * filter), then on a phone a 'Фильтры' opener (a <details>) and on a wider screen the sections (a GET form).
 */
function filtersFallback(
  definitions: RawFilter[],
  normalised: Filter[],
  selection: Selection,
  keep: SafeHtml,
  baseUrl: string,
  say: Say,
) {
  const chips = chipsOf(selection, normalised);
  const chipList = chips.length
    ? html`<ul class="filters-fallback__chips" aria-label="${say('Применённые фильтры')}">
        ${chips.map((chip) => {
          const rest = selectionQuery(withoutChip(selection, chip), normalised);
          if (keep.value.includes('name="lang"')) rest.set('lang', 'uz');
          const label =
            chip.itemId === undefined ? `${chip.from ?? ''} - ${chip.to ?? ''}` : (chip.value ?? '');
          return html`<li>
            <a class="filters-fallback__chip" href="${baseUrl}${rest.size ? `?${rest}` : ''}"
              >${label} <span aria-hidden="true">×</span></a
            >
          </li>`;
        })}
      </ul>`
    : '';
  return html`${chipList}
    <details class="filters-fallback">
      <summary class="filters-fallback__opener">${say('Фильтры')}</summary>
      ${filtersForm(definitions, normalised, selection, keep, say)}
    </details>`;
}

function filtersForm(
  definitions: RawFilter[],
  normalised: Filter[],
  selection: Selection,
  keep: SafeHtml,
  say: Say,
) {
  return html`<form class="filters-fallback__form" method="get">
    ${keep}
    ${normalised.map((filter, index) => {
      const raw = definitions[index]!;
      const name = /^\d+$/.test(filter.key) ? `a${filter.key}` : filter.key;
      const chosen = selection[filter.key];
      const body =
        filter.type === 'range'
          ? html`<div class="filters-fallback__range">
              <input
                type="number"
                name="${name}_from"
                placeholder="${raw.from ?? filter.min}"
                aria-label="${say('от')}"
                value="${!Array.isArray(chosen) ? (chosen?.from ?? '') : ''}"
              />
              <input
                type="number"
                name="${name}_to"
                placeholder="${raw.to ?? filter.max}"
                aria-label="${say('до')}"
                value="${!Array.isArray(chosen) ? (chosen?.to ?? '') : ''}"
              />
            </div>`
          : html`<ul class="filters-fallback__options">
              ${(raw.items ?? []).map(
                (item) =>
                  html`<li>
                    <label
                      ><input
                        type="checkbox"
                        name="${name}"
                        value="${String(item.id)}"
                        ${Array.isArray(chosen) && chosen.includes(String(item.id)) ? 'checked' : ''}
                      />
                      ${String(item.value)} (${item.count ?? 0})</label
                    >
                  </li>`,
              )}
            </ul>`;
      return html`<details ${filter.open || chosen ? 'open' : ''}>
        <summary>${plainName(filter.name)}</summary>
        ${body}
      </details>`;
    })}
    <button class="btn" type="submit">${say('Показать')}</button>
  </form>`;
}

/**
 * The bench's long listing (`?cards=480`), only in a store started for the bench (SHOP_BENCH_LISTING=1): the
 * category's goods repeated to that many cards, since a category holds fewer. Shoppers always get 48 a page.
 */
function benchCards(ctx: StoreCtx, products: Product[]): Product[] | null {
  const cards = Number.parseInt(ctx.url.searchParams.get('cards') ?? '', 10);
  if (!ctx.state.store.benchListing || !(cards > 0) || !products.length) return null;
  return Array.from({ length: Math.min(cards, 2000) }, (_, i) => products[i % products.length]!);
}

/**
 * A category listing from its URL: filters (price_from/_to, in_stock, manufacturers, a{id}, a{id}_from/_to),
 * sort and order, page; the chips' data and the definitions for <shop-filters>; 48 cards a page.
 */
export function categoryPage(ctx: StoreCtx, { tail }: PageSettings, category: Category) {
  const lang = langOf(ctx);
  const { say } = texts(ctx);
  const href = (path: string) => localPath(lang, path);
  // the page's category, products and filters in the shopper's language
  category = catalogOf(ctx).categoryById.get(category.id) ?? category;
  const all = catalogOf(ctx).productsOf(category.id);
  const params = ctx.url.searchParams;
  const normalisedBase = baseDefinitions(category, all, lang).map(normaliseFilter);
  const selection = selectionFromQuery(params, normalisedBase);
  const result = facets(category, all, selection, lang);
  const products = sortProducts(result.matching, params.get('sort'), params.get('order'));
  const pages = Math.max(1, Math.ceil(products.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const shown = benchCards(ctx, products) ?? products.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const pageUrl = (n: number) => {
    const url = new URL(ctx.url);
    if (n === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(n));
    return url.pathname + url.search;
  };
  const applied = toApplied(selection, result.normalised);
  const sort = params.get('sort') ?? '';
  const listingQuery = selectionQuery(selection, result.normalised);
  for (const name of ['sort', 'order', 'lang'])
    if (params.get(name)) listingQuery.set(name, params.get(name)!);
  const listingUrl = categoryUrl(category) + (listingQuery.size ? `?${listingQuery}` : '');
  // the filter form's GET keeps the sort and the language
  const kept = html`${['sort', 'order', 'lang'].map((name) =>
    params.get(name) ? html`<input type="hidden" name="${name}" value="${params.get(name)}" />` : '',
  )}`;
  const brandTags = category.brands.map(
    (brand) =>
      html`<li>
        <a
          href="${href(`${categoryUrl(category)}?${new URLSearchParams({ manufacturers: brand }).toString()}`)}"
          >${category.noun} ${brand}</a
        >
      </li>`,
  );

  const body = html`<nav class="breadcrumbs" aria-label="${say('Навигационная цепочка')}">
      <a href="${href('/')}">${say('Главная')}</a> / <span aria-current="page">${category.name}</span>
    </nav>
    <h1>${category.name}</h1>
    <shop-tags class="tags-panel" single-line
      ><ul class="tags">
        ${brandTags}
      </ul></shop-tags
    >
    <div class="listing">
      <aside class="listing__filters" aria-label="${say('Фильтры')}">
        <shop-filters category-id="${category.id}">
          <script type="application/json">
            ${jsonScript({ filters: result.filters, applied, total: products.length, url: listingUrl })}
          </script>
          ${filtersFallback(result.filters, result.normalised, selection, kept, categoryUrl(category), say)}
        </shop-filters>
      </aside>
      <div class="listing__main">
        <div class="listing-toolbar">
          <p class="listing-total">${productsWord(products.length, lang)}</p>
          <shop-sort>
            <label class="sort-label"
              >${say('Сортировка')}
              <select name="sort">
                ${SORTS.map(
                  ([value, label]) =>
                    html`<option value="${value}" ${value === sort ? 'selected' : ''}>${say(label)}</option>`,
                )}
              </select></label
            >
          </shop-sort>
          <shop-view-toggle for="cards" class="view-toggle">
            <button type="button" data-view="grid" aria-pressed="true">${say('Плиткой')}</button>
            <button type="button" data-view="list" aria-pressed="false">${say('Списком')}</button>
          </shop-view-toggle>
        </div>
        ${
          shown.length
            ? html`<div class="cards" id="cards">${productCards(ctx, shown)}</div>`
            : html`<div class="listing-empty" id="cards">
                <p>${say('Ничего не найдено. Измените условия фильтра.')}</p>
                <a class="btn btn--secondary" href="${href(categoryUrl(category))}"
                  >${say('Сбросить фильтры')}</a
                >
              </div>`
        }
        ${
          pages > 1
            ? html`<nav class="pagination" aria-label="${say('Страницы')}">
                ${Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
                  n === page
                    ? html`<span aria-current="page">${n}</span>`
                    : html`<a href="${pageUrl(n)}">${n}</a>`,
                )}
              </nav>`
            : ''
        }
        <div class="category-text" id="category-text">
          ${
            lang === 'uz'
              ? html`<p>
                    StroyDom’da ${category.name}: ${category.brands.join(', ')} ishlab chiqaruvchilaridan
                    ${productsWord(all.length, lang)}. Buyurtmani Moskva va Moskva viloyati bo‘ylab yetkazib
                    beramiz, qavatga ko‘taramiz va kerak bo‘lsa o‘rnatib beramiz.
                  </p>
                  <p>
                    Mahsulotni tanlashga filtrlar yordam beradi: narx, mavjudlik, ishlab chiqaruvchi va
                    xususiyatlar bo‘yicha. Variantlar yonidagi hisoblagichlar tanlovdan keyin nechta mahsulot
                    qolishini ko‘rsatadi. Menejerlar moslik, yetkazib berish muddati va ish narxi haqidagi
                    savollarga javob beradi.
                  </p>`
              : html`<p>
                    ${category.name} в СтройДоме: ${productsWord(all.length)} от производителей
                    ${category.brands.join(', ')}. Мы привезём заказ по Москве и Московской области, поднимем
                    на этаж и при необходимости выполним монтаж.
                  </p>
                  <p>
                    Подобрать товар помогут фильтры: по цене, наличию, производителю и характеристикам.
                    Счётчики рядом с вариантами показывают, сколько товаров останется после выбора. Менеджеры
                    ответят на вопросы о совместимости, сроках поставки и стоимости работ.
                  </p>`
          }
        </div>
        <shop-show-more for="category-text"
          ><button type="button" class="link-button" aria-expanded="false" aria-controls="category-text">
            ${say('Показать ещё')}
          </button></shop-show-more
        >
      </div>
    </div>`;
  const title = page > 1 ? `${category.name} — ${say('страница')} ${page}` : category.name;
  return layout(ctx, { title, body, tail });
}
