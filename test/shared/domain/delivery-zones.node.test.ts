import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  builtInZones,
  distanceMeters,
  localityPoint,
  roadDistanceEstimate,
  zoneOf,
} from '../../../shared/domain/geo.ts';

/** The built-in delivery zones' localities and the distance without a route (docs/checkout-without-services.md). */
describe('the localities the delivery zones know, and the road distance without a route', () => {
  it('every locality of the built-in zones lies in zone A or zone B', async () => {
    const zones = await builtInZones();
    assert.ok(zones.localities!.length > 30);
    for (const [name, point] of zones.localities!) assert.notEqual(zoneOf(point, zones), 'outside', name);
    assert.equal(zoneOf(localityPoint('Москва', zones)!, zones), 'a');
  });

  it('a typed name matches whatever its case, ё or е, a leading г, г. or город, punctuation, or the parts around it', async () => {
    const zones = await builtInZones();
    const khimki = localityPoint('Химки', zones);
    assert.ok(khimki);
    for (const typed of [
      'химки',
      'г Химки',
      'г. Химки',
      'г.Химки',
      'город Химки ',
      'Московская обл, г Химки',
    ])
      assert.deepEqual(localityPoint(typed, zones), khimki, typed);
    assert.deepEqual(localityPoint('г. Королев', zones), localityPoint('Королёв', zones));
    for (const unknown of ['Тверь', 'Химкинский', '', 'г'])
      assert.equal(localityPoint(unknown, zones), null, unknown);
    assert.equal(localityPoint('Химки', { a: zones.a, b: zones.b }), null, 'zones without a list know none');
  });

  it('the estimate is the straight line × 1.3 in whole metres', () => {
    const from: [number, number] = [55.9, 37.4];
    const to: [number, number] = [55.95, 37.3];
    assert.equal(roadDistanceEstimate(from, to), Math.round(distanceMeters(from, to) * 1.3));
    assert.equal(roadDistanceEstimate(from, from), 0);
  });
});
