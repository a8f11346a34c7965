/**
 * The reference store's content, generated like the catalogue: banners of the main slider, promo tiles,
 * brands, and articles in Russian and Uzbek, with their pictures as SVG. Deterministic, so every run (and
 * every test) sees the same pages.
 */
import type { Catalog } from './catalog.ts';

export type Lang = 'ru' | 'uz';
export type Text = Record<Lang, string>;

export interface Banner {
  n: number;
  title: Text;
  text: Text;
  href: string;
  hue: number;
}

export const BANNERS: Banner[] = [
  {
    n: 1,
    title: {
      ru: 'Монтаж под ключ от наших мастеров',
      uz: 'Ustalarimizdan kalit topshirish sharti bilan o‘rnatish',
    },
    text: { ru: 'Замер бесплатно, гарантия на работы 2 года', uz: 'O‘lchash bepul, ishlarga 2 yil kafolat' },
    href: '/montazh',
    hue: 24,
  },
  {
    n: 2,
    title: { ru: 'Скидки на ламинат до 30%', uz: 'Laminatga 30% gacha chegirmalar' },
    text: {
      ru: 'Классы 32–34, фаска 4V, в наличии на складе',
      uz: '32–34-sinflar, 4V faska, omborda mavjud',
    },
    href: '/catalog/laminat',
    hue: 32,
  },
  {
    n: 3,
    title: { ru: 'Доставка по Москве и области', uz: 'Moskva va viloyat bo‘ylab yetkazib berish' },
    text: {
      ru: 'Подъём на этаж и разгрузка в день доставки',
      uz: 'Yetkazib berilgan kuni qavatga ko‘tarish va tushirish',
    },
    href: '/contacts',
    hue: 205,
  },
  {
    n: 4,
    title: { ru: 'Кондиционеры с установкой', uz: 'O‘rnatish bilan konditsionerlar' },
    text: { ru: 'Монтаж сплит-системы за один день', uz: 'Split-tizimni bir kunda o‘rnatish' },
    href: '/catalog/kondicionery',
    hue: 185,
  },
];

export interface Promo {
  n: number;
  title: Text;
  href: string;
  hue: number;
}

export const PROMOS: Promo[] = [
  {
    n: 1,
    title: { ru: 'Калькуляторы материалов', uz: 'Material kalkulyatorlari' },
    href: '/calculators',
    hue: 140,
  },
  { n: 2, title: { ru: 'Наши магазины', uz: 'Bizning do‘konlarimiz' }, href: '/stores', hue: 210 },
  { n: 3, title: { ru: 'Монтаж и замер', uz: 'O‘rnatish va o‘lchash' }, href: '/montazh', hue: 20 },
  { n: 4, title: { ru: 'Статьи и советы', uz: 'Maqolalar va maslahatlar' }, href: '/articles', hue: 280 },
  { n: 5, title: { ru: 'Сравнение товаров', uz: 'Mahsulotlarni taqqoslash' }, href: '/compare', hue: 330 },
  { n: 6, title: { ru: 'Контакты', uz: 'Aloqa' }, href: '/contacts', hue: 60 },
];

export interface Section {
  heading: Text;
  text: Text;
}

export interface Article {
  slug: string;
  /** the catalogue category whose goods the article shows */
  category: string;
  date: string;
  title: Text;
  lead: Text;
  /** one picture per section */
  sections: Section[];
  hue: number;
}

export const ARTICLES: Article[] = [
  {
    slug: 'kak-vybrat-laminat',
    category: 'laminat',
    date: '2025-09-12',
    hue: 32,
    title: {
      ru: 'Как выбрать ламинат: класс, толщина и фаска',
      uz: 'Laminatni qanday tanlash kerak: sinf, qalinlik va faska',
    },
    lead: {
      ru: 'Три параметра решают, сколько прослужит пол и как он будет выглядеть.',
      uz: 'Polning qancha xizmat qilishi va qanday ko‘rinishini uchta ko‘rsatkich belgilaydi.',
    },
    sections: [
      {
        heading: { ru: 'Класс износостойкости', uz: 'Yeyilishga chidamlilik sinfi' },
        text: {
          ru: 'Для спальни хватит 32 класса, для прихожей и кухни берите 33 или 34: они выдерживают песок с обуви и передвижение мебели.',
          uz: 'Yotoqxona uchun 32-sinf yetarli, dahliz va oshxona uchun 33 yoki 34-sinfni oling: ular poyabzaldagi qum va mebel surilishiga bardosh beradi.',
        },
      },
      {
        heading: { ru: 'Толщина панели', uz: 'Panel qalinligi' },
        text: {
          ru: 'Панели 8 мм подходят для ровного основания, 10–12 мм лучше гасят шаги и скрывают мелкие неровности стяжки.',
          uz: '8 mm panellar tekis asos uchun mos, 10–12 mm panellar qadam tovushini yaxshiroq yutadi va styajkaning mayda notekisliklarini yashiradi.',
        },
      },
      {
        heading: { ru: 'Фаска', uz: 'Faska' },
        text: {
          ru: 'Фаска 4V делает пол похожим на массив и прячет стыки; без фаски покрытие выглядит монолитным.',
          uz: '4V faska polni yaxlit yog‘ochga o‘xshatadi va choklarni yashiradi; faskasiz qoplama yaxlit ko‘rinadi.',
        },
      },
    ],
  },
  {
    slug: 'ukladka-plitki-v-vannoy',
    category: 'plitka',
    date: '2025-08-28',
    hue: 200,
    title: {
      ru: 'Укладка плитки в ванной: с чего начать',
      uz: 'Vannaxonaga plitka yotqizish: nimadan boshlash kerak',
    },
    lead: {
      ru: 'Гидроизоляция, раскладка и затирка — порядок работ, который не даст плитке отойти.',
      uz: 'Gidroizolyatsiya, joylashtirish va choklarni to‘ldirish — plitka ko‘chib ketmasligi uchun ishlar tartibi.',
    },
    sections: [
      {
        heading: { ru: 'Гидроизоляция', uz: 'Gidroizolyatsiya' },
        text: {
          ru: 'Пол и стены у ванны покрывают обмазочной гидроизоляцией с заходом на стены на 20 см, углы проклеивают лентой.',
          uz: 'Vanna yonidagi pol va devorlar surtiladigan gidroizolyatsiya bilan devorga 20 sm chiqarib qoplanadi, burchaklarga lenta yopishtiriladi.',
        },
      },
      {
        heading: { ru: 'Раскладка', uz: 'Joylashtirish' },
        text: {
          ru: 'Начинайте от самой заметной стены, чтобы подрезка ушла в углы за дверью и за ванной.',
          uz: 'Eng ko‘zga tashlanadigan devordan boshlang, shunda kesilgan bo‘laklar eshik va vanna ortidagi burchaklarga tushadi.',
        },
      },
      {
        heading: { ru: 'Затирка швов', uz: 'Choklarni to‘ldirish' },
        text: {
          ru: 'Для ванной выбирайте эпоксидную затирку: она не впитывает воду и не темнеет со временем.',
          uz: 'Vannaxona uchun epoksid chok to‘ldirgichini tanlang: u suv shimmaydi va vaqt o‘tishi bilan qoraymaydi.',
        },
      },
    ],
  },
  {
    slug: 'montazh-mezhkomnatnoy-dveri',
    category: 'dveri',
    date: '2025-07-15',
    hue: 30,
    title: { ru: 'Монтаж межкомнатной двери за один день', uz: 'Xonalararo eshikni bir kunda o‘rnatish' },
    lead: {
      ru: 'Что подготовить до приезда мастера и как проверить работу.',
      uz: 'Usta kelishidan oldin nimani tayyorlash va ishni qanday tekshirish kerak.',
    },
    sections: [
      {
        heading: { ru: 'Проём', uz: 'Eshik o‘rni' },
        text: {
          ru: 'Проём должен быть на 6–8 см шире полотна: этого хватит на коробку и монтажную пену.',
          uz: 'Eshik o‘rni tabaqadan 6–8 sm kengroq bo‘lishi kerak: bu rama va montaj ko‘pigi uchun yetadi.',
        },
      },
      {
        heading: { ru: 'Коробка и петли', uz: 'Rama va oshiq-moshiqlar' },
        text: {
          ru: 'Коробку выставляют по уровню в двух плоскостях, петли врезают до запенивания.',
          uz: 'Rama ikki tekislikda sath bo‘yicha o‘rnatiladi, oshiq-moshiqlar ko‘pik bilan to‘ldirishdan oldin o‘yib qo‘yiladi.',
        },
      },
      {
        heading: { ru: 'Проверка', uz: 'Tekshirish' },
        text: {
          ru: 'Открытая дверь не должна сама закрываться или открываться, зазор по периметру — 3–4 мм.',
          uz: 'Ochiq eshik o‘z-o‘zidan yopilmasligi yoki ochilmasligi kerak, atrofidagi tirqish 3–4 mm.',
        },
      },
    ],
  },
  {
    slug: 'vybor-kondicionera',
    category: 'kondicionery',
    date: '2025-06-02',
    hue: 185,
    title: {
      ru: 'Кондиционер для квартиры: площадь, инвертор и монтаж',
      uz: 'Kvartira uchun konditsioner: maydon, inverter va o‘rnatish',
    },
    lead: {
      ru: 'Как подобрать мощность и почему монтаж важнее бренда.',
      uz: 'Quvvatni qanday tanlash va nega o‘rnatish brenddan muhimroq.',
    },
    sections: [
      {
        heading: { ru: 'Площадь помещения', uz: 'Xona maydoni' },
        text: {
          ru: 'На 10 м² при потолке до 3 м нужен 1 кВт холода; для солнечной стороны добавьте 20%.',
          uz: 'Shifti 3 m gacha bo‘lgan 10 m² ga 1 kVt sovutish kerak; quyoshli tomon uchun 20% qo‘shing.',
        },
      },
      {
        heading: { ru: 'Инвертор', uz: 'Inverter' },
        text: {
          ru: 'Инверторный компрессор плавно меняет мощность: тише работает и тратит меньше электричества.',
          uz: 'Inverter kompressor quvvatni bir tekis o‘zgartiradi: jimroq ishlaydi va kamroq elektr sarflaydi.',
        },
      },
      {
        heading: { ru: 'Монтаж', uz: 'O‘rnatish' },
        text: {
          ru: 'Трассу вакуумируют перед запуском; без этого компрессор служит вдвое меньше.',
          uz: 'Ishga tushirishdan oldin trassadan havo so‘rib olinadi; busiz kompressor ikki baravar kam xizmat qiladi.',
        },
      },
    ],
  },
  {
    slug: 'pokraska-sten',
    category: 'kraski',
    date: '2025-05-20',
    hue: 280,
    title: { ru: 'Покраска стен без разводов', uz: 'Devorlarni dog‘siz bo‘yash' },
    lead: {
      ru: 'Грунт, валик и два слоя — простая технология ровного цвета.',
      uz: 'Grunt, valik va ikki qatlam — bir tekis rang uchun oddiy usul.',
    },
    sections: [
      {
        heading: { ru: 'Подготовка', uz: 'Tayyorgarlik' },
        text: {
          ru: 'Стену шлифуют, обеспыливают и грунтуют: грунт выравнивает впитываемость.',
          uz: 'Devor silliqlanadi, changdan tozalanadi va gruntlanadi: grunt shimuvchanlikni tenglashtiradi.',
        },
      },
      {
        heading: { ru: 'Инструмент', uz: 'Asboblar' },
        text: {
          ru: 'Валик с ворсом 9–12 мм даёт ровный слой на матовых красках, углы прокрашивают кистью заранее.',
          uz: '9–12 mm tukli valik mat bo‘yoqlarda tekis qatlam beradi, burchaklar oldindan mo‘yqalam bilan bo‘yaladi.',
        },
      },
      {
        heading: { ru: 'Два слоя', uz: 'Ikki qatlam' },
        text: {
          ru: 'Второй слой наносят после высыхания первого, перпендикулярно ему и без пауз на одной стене.',
          uz: 'Ikkinchi qatlam birinchisi qurigandan keyin, unga perpendikulyar va bitta devorda to‘xtamasdan surtiladi.',
        },
      },
    ],
  },
  {
    slug: 'radiatory-otopleniya',
    category: 'radiatory',
    date: '2025-04-08',
    hue: 10,
    title: {
      ru: 'Какие радиаторы выбрать для городской квартиры',
      uz: 'Shahar kvartirasi uchun qanday radiator tanlash kerak',
    },
    lead: {
      ru: 'Давление в системе, материал и число секций.',
      uz: 'Tizimdagi bosim, material va seksiyalar soni.',
    },
    sections: [
      {
        heading: { ru: 'Давление', uz: 'Bosim' },
        text: {
          ru: 'В центральном отоплении бывают гидроудары: берите биметаллические радиаторы с рабочим давлением от 16 атм.',
          uz: 'Markaziy isitishda gidrozarbalar bo‘ladi: ishchi bosimi 16 atm dan yuqori bo‘lgan bimetall radiatorlarni oling.',
        },
      },
      {
        heading: { ru: 'Число секций', uz: 'Seksiyalar soni' },
        text: {
          ru: 'Одна секция на 1,5–2 м² комнаты; для угловой комнаты добавьте ещё одну.',
          uz: 'Xonaning 1,5–2 m² iga bitta seksiya; burchakdagi xona uchun yana bittasini qo‘shing.',
        },
      },
      {
        heading: { ru: 'Подключение', uz: 'Ulash' },
        text: {
          ru: 'Диагональное подключение прогревает радиатор равномерно; краны на подаче позволяют снять его без слива стояка.',
          uz: 'Diagonal ulanish radiatorni bir tekis isitadi; kirishdagi jo‘mraklar uni stoyakni bo‘shatmasdan yechish imkonini beradi.',
        },
      },
    ],
  },
];

export const articleBySlug = new Map(ARTICLES.map((article) => [article.slug, article]));

/** The brands of the brand carousel: the first brand of each category, as the catalogue lists them. */
export function brandsOf(catalog: Catalog): string[] {
  return [...new Set(catalog.categories.flatMap((category) => category.brands.slice(0, 1)))];
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A wide banner picture (3:1): layered shapes in the banner's hue; its text is HTML on the page. */
export function bannerSvg(banner: Banner): string {
  const h = banner.hue;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><rect width="1200" height="400" fill="hsl(${h} 45% 88%)"/><circle cx="980" cy="200" r="260" fill="hsl(${h} 50% 72%)"/><rect x="760" y="120" width="300" height="200" rx="18" fill="hsl(${h} 40% 55%)"/><path d="M0 330 Q300 260 620 340 T1200 320 V400 H0Z" fill="hsl(${h} 35% 80%)"/></svg>`;
}

/** A square promo tile picture. */
export function promoSvg(promo: Promo): string {
  const h = promo.hue;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200"><rect width="300" height="200" fill="hsl(${h} 50% 90%)"/><circle cx="230" cy="70" r="60" fill="hsl(${h} 45% 70%)"/><rect x="30" y="120" width="140" height="50" rx="25" fill="hsl(${h} 40% 60%)"/></svg>`;
}

/** A brand's mark: its name on a light plate. */
export function brandSvg(brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120"><rect width="240" height="120" rx="10" fill="#f4f5f7"/><text x="120" y="68" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#2b3340">${escapeXml(brand)}</text></svg>`;
}

/** An article's picture `k` (1-based): the article's hue, a different shape per picture. */
export function articlePictureSvg(article: Article, k: number): string {
  const h = (article.hue + k * 25) % 360;
  const shapes = [
    `<rect x="140" y="90" width="520" height="300" rx="20" fill="hsl(${h} 45% 62%)"/>`,
    `<circle cx="400" cy="240" r="170" fill="hsl(${h} 50% 58%)"/>`,
    `<path d="M120 420 L400 80 L680 420 Z" fill="hsl(${h} 40% 55%)"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="hsl(${h} 30% 93%)"/>${shapes[(k - 1) % shapes.length]}</svg>`;
}

/** The URL slug of a brand's picture. */
export const brandSlug = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9]+/g, '-');
