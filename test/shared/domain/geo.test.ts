import { expect } from '@open-wc/testing';
import {
  builtInZones,
  deliveryZones,
  distanceMeters,
  insidePolygon,
  isMoscowRegion,
  nearestPointOnRing,
  zoneOf,
  type LatLon,
} from '../../../shared/domain/geo.ts';
import { getConfig } from '../../../shared/config.ts';
import { setPageConfig } from '../../helpers/page.ts';

// a square 55..56 N, 37..38 E, stored as [lat, lon]
const square: LatLon[] = [
  [55, 37],
  [56, 37],
  [56, 38],
  [55, 38],
];

describe('delivery zones (docs/behaviour/states.md, docs/behaviour/validation.md "Delivery address")', () => {
  it('tests a point inside a polygon of [lat, lon] pairs, swapped to x = lon, y = lat', () => {
    expect(insidePolygon([55.5, 37.5], square)).to.equal(true);
    expect(insidePolygon([55.5, 38.5], square)).to.equal(false);
    // a thin polygon along a meridian: the swap matters (without it the point would be read as lat 37.5)
    const strip: LatLon[] = [
      [50, 37.4],
      [60, 37.4],
      [60, 37.6],
      [50, 37.6],
    ];
    expect(insidePolygon([55, 37.5], strip)).to.equal(true);
    expect(insidePolygon([37.5, 55], strip)).to.equal(false);
  });

  it('decides zone A (inside the ring road) first, then zone B (the region), else outside', async () => {
    const zones = await builtInZones();
    const cases: [string, LatLon, string][] = [
      ['the Kremlin', [55.752, 37.6175], 'a'],
      ['Khimki', [55.889, 37.445], 'b'],
      ['Podolsk', [55.431, 37.545], 'b'],
      ['Tver', [56.859, 35.912], 'outside'],
      ['Tula', [54.193, 37.617], 'outside'],
    ];
    for (const [name, point, zone] of cases) expect(zoneOf(point, zones), name).to.equal(zone);
    expect(zones.a.length).to.be.greaterThan(100);
  });

  it('the config’s zones win over the built-in ones', async () => {
    setPageConfig({ storeId: '1', zones: { a: square, b: square } });
    expect(await deliveryZones(getConfig().zones)).to.deep.equal({ a: square, b: square });
    setPageConfig();
    expect(getConfig().zones).to.equal(null);
    expect((await deliveryZones(getConfig().zones)).a).to.deep.equal((await builtInZones()).a);
  });

  it('finds the nearest point of the ring’s boundary, on a segment or at a corner', () => {
    const cases: [LatLon, LatLon][] = [
      [
        [55.5, 36.5],
        [55.5, 37],
      ], // west of the west side
      [
        [56.5, 37.5],
        [56, 37.5],
      ], // north of the north side
      [
        [56.5, 38.5],
        [56, 38],
      ], // beyond the north-east corner
      [
        [55.5, 37.9],
        [55.5, 38],
      ], // inside, near the east side
    ];
    for (const [point, nearest] of cases) {
      const found = nearestPointOnRing(point, square);
      expect(found[0], `${point}`).to.be.closeTo(nearest[0], 1e-9);
      expect(found[1], `${point}`).to.be.closeTo(nearest[1], 1e-9);
    }
  });

  it('the nearest ring point of a point outside the built-in ring lies on the ring road', async () => {
    const { a } = await builtInZones();
    const khimki: LatLon = [55.889, 37.445];
    const nearest = nearestPointOnRing(khimki, a);
    expect(Math.min(...a.map((p) => distanceMeters(p, nearest)))).to.be.lessThan(1200);
    for (const corner of a) {
      expect(distanceMeters(khimki, corner)).to.be.at.least(distanceMeters(khimki, nearest) - 1e-6);
    }
  });

  it('measures great-circle distances in metres', () => {
    expect(distanceMeters([55.75, 37.6], [55.75, 37.6])).to.equal(0);
    // one degree of latitude ≈ 111.2 km
    expect(distanceMeters([55, 37], [56, 37])).to.be.closeTo(111195, 5);
    // Moscow (Kremlin) to Saint Petersburg (Palace Square) ≈ 634 km
    expect(distanceMeters([55.752, 37.6175], [59.939, 30.3158]) / 1000).to.be.closeTo(634, 3);
  });

  it("Moscow delivery regions are 'Москва' and 'Московская' (docs/behaviour/constants.md)", () => {
    expect(['Москва', 'Московская', 'Тверская', '', null].map(isMoscowRegion)).to.deep.equal([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
