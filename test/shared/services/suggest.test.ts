import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import * as v from 'valibot';
import { ApiError, http } from '../../../shared/api/client.ts';
import { reverseGeocode, suggestLocality, suggestStreet } from '../../../shared/services/suggest.ts';
import { newShopper, setPageConfig } from '../../helpers/page.ts';

const standIns = {
  storeId: '1',
  suggest: { url: '/stand-in/suggestions', token: 'demo-token' },
};

const sent = (spy: sinon.SinonSpy, index = 0) => {
  const [url, init] = spy.getCall(index).args as [string, RequestInit];
  return { url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) as unknown };
};

describe('address suggestions adapter (docs/behaviour/calls.md, DaData protocol)', () => {
  beforeEach(async () => {
    setPageConfig(standIns);
    await newShopper();
  });
  afterEach(() => {
    sinon.restore();
    setPageConfig();
  });

  it('locality search: POST {url}/suggest/address with Authorization: Token, bounded city to city', async () => {
    const fetchSpy = sinon.spy(window, 'fetch');
    const found = await suggestLocality('Химк');
    expect(found.map((s) => s.value)).to.deep.equal(['Московская обл, г Химки']);
    expect(found[0]!.data.region).to.equal('Московская');
    expect(found[0]!.data.city_fias_id).to.match(/^[0-9a-f-]{36}$/);
    const { url, headers, body } = sent(fetchSpy);
    expect(url).to.equal('/stand-in/suggestions/suggest/address');
    expect(headers.get('Authorization')).to.equal('Token demo-token');
    expect(headers.get('Content-Type')).to.match(/^application\/json/);
    expect(body).to.deep.equal({
      query: 'Химк',
      count: 10,
      from_bound: { value: 'city' },
      to_bound: { value: 'city' },
    });
  });

  it('street search: bounded street to house within the chosen city_fias_id', async () => {
    const [moscow] = await suggestLocality('Москва');
    const fetchSpy = sinon.spy(window, 'fetch');
    const found = await suggestStreet('Тверская 7', moscow!.data.city_fias_id!);
    expect(found[0]!.value).to.equal('ул Тверская, д 7');
    expect(Number(found[0]!.data.geo_lat)).to.be.closeTo(55.76, 0.02);
    expect(sent(fetchSpy).body).to.deep.equal({
      query: 'Тверская 7',
      count: 10,
      from_bound: { value: 'street' },
      to_bound: { value: 'house' },
      locations: [{ city_fias_id: moscow!.data.city_fias_id }],
      restrict_value: true,
    });
  });

  it('reverse lookup: POST {url}/geolocate/address {lat, lon}, nearest address first', async () => {
    const fetchSpy = sinon.spy(window, 'fetch');
    const found = await reverseGeocode([55.7646, 37.6052]);
    expect(found[0]!.value).to.match(/^г Москва, ул Тверская, д \d+$/);
    expect(sent(fetchSpy).url).to.equal('/stand-in/suggestions/geolocate/address');
    expect(sent(fetchSpy).body).to.deep.equal({ lat: 55.7646, lon: 37.6052 });
  });

  it('an outside service gets the Authorization header but never the shop’s X-XSRF-TOKEN', async () => {
    setPageConfig({ ...standIns, suggest: { url: 'https://suggestions.example.test/api', token: 'secret' } });
    const fetchStub = sinon
      .stub(window, 'fetch')
      .callsFake(
        async () => new Response('{"suggestions":[]}', { headers: { 'Content-Type': 'application/json' } }),
      );
    expect(await suggestLocality('Мос')).to.deep.equal([]);
    const { url, headers } = sent(fetchStub);
    expect(url).to.equal('https://suggestions.example.test/api/suggest/address');
    expect(headers.get('Authorization')).to.equal('Token secret');
    expect(headers.has('X-XSRF-TOKEN')).to.equal(false);
    expect(document.cookie).to.contain('XSRF-TOKEN=');
  });

  it('the http client’s headers option adds headers and keeps X-XSRF-TOKEN for the shop’s own calls', async () => {
    const fetchStub = sinon
      .stub(window, 'fetch')
      .callsFake(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    const anything = { name: 'a test call', answer: v.unknown() };
    await http.postJson('/api/1/ru/anything', {}, anything, { headers: { 'X-Extra': 'yes' } });
    await http.get('/api/1/ru/anything', anything);
    expect(sent(fetchStub, 0).headers.get('X-Extra')).to.equal('yes');
    expect(sent(fetchStub, 0).headers.get('X-XSRF-TOKEN')).to.be.a('string').and.not.equal('');
    expect(new Headers((fetchStub.getCall(1).args[1] as RequestInit).headers).has('X-Extra')).to.equal(false);
  });

  it('a wrong token fails with the service’s 401; an aborted request rejects as aborted', async () => {
    setPageConfig({ ...standIns, suggest: { url: '/stand-in/suggestions', token: 'wrong' } });
    const refused = await suggestLocality('Мос').catch((e: unknown) => e);
    expect(refused).to.be.instanceOf(ApiError);
    expect((refused as ApiError).status).to.equal(401);
    setPageConfig(standIns);
    const controller = new AbortController();
    const pending = suggestLocality('Мос', controller.signal).catch((e: unknown) => e);
    controller.abort();
    const aborted = await pending;
    expect(aborted).to.be.instanceOf(ApiError);
    expect((aborted as ApiError).aborted).to.equal(true);
  });
});
