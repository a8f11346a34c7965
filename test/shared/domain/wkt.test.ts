import { expect } from '@open-wc/testing';
import { parseLineString, routeLine, toLineString, type RouteResult } from '../../../shared/domain/wkt.ts';

describe('route line strings (docs/behaviour/data.md "Route result")', () => {
  it("reads 'LINESTRING(lon lat, ...)' into [lat, lon] pairs", () => {
    expect(parseLineString('LINESTRING(37.6 55.7, 37.61 55.71,37.62 55.72)')).to.deep.equal([
      [55.7, 37.6],
      [55.71, 37.61],
      [55.72, 37.62],
    ]);
    expect(parseLineString(' linestring ( 37.5  55.5 ) ')).to.deep.equal([[55.5, 37.5]]);
  });

  it('anything that is not a line string gives no points', () => {
    for (const text of ['', 'POINT(37 55)', 'LINESTRING()', 'LINESTRING(a b)', 'garbage']) {
      expect(parseLineString(text), text).to.deep.equal([]);
    }
  });

  it('joins every maneuver’s outcoming_path.geometry[].selection in order, keeping shared joints once', () => {
    const route: RouteResult = {
      total_distance: 1234,
      maneuvers: [
        { outcoming_path: { geometry: [{ selection: 'LINESTRING(37 55, 37.1 55.1)' }] } },
        {
          outcoming_path: {
            geometry: [
              { selection: 'LINESTRING(37.1 55.1, 37.2 55.2)' },
              { selection: 'LINESTRING(37.2 55.2, 37.3 55.25)' },
            ],
          },
        },
        {}, // the finish has no outcoming path
      ],
    };
    expect(routeLine(route)).to.deep.equal([
      [55, 37],
      [55.1, 37.1],
      [55.2, 37.2],
      [55.25, 37.3],
    ]);
    expect(routeLine({ total_distance: 0, maneuvers: [] })).to.deep.equal([]);
  });

  it('writes points back in the routing service’s format', () => {
    const points: [number, number][] = [
      [55.7, 37.6],
      [55.8, 37.7],
    ];
    expect(toLineString(points)).to.equal('LINESTRING(37.6 55.7, 37.7 55.8)');
    expect(parseLineString(toLineString(points))).to.deep.equal(points);
  });
});
