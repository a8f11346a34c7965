import { expect } from '@open-wc/testing';
import { resolveConfig } from '../../../shared/config.ts';
import { geocode, mapLink } from '../../../shared/services/geocoder.ts';
import { setPageConfig } from '../../helpers/page.ts';

describe('the geocoder adapter (Yandex Geocoder HTTP API 1.x) and the map-service link', () => {
  const standIn = { url: '/stand-in/geocoder/1.x/', apikey: 'demo-geocoder-key' };
  afterEach(() => setPageConfig());

  it('the config key defaults to Yandex: the geocoder, no key, and Yandex Maps for the link', () => {
    expect(resolveConfig({ storeId: '1' }, 'ru', []).geocoder).to.deep.equal({
      url: 'https://geocode-maps.yandex.ru/1.x/',
      apikey: '',
      mapLink: 'https://yandex.ru/maps/?text={address}',
    });
  });

  it("gives the point of 'city, address' as [lat, lon] (the answer's pos is 'lon lat')", async () => {
    setPageConfig({ storeId: '1', geocoder: standIn });
    expect(await geocode('Москва, Варшавское шоссе, 87')).to.deep.equal([55.650412, 37.613353]);
  });

  it('null when nothing is found; a refused call rejects', async () => {
    setPageConfig({ storeId: '1', geocoder: standIn });
    expect(await geocode('Москва, Несуществующая улица, 5')).to.equal(null);
    setPageConfig({ storeId: '1', geocoder: { ...standIn, apikey: 'wrong' } });
    let failed: unknown = null;
    await geocode('Москва, Варшавское шоссе, 87').catch((error: unknown) => (failed = error));
    expect((failed as { status?: number } | null)?.status).to.equal(403);
  });

  it('the link puts the address into the map service URL of the config', () => {
    setPageConfig({ storeId: '1', geocoder: { mapLink: 'https://maps.example/search?q={address}&z=17' } });
    expect(mapLink('Москва, Тверская улица, 7')).to.equal(
      `https://maps.example/search?q=${encodeURIComponent('Москва, Тверская улица, 7')}&z=17`,
    );
  });
});
