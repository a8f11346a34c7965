import type { Category } from '../../data/catalog.ts';
import type { StoreCtx } from '../context.ts';
import { langOf, localPath, type Lang } from '../lang.ts';
import { phrasebook, type Say } from './texts/phrasebook.ts';

export type { Say } from './texts/phrasebook.ts';

/**
 * The store's own page text in ru and uz, picked by the shopper's language (lang.ts). A page takes
 * `texts(ctx)`: its keyed sections, and `say('Корзина')` for the shorter texts the pages write in Russian,
 * told in uz by the phrasebooks of texts/ (ru as written). Links go through `localHref(ctx, path)`, so a uz
 * shopper stays in uz. uz must have every ru key.
 */
const RU = {
  home: {
    title: 'Главная',
    heading: 'Строительные и отделочные материалы с монтажом',
    lead: 'Доставка по Москве и Московской области, подъём на этаж и установка нашими мастерами.',
    offers: 'Акции',
    catalog: 'Каталог',
    newest: 'Новинки',
    popular: 'Популярное',
    services: 'Сервисы и услуги',
    shorts: 'Видео о ремонте',
    brands: 'Бренды',
    articles: 'Статьи и советы',
    allArticles: 'Все статьи',
  },
  articles: {
    title: 'Статьи и советы',
    lead: 'Как выбрать материалы, подготовить помещение и принять работу мастера.',
    read: 'Читать',
    home: 'Главная',
    contents: 'Содержание',
    products: 'Товары из статьи',
    more: 'Другие статьи',
    enlarge: 'Нажмите на фото, чтобы увеличить',
  },
  contacts: {
    title: 'Контакты',
    shop: 'Главный магазин',
    city: 'Москва',
    street: 'Варшавское шоссе, 87',
    hours: 'Ежедневно с 9:00 до 21:00.',
    way: 'Как добраться: от метро «Южная» 10 минут пешком.',
  },
  product: {
    similar: 'Похожие товары',
    askPrice: 'Узнать цену',
  },
};

type Texts = typeof RU;

const UZ: Texts = {
  home: {
    title: 'Bosh sahifa',
    heading: 'O‘rnatish xizmati bilan qurilish va pardozlash materiallari',
    lead: 'Moskva va Moskva viloyati bo‘ylab yetkazib berish, qavatga ko‘tarish va ustalarimiz tomonidan o‘rnatish.',
    offers: 'Aksiyalar',
    catalog: 'Katalog',
    newest: 'Yangi mahsulotlar',
    popular: 'Ommabop',
    services: 'Servislar va xizmatlar',
    shorts: 'Ta’mirlash haqida videolar',
    brands: 'Brendlar',
    articles: 'Maqolalar va maslahatlar',
    allArticles: 'Barcha maqolalar',
  },
  articles: {
    title: 'Maqolalar va maslahatlar',
    lead: 'Materiallarni qanday tanlash, xonani tayyorlash va usta ishini qabul qilish haqida.',
    read: 'O‘qish',
    home: 'Bosh sahifa',
    contents: 'Mundarija',
    products: 'Maqoladagi mahsulotlar',
    more: 'Boshqa maqolalar',
    enlarge: 'Kattalashtirish uchun rasmni bosing',
  },
  contacts: {
    title: 'Aloqa',
    shop: 'Asosiy do‘kon',
    city: 'Moskva',
    street: 'Varshavskoye shossesi, 87',
    hours: 'Har kuni 9:00 dan 21:00 gacha.',
    way: 'Qanday borish mumkin: «Yujnaya» metrosidan 10 daqiqa piyoda.',
  },
  product: {
    similar: 'O‘xshash mahsulotlar',
    askPrice: 'Narxini bilish',
  },
};

const TEXTS: Record<Lang, Texts> = { ru: RU, uz: UZ };

export const texts = (ctx: StoreCtx): Texts & { lang: Lang; say: Say } => {
  const lang = langOf(ctx);
  return { ...TEXTS[lang], lang, say: phrasebook(lang) };
};

/** A link of the store that keeps the shopper's language: `?lang=uz` for uz, as it is for ru. */
export const localHref = (ctx: StoreCtx, path: string): string => localPath(langOf(ctx), path);

/** A category's name in the shopper's language (the catalogue's vocabulary, data/catalog-uz.ts). */
export const categoryName = (ctx: StoreCtx, category: Category): string =>
  ctx.state.store.catalogs[langOf(ctx)].categoryById.get(category.id)?.name ?? category.name;

/** A date as the language writes it: '12 сентября 2025 г.', '12-sentabr, 2025'. */
export const longDate = (ctx: StoreCtx, iso: string): string =>
  new Intl.DateTimeFormat(langOf(ctx) === 'uz' ? 'uz-Latn' : 'ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
