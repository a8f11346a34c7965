import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ApiError } from '../../../shared/api/client.ts';
import { distanceMeters } from '../../../shared/domain/geo.ts';
import { routeLine } from '../../../shared/domain/wkt.ts';
import { carRoute } from '../../../shared/services/routing.ts';
import { newShopper, setPageConfig } from '../../helpers/page.ts';

const standIns = { storeId: '1', routing: { url: '/stand-in/routing', key: 'demo-key' } };

describe('car route adapter (docs/behaviour/calls.md, 2GIS Routing protocol)', () => {
  beforeEach(async () => {
    setPageConfig(standIns);
    await newShopper();
  });
  afterEach(() => {
    sinon.restore();
    setPageConfig();
  });

  it('POSTs {url}?key={key} with two stops, locale, driving, fastest, jam, and reads result[0]', async () => {
    const fetchSpy = sinon.spy(window, 'fetch');
    const route = await carRoute([55.8727, 37.4166], [55.889, 37.445]);
    const [url, init] = fetchSpy.getCall(0).args as [string, RequestInit];
    expect(url).to.equal('/stand-in/routing?key=demo-key');
    expect(init.method).to.equal('POST');
    expect(JSON.parse(String(init.body))).to.deep.equal({
      points: [
        { type: 'stop', lon: 37.4166, lat: 55.8727 },
        { type: 'stop', lon: 37.445, lat: 55.889 },
      ],
      locale: 'ru',
      transport: 'driving',
      route_mode: 'fastest',
      traffic_mode: 'jam',
    });
    expect(route!.total_distance).to.equal(
      Math.round(distanceMeters([55.8727, 37.4166], [55.889, 37.445]) * 1.3),
    );
    expect(routeLine(route!)[0]).to.deep.equal([55.8727, 37.4166]);
    expect(routeLine(route!).at(-1)).to.deep.equal([55.889, 37.445]);
  });

  it('null when the service finds no route; never sends X-XSRF-TOKEN to the outside service', async () => {
    setPageConfig({ ...standIns, routing: { url: 'https://routing.example.test/global', key: 'k&1' } });
    const fetchStub = sinon
      .stub(window, 'fetch')
      .callsFake(
        async () =>
          new Response('{"result":[],"type":"result"}', { headers: { 'Content-Type': 'application/json' } }),
      );
    expect(await carRoute([55.8, 37.4], [55.9, 37.5])).to.equal(null);
    const [url, init] = fetchStub.getCall(0).args as [string, RequestInit];
    expect(url).to.equal('https://routing.example.test/global?key=k%261');
    expect(new Headers(init.headers).has('X-XSRF-TOKEN')).to.equal(false);
  });

  it('a wrong key fails with the service’s 403', async () => {
    setPageConfig({ ...standIns, routing: { url: '/stand-in/routing', key: 'wrong' } });
    const error = await carRoute([55.8, 37.4], [55.9, 37.5]).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).status).to.equal(403);
  });
});
