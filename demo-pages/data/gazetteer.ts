/**
 * The demo gazetteer behind the address-suggestion stand-in: Moscow, towns of the Moscow region and a few
 * towns of other regions, each with streets and numbered houses placed along them, FIAS-like ids and
 * coordinates. Deterministic, so suggestions and map points are the same on every run.
 */
import { createHash } from 'node:crypto';

export type LatLon = [number, number];

export interface Region {
  /** DaData's `region`, e.g. 'Москва', 'Московская' */
  name: string;
  /** DaData's `region_with_type`, e.g. 'г Москва', 'Московская обл' */
  withType: string;
  fiasId: string;
}

export interface House {
  number: string;
  point: LatLon;
  fiasId: string;
  postalCode: string;
}

export interface Street {
  type: string;
  name: string;
  fiasId: string;
  houses: House[];
}

export interface Locality {
  /** 'г' (city) */
  type: string;
  name: string;
  region: Region;
  /** DaData's area_with_type (a district or an urban okrug); null for cities of federal significance */
  area: string | null;
  fiasId: string;
  kladrId: string;
  point: LatLon;
  population: number;
  streets: Street[];
}

/** A FIAS-like GUID derived from a name, stable across runs. */
export function fiasIdOf(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const region = (name: string, withType: string): Region => ({ name, withType, fiasId: fiasIdOf(withType) });

const MOSCOW = region('Москва', 'г Москва');
const MOSCOW_REGION = region('Московская', 'Московская обл');

interface StreetSeed {
  type: string;
  name: string;
  from: LatLon;
  to: LatLon;
  houses: number;
}

interface LocalitySeed {
  name: string;
  region: Region;
  area: string | null;
  point: LatLon;
  population: number;
  streets?: StreetSeed[];
}

/** Real Moscow streets, roughly along their real course. */
const MOSCOW_STREETS: StreetSeed[] = [
  { type: 'ул', name: 'Тверская', from: [55.7572, 37.613], to: [55.7706, 37.5955], houses: 30 },
  { type: 'ул', name: 'Арбат', from: [55.7521, 37.6], to: [55.7465, 37.5837], houses: 50 },
  { type: 'пр-кт', name: 'Ленинский', from: [55.7275, 37.6075], to: [55.6633, 37.5077], houses: 120 },
  { type: 'ул', name: 'Профсоюзная', from: [55.6836, 37.5667], to: [55.6237, 37.5063], houses: 100 },
  { type: 'пр-кт', name: 'Мира', from: [55.7737, 37.6329], to: [55.8279, 37.6389], houses: 110 },
  { type: 'ш', name: 'Варшавское', from: [55.7069, 37.6222], to: [55.6156, 37.6079], houses: 140 },
  { type: 'ул', name: 'Новый Арбат', from: [55.7525, 37.5975], to: [55.7544, 37.5768], houses: 36 },
];

const GENERIC_STREETS: [string, string][] = [
  ['ул', 'Ленина'],
  ['ул', 'Советская'],
  ['ул', 'Мира'],
  ['ул', 'Садовая'],
  ['ул', 'Школьная'],
  ['пр-кт', 'Победы'],
  ['ул', 'Гагарина'],
  ['ул', 'Октябрьская'],
  ['ул', 'Лесная'],
  ['ул', 'Молодёжная'],
];

const MOSCOW_CENTRE: LatLon = [55.7558, 37.6173];

const SEEDS: LocalitySeed[] = [
  {
    name: 'Москва',
    region: MOSCOW,
    area: null,
    point: [55.7558, 37.6173],
    population: 13000,
    streets: MOSCOW_STREETS,
  },
  { name: 'Зеленоград', region: MOSCOW, area: null, point: [55.9825, 37.1814], population: 250 },
  { name: 'Троицк', region: MOSCOW, area: null, point: [55.4847, 37.3075], population: 65 },
  { name: 'Щербинка', region: MOSCOW, area: null, point: [55.5, 37.5597], population: 50 },
  ...(
    [
      ['Балашиха', 'г.о. Балашиха', [55.7961, 37.9381], 520],
      ['Химки', 'г.о. Химки', [55.889, 37.445], 260],
      ['Подольск', 'г.о. Подольск', [55.4312, 37.5447], 310],
      ['Мытищи', 'г.о. Мытищи', [55.9116, 37.7308], 240],
      ['Королёв', 'г.о. Королёв', [55.9162, 37.8545], 225],
      ['Люберцы', 'г.о. Люберцы', [55.6784, 37.8938], 210],
      ['Красногорск', 'г.о. Красногорск', [55.8204, 37.3302], 180],
      ['Одинцово', 'Одинцовский г.о.', [55.678, 37.2779], 140],
      ['Долгопрудный', 'г.о. Долгопрудный', [55.9386, 37.5175], 115],
      ['Реутов', 'г.о. Реутов', [55.7606, 37.8553], 110],
      ['Домодедово', 'г.о. Домодедово', [55.4365, 37.7662], 140],
      ['Видное', 'Ленинский г.о.', [55.5517, 37.7087], 75],
      ['Щёлково', 'г.о. Щёлково', [55.9222, 37.9964], 130],
      ['Пушкино', 'Пушкинский г.о.', [56.0104, 37.8471], 110],
      ['Сергиев Посад', 'Сергиево-Посадский г.о.', [56.3153, 38.1359], 100],
      ['Коломна', 'г.о. Коломна', [55.0794, 38.7783], 140],
      ['Серпухов', 'г.о. Серпухов', [54.9139, 37.4111], 125],
      ['Ногинск', 'Богородский г.о.', [55.8526, 38.4407], 100],
      ['Электросталь', 'г.о. Электросталь', [55.784, 38.4447], 155],
      ['Раменское', 'Раменский г.о.', [55.5669, 38.2303], 120],
      ['Жуковский', 'г.о. Жуковский', [55.5972, 38.1197], 105],
      ['Дмитров', 'Дмитровский г.о.', [56.3441, 37.5205], 70],
      ['Клин', 'г.о. Клин', [56.3333, 36.7333], 78],
      ['Истра', 'г.о. Истра', [55.9142, 36.86], 37],
      ['Наро-Фоминск', 'Наро-Фоминский г.о.', [55.3863, 36.7335], 65],
      ['Чехов', 'г.о. Чехов', [55.1426, 37.4545], 72],
      ['Лобня', 'г.о. Лобня', [56.013, 37.4748], 90],
      ['Фрязино', 'г.о. Фрязино', [55.9606, 38.0456], 60],
      ['Ивантеевка', 'г.о. Пушкинский', [55.9711, 37.9208], 80],
      ['Дзержинский', 'г.о. Дзержинский', [55.6303, 37.85], 55],
      ['Котельники', 'г.о. Котельники', [55.6599, 37.8639], 50],
      ['Лыткарино', 'г.о. Лыткарино', [55.5779, 37.9052], 60],
      ['Звенигород', 'Одинцовский г.о.', [55.73, 36.855], 22],
      ['Солнечногорск', 'г.о. Солнечногорск', [56.1858, 36.977], 52],
      ['Егорьевск', 'г.о. Егорьевск', [55.383, 39.0358], 70],
      ['Орехово-Зуево', 'Орехово-Зуевский г.о.', [55.8067, 38.9618], 118],
      ['Воскресенск', 'г.о. Воскресенск', [55.3173, 38.6526], 90],
      ['Ступино', 'г.о. Ступино', [54.8864, 38.0783], 65],
    ] as [string, string, LatLon, number][]
  ).map(([name, area, point, population]) => ({ name, region: MOSCOW_REGION, area, point, population })),
  {
    name: 'Тверь',
    region: region('Тверская', 'Тверская обл'),
    area: null,
    point: [56.8587, 35.9176],
    population: 420,
  },
  {
    name: 'Тула',
    region: region('Тульская', 'Тульская обл'),
    area: null,
    point: [54.1931, 37.6173],
    population: 470,
  },
  {
    name: 'Калуга',
    region: region('Калужская', 'Калужская обл'),
    area: null,
    point: [54.5138, 36.2612],
    population: 330,
  },
  {
    name: 'Рязань',
    region: region('Рязанская', 'Рязанская обл'),
    area: null,
    point: [54.6269, 39.6916],
    population: 530,
  },
  {
    name: 'Владимир',
    region: region('Владимирская', 'Владимирская обл'),
    area: null,
    point: [56.129, 40.4066],
    population: 350,
  },
  {
    name: 'Ярославль',
    region: region('Ярославская', 'Ярославская обл'),
    area: null,
    point: [57.6261, 39.8845],
    population: 570,
  },
  {
    name: 'Санкт-Петербург',
    region: region('Санкт-Петербург', 'г Санкт-Петербург'),
    area: null,
    point: [59.9391, 30.3159],
    population: 5600,
  },
];

const along = (from: LatLon, to: LatLon, t: number): LatLon => [
  Math.round((from[0] + (to[0] - from[0]) * t) * 1e6) / 1e6,
  Math.round((from[1] + (to[1] - from[1]) * t) * 1e6) / 1e6,
];

/** Four generic streets per town, each about 1.5 km long, fanning out from the centre away from Moscow. */
function genericStreets(seed: LocalitySeed, index: number): StreetSeed[] {
  const cosLat = Math.cos((seed.point[0] * Math.PI) / 180);
  const away = Math.atan2(seed.point[0] - MOSCOW_CENTRE[0], (seed.point[1] - MOSCOW_CENTRE[1]) * cosLat);
  return [0, 1, 2, 3].map((k) => {
    const [type, name] = GENERIC_STREETS[(index * 3 + k) % GENERIC_STREETS.length]!;
    const angle = away + ((k - 1.5) * 40 * Math.PI) / 180;
    const end: LatLon = [
      seed.point[0] + 0.0135 * Math.sin(angle),
      seed.point[1] + (0.0135 * Math.cos(angle)) / cosLat,
    ];
    return { type, name, from: along(seed.point, end, 0.05), to: end, houses: 24 + ((index + k) % 4) * 6 };
  });
}

function build(): Locality[] {
  return SEEDS.map((seed, index) => {
    const fiasId = fiasIdOf(`${seed.region.withType}, г ${seed.name}`);
    const kladrId = `${String(50 + (index % 40)).padStart(2, '0')}${String(index + 1).padStart(11, '0')}`;
    const streets = (seed.streets ?? genericStreets(seed, index)).map((street, s) => ({
      type: street.type,
      name: street.name,
      fiasId: fiasIdOf(`${fiasId} ${street.type} ${street.name}`),
      houses: Array.from({ length: street.houses }, (_, h) => ({
        number: String(h + 1),
        point: along(street.from, street.to, street.houses === 1 ? 0 : h / (street.houses - 1)),
        fiasId: fiasIdOf(`${fiasId} ${street.name} ${h + 1}`),
        postalCode: String(100000 + ((index * 97 + s * 13 + Math.floor(h / 10)) % 90000)),
      })),
    }));
    return {
      type: 'г',
      name: seed.name,
      region: seed.region,
      area: seed.area,
      fiasId,
      kladrId,
      point: seed.point,
      population: seed.population,
      streets,
    };
  });
}

let cached: Locality[] | undefined;

/** Every locality of the gazetteer, Moscow first. */
export function gazetteer(): Locality[] {
  return (cached ??= build());
}
