import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { gazetteer } from '../../demo-pages/data/gazetteer.ts';
import { builtInZones, distanceMeters, zoneOf, type LatLon } from '../../shared/domain/geo.ts';
import { routeLine } from '../../shared/domain/wkt.ts';
import { startStore } from './harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the services' JSON
type Json = any;

describe('the outside-service stand-ins (docs/behaviour/calls.md "External services")', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(store.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const token = { Authorization: 'Token demo-token' };
  const suggest = (body: unknown) => post('/stand-in/suggestions/suggest/address', body, token);
  const locality = (query: string) =>
    suggest({ query, count: 10, from_bound: { value: 'city' }, to_bound: { value: 'city' } });
  const street = (query: string, cityFiasId: string) =>
    suggest({
      query,
      count: 10,
      from_bound: { value: 'street' },
      to_bound: { value: 'house' },
      locations: [{ city_fias_id: cityFiasId }],
      restrict_value: true,
    });

  describe('address suggestions (DaData protocol)', () => {
    it('the gazetteer holds at least 30 Moscow and Moscow-region localities, each with streets and houses', async () => {
      const zones = await builtInZones();
      const moscow = gazetteer().filter((l) => ['Москва', 'Московская'].includes(l.region.name));
      assert.ok(moscow.length >= 30, `${moscow.length} localities`);
      for (const l of moscow) {
        assert.ok(l.streets.length >= 3, l.name);
        assert.match(l.fiasId, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        assert.notEqual(zoneOf(l.point, zones), 'outside', `${l.name} lies in the delivery zones`);
        // a town is wholly inside or wholly outside the ring, so its addresses price alike
        for (const s of l.streets) {
          assert.ok(s.houses.length > 0);
          for (const h of s.houses)
            assert.equal(zoneOf(h.point, zones), zoneOf(l.point, zones), `${l.name} ${s.name}`);
        }
      }
      assert.ok(
        gazetteer().some((l) => !['Москва', 'Московская'].includes(l.region.name)),
        'other regions too',
      );
    });

    it('refuses a request without the right Authorization: Token header with 401', async () => {
      const body = { query: 'Хим' };
      assert.equal((await post('/stand-in/suggestions/suggest/address', body)).status, 401);
      const wrong = await post('/stand-in/suggestions/suggest/address', body, {
        Authorization: 'Token nope',
      });
      assert.equal(wrong.status, 401);
      const geo = await post('/stand-in/suggestions/geolocate/address', { lat: 55.75, lon: 37.6 });
      assert.equal(geo.status, 401);
    });

    it('locality search bounded city to city answers {suggestions: [{value, data}]} with the docs/behaviour/data.md fields', async () => {
      const { status, body } = await locality('хим');
      assert.equal(status, 200);
      assert.equal(body.suggestions.length, 1);
      const [khimki] = body.suggestions;
      assert.equal(khimki.value, 'Московская обл, г Химки');
      assert.deepEqual(
        {
          region: khimki.data.region,
          region_with_type: khimki.data.region_with_type,
          area_with_type: khimki.data.area_with_type,
          city_with_type: khimki.data.city_with_type,
          fias_level: khimki.data.fias_level,
        },
        {
          region: 'Московская',
          region_with_type: 'Московская обл',
          area_with_type: 'г.о. Химки',
          city_with_type: 'г Химки',
          fias_level: '4',
        },
      );
      assert.match(khimki.data.city_fias_id, /^[0-9a-f-]{36}$/);
      assert.ok(Math.abs(Number(khimki.data.geo_lat) - 55.889) < 0.01);
      assert.ok(Math.abs(Number(khimki.data.geo_lon) - 37.445) < 0.01);
      // no streets or houses within the city→city bound
      assert.ok(body.suggestions.every((s: Json) => s.data.street_with_type === null));
    });

    it('finds Moscow itself first, by the region "Москва", and other regions’ towns too', async () => {
      const moscow = (await locality('моск')).body.suggestions;
      assert.equal(moscow[0].value, 'г Москва');
      assert.equal(moscow[0].data.region, 'Москва');
      assert.equal(moscow[0].data.city_with_type, 'г Москва');
      const tver = (await locality('Тверь')).body.suggestions;
      assert.equal(tver[0].value, 'Тверская обл, г Тверь');
      assert.equal(tver[0].data.region, 'Тверская');
      assert.deepEqual((await locality('   ')).body.suggestions, []);
      assert.deepEqual((await locality('Нигдеград')).body.suggestions, []);
    });

    it('honours count, at most 20', async () => {
      const many = await suggest({
        query: 'г',
        count: 3,
        from_bound: { value: 'city' },
        to_bound: { value: 'city' },
      });
      assert.equal(many.body.suggestions.length, 3);
    });

    it('street search bounded street to house stays within city_fias_id and drops the restricted parts', async () => {
      const khimki = (await locality('Химки')).body.suggestions[0].data.city_fias_id;
      const streets = (await street('побед', khimki)).body.suggestions;
      assert.deepEqual(
        streets.map((s: Json) => s.value),
        ['пр-кт Победы'],
      );
      assert.equal(streets[0].unrestricted_value, 'Московская обл, г Химки, пр-кт Победы');
      assert.equal(streets[0].data.city_fias_id, khimki);
      assert.equal(streets[0].data.fias_level, '7');
      const houses = (await street('Победы 1', khimki)).body.suggestions;
      assert.equal(houses[0].value, 'пр-кт Победы, д 1', 'the exact house number first');
      assert.ok(houses.every((s: Json) => s.data.house.startsWith('1') && s.data.city_fias_id === khimki));
      assert.equal(houses[0].data.fias_level, '8');
      // the same street name in another town is not offered
      const moscow = (await locality('Москва')).body.suggestions[0].data.city_fias_id;
      assert.deepEqual((await street('Победы', moscow)).body.suggestions, []);
      const tverskaya = (await street('Тверская 7', moscow)).body.suggestions[0];
      assert.equal(tverskaya.value, 'ул Тверская, д 7');
      assert.equal(tverskaya.data.region, 'Москва');
    });

    it('reverse lookup (geolocate/address {lat, lon}) answers the nearest houses first', async () => {
      const house = gazetteer().find((l) => l.name === 'Химки')!.streets[1]!.houses[4]!;
      const { status, body } = await post(
        '/stand-in/suggestions/geolocate/address',
        { lat: house.point[0] + 0.0001, lon: house.point[1] },
        token,
      );
      assert.equal(status, 200);
      const first = body.suggestions[0];
      assert.equal(first.data.house, house.number);
      assert.equal(first.data.city_with_type, 'г Химки');
      assert.match(first.value, /^Московская обл, г Химки, .+, д \d+$/);
      const distances = body.suggestions.map((s: Json) =>
        distanceMeters(
          [house.point[0] + 0.0001, house.point[1]],
          [Number(s.data.geo_lat), Number(s.data.geo_lon)],
        ),
      );
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
      );
      const none = await post('/stand-in/suggestions/geolocate/address', { lat: 0, lon: 0 }, token);
      assert.deepEqual(none.body.suggestions, []);
      const narrow = await post(
        '/stand-in/suggestions/geolocate/address',
        { lat: house.point[0] + 0.01, lon: house.point[1] + 0.05, radius_meters: 50 },
        token,
      );
      assert.deepEqual(narrow.body.suggestions, []);
      assert.equal((await post('/stand-in/suggestions/geolocate/address', { lat: 'x' }, token)).status, 400);
    });
  });

  describe('car routes (2GIS Routing protocol)', () => {
    const request = (from: LatLon, to: LatLon) => ({
      points: [
        { type: 'stop', lon: from[1], lat: from[0] },
        { type: 'stop', lon: to[1], lat: to[0] },
      ],
      locale: 'ru',
      transport: 'driving',
      route_mode: 'fastest',
      traffic_mode: 'jam',
    });

    it('answers result[0] with total_distance = the straight line × 1.3 and a line from start to end', async () => {
      const from: LatLon = [55.8727, 37.4166];
      const to: LatLon = [55.889, 37.445];
      const { status, body } = await post('/stand-in/routing?key=demo-key', request(from, to));
      assert.equal(status, 200);
      const route = body.result[0];
      assert.equal(route.total_distance, Math.round(distanceMeters(from, to) * 1.3));
      const line = routeLine(route);
      assert.ok(line.length >= 3);
      assert.deepEqual(line[0], from);
      assert.deepEqual(line.at(-1), to);
      const pathMetres = route.maneuvers.reduce(
        (sum: number, m: Json) => sum + (m.outcoming_path?.distance ?? 0),
        0,
      );
      assert.equal(pathMetres, route.total_distance);
      assert.match(
        route.maneuvers[0].outcoming_path.geometry[0].selection,
        /^LINESTRING\(37\.4166 55\.8727, /,
      );
    });

    it('refuses a wrong key with 403 and malformed points with 400', async () => {
      const body = request([55.8, 37.4], [55.9, 37.5]);
      assert.equal((await post('/stand-in/routing?key=wrong', body)).status, 403);
      assert.equal((await post('/stand-in/routing', body)).status, 403);
      assert.equal((await post('/stand-in/routing?key=demo-key', { points: [body.points[0]] })).status, 400);
      const bad = { ...body, points: [body.points[0], { type: 'stop', lon: 'x', lat: 1 }] };
      assert.equal((await post('/stand-in/routing?key=demo-key', bad)).status, 400);
    });
  });

  describe('map tiles', () => {
    it('serves a 256×256 PNG for /stand-in/tiles/{z}/{x}/{y}.png', async () => {
      const response = await fetch(`${store.url}/stand-in/tiles/10/619/320.png`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'image/png');
      const png = Buffer.from(await response.arrayBuffer());
      assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      assert.equal(png.readUInt32BE(16), 256);
      assert.equal(png.readUInt32BE(20), 256);
      const idatLength = png.readUInt32BE(33);
      assert.equal(png.subarray(37, 41).toString('ascii'), 'IDAT');
      const raw = inflateSync(png.subarray(41, 41 + idatLength));
      assert.equal(raw.length, (256 * 3 + 1) * 256);
    });

    it('answers 404 outside the tile grid', async () => {
      for (const path of [
        '/stand-in/tiles/2/4/0.png',
        '/stand-in/tiles/-1/0/0.png',
        '/stand-in/tiles/1/0/0.jpg',
        '/stand-in/tiles/30/0/0.png',
      ]) {
        assert.equal((await fetch(store.url + path)).status, 404, path);
      }
    });
  });

  it('the demo config points the elements at the stand-ins', async () => {
    const page = await (await fetch(`${store.url}/checkout`)).text();
    const config = JSON.parse(
      /<script type="application\/json" id="shop-config">([\s\S]*?)<\/script>/.exec(page)![1]!,
    );
    assert.deepEqual(config.suggest, { url: '/stand-in/suggestions', token: 'demo-token' });
    assert.deepEqual(config.routing, { url: '/stand-in/routing', key: 'demo-key' });
    assert.equal(config.map.tiles, '/stand-in/tiles/{z}/{x}/{y}.png');
  });
});
