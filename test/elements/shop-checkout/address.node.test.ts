import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suggestionPoint } from '../../../elements/shop-checkout/address.ts';

/** Reading an address suggestion (docs/behaviour/data.md "Address suggestion"). */
describe('an address suggestion (elements/shop-checkout/address.ts)', () => {
  it('a suggestion without coordinates has no point', () => {
    assert.equal(suggestionPoint({ data: { geo_lat: null, geo_lon: null } }), null);
    assert.equal(suggestionPoint({ data: { geo_lat: '', geo_lon: '37.2' } }), null);
    assert.deepEqual(suggestionPoint({ data: { geo_lat: '55.1', geo_lon: '37.2' } }), [55.1, 37.2]);
  });
});
