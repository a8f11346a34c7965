import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/shop-checkout/shop-checkout.ts';
import { deliveryZones, nearestPointOnRing, zoneOf, type LatLon } from '../../../shared/domain/geo.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  serverAdd,
  setPageConfig,
  shadow,
  until,
} from '../../helpers/page.ts';
import { STAND_IN_CONFIG, text } from '../../helpers/checkout.ts';
import { suggestionsFor } from '../../helpers/combobox.ts';

const CONFIG = STAND_IN_CONFIG;

interface Seen {
  url: string;
  body: Record<string, unknown>;
}
/** Records the calls to the outside services (they still reach the stand-ins). */
function watchServices() {
  const original = window.fetch;
  const seen: Seen[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/stand-in/')) {
      seen.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : {} });
    }
    return original(input, init);
  });
  return { seen, restore: () => stub.restore() };
}

describe('shop-checkout map (docs/behaviour/states.md "Locality, street and map", docs/behaviour/constants.md maps, timings)', function () {
  // many real keystrokes and clicks per test on a shared, busy machine
  this.timeout(20000);
  let services: ReturnType<typeof watchServices> | null = null;
  let clock: sinon.SinonFakeTimers | null = null;
  beforeEach(async () => {
    setPageConfig(CONFIG);
    sessionStorage.clear();
    await newShopper();
    await serverAdd(14, 1);
  });
  afterEach(() => {
    clock?.restore();
    clock = null;
    services?.restore();
    services = null;
    cleanup();
    sessionStorage.clear();
  });

  const routeCalls = () => services!.seen.filter((s) => s.url.includes('/stand-in/routing'));
  const geolocateCalls = () => services!.seen.filter((s) => s.url.includes('/geolocate/address'));

  /** The checkout with Moscow chosen and delivery by courier, so the map shows; `theme`: more of the host's style. */
  async function withMap(theme = ''): Promise<{ host: HTMLElement; root: ShadowRoot; map: HTMLElement }> {
    const page = mount(`<shop-checkout style="display:block;width:1100px;${theme}"></shop-checkout>`);
    const host = await ready(page.querySelector<HTMLElement>('shop-checkout'));
    await until(() => host.shadowRoot?.querySelector('form'), 'the form');
    const root = shadow(host);
    const locality = root.querySelector<HTMLInputElement>('#checkout-locality')!;
    locality.focus();
    await sendKeys({ type: 'Москва' });
    await suggestionsFor(root, locality, 'Москва');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => root.querySelector('input[value="self"]'), 'delivery types');
    root.querySelector<HTMLInputElement>('input[value="self"]')!.click();
    const map = (await until(
      () => root.querySelector<HTMLElement>('.map .ol-viewport')?.parentElement,
      'the map',
    ))!;
    map.scrollIntoView({ block: 'center' });
    await until(() => map.hasAttribute('data-rendered'), 'the first map frame');
    services = watchServices();
    return { host, root, map };
  }

  async function clickMap(map: HTMLElement, x: 'centre' | 'left') {
    const box = map.getBoundingClientRect();
    const position: [number, number] = [
      Math.round(x === 'centre' ? box.left + box.width / 2 : box.left + 8),
      Math.round(box.top + box.height / 2),
    ];
    await sendMouse({ type: 'click', position });
  }
  /** React runs its effects (where the route is scheduled) after the commit: two frames are enough. */
  const settle = async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  };
  const markerOf = (map: HTMLElement): LatLon | null => {
    const value = map.getAttribute('data-point');
    return value ? (value.split(',').map(Number) as LatLon) : null;
  };

  it('opens at zoom 10 over Moscow with the tiles of the config', async () => {
    // tile URLs of this test's own: Firefox keeps decoded images across pages and reports no resource timing for
    // one it takes from there, and the files before this one showed the same Moscow tiles
    const run = `?run=${Date.now()}`;
    setPageConfig({ ...CONFIG, map: { ...CONFIG.map, tiles: CONFIG.map.tiles + run } });
    const { map } = await withMap();
    await until(
      () =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.includes('/stand-in/tiles/10/') && e.name.endsWith(run)),
      'zoom-10 tiles',
    );
    expect(map.getAttribute('role')).to.equal('application');
  });

  it('a click inside the ring moves the marker, decides zone A, draws no ring or route and fills the address from the first suggestion', async () => {
    const { host, root, map } = await withMap();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    await clickMap(map, 'centre');
    await until(() => markerOf(map), 'the marker');
    await settle();
    const point = markerOf(map)!;
    expect(zoneOf(point, await deliveryZones(null))).to.equal('a');
    expect(host.getAttribute('zone')).to.equal('a');
    expect(map.hasAttribute('data-ring')).to.equal(false);
    clock.tick(1000);
    expect(routeCalls()).to.have.length(0);
    await until(() => geolocateCalls().length === 1, 'the reverse lookup');
    expect(geolocateCalls()[0]!.body).to.include({ lat: point[0], lon: point[1] });
    await until(() => root.querySelector<HTMLInputElement>('#checkout-street')!.value, 'the street filled');
    expect(root.querySelector<HTMLInputElement>('#checkout-locality')!.value).to.equal('г Москва');
    expect(root.querySelector<HTMLInputElement>('#checkout-street')!.value).to.match(/, д \S+$/);
    expect(text(root.querySelector('[data-line="delivery"] dt'))).to.equal('Доставка в пределах МКАДа');
  });

  it("the marker takes the shop's accent: a theme's --shop-accent colours it", async () => {
    const { map } = await withMap('--shop-accent:#1565c0');
    await clickMap(map, 'centre');
    await until(() => markerOf(map), 'the marker');
    // the pixel under the click (the map's centre) on the layer canvases OpenLayers draws: the marker's disc
    const colours = () =>
      [...map.querySelectorAll('canvas')].map((layer) => [
        ...layer.getContext('2d')!.getImageData(layer.width >> 1, layer.height >> 1, 1, 1).data,
      ]);
    const isAccent = ([r, g, b, a]: number[]) =>
      Math.abs(r! - 0x15) < 12 && Math.abs(g! - 0x65) < 12 && Math.abs(b! - 0xc0) < 12 && a! > 200;
    await until(() => colours().some(isAccent), 'the marker drawn in the theme colour');
  });

  it('a click outside the ring draws the ring, and 1000 ms later a car route from the nearest ring point', async () => {
    const { host, root, map } = await withMap();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    await clickMap(map, 'left');
    await until(() => markerOf(map), 'the marker');
    await settle();
    const point = markerOf(map)!;
    const zones = await deliveryZones(null);
    expect(zoneOf(point, zones)).to.not.equal('a');
    expect(host.getAttribute('zone')).to.equal(zoneOf(point, zones));
    await until(() => map.getAttribute('data-ring') === 'shown', 'the ring');
    clock.tick(999);
    expect(routeCalls()).to.have.length(0);
    clock.tick(1);
    await until(() => routeCalls().length === 1, 'the route request');
    const from = nearestPointOnRing(point, zones.a);
    expect(routeCalls()[0]!.body).to.deep.equal({
      points: [
        { type: 'stop', lon: from[1], lat: from[0] },
        { type: 'stop', lon: point[1], lat: point[0] },
      ],
      locale: 'ru',
      transport: 'driving',
      route_mode: 'fastest',
      traffic_mode: 'jam',
    });
    await until(() => Number(map.getAttribute('data-route-points')) > 1, 'the route line');
    expect(text(root.querySelector('[data-line="delivery"] dt'))).to.equal('Доставка по московской области');
  });

  it('clicks within 1000 ms ask for one route, to the last point', async () => {
    const { map } = await withMap();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    await clickMap(map, 'left');
    await until(() => markerOf(map), 'the first marker');
    await settle();
    const first = markerOf(map)!;
    clock.tick(500);
    const box = map.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + 10), Math.round(box.top + box.height * 0.8)],
    });
    await until(() => markerOf(map)![0] !== first[0], 'the marker moves');
    await settle();
    const last = markerOf(map)!;
    clock.tick(999);
    expect(routeCalls()).to.have.length(0);
    clock.tick(1);
    await until(() => routeCalls().length === 1, 'one route request');
    const points = routeCalls()[0]!.body.points as { lat: number; lon: number }[];
    expect([points[1]!.lat, points[1]!.lon]).to.deep.equal(last);
    clock.tick(2000);
    expect(routeCalls()).to.have.length(1);
  });

  it('choosing a street suggestion moves the marker (the keyboard path to the map)', async () => {
    const { root, map } = await withMap();
    const street = root.querySelector<HTMLInputElement>('#checkout-street')!;
    street.focus();
    await sendKeys({ type: 'Арбат 10' });
    await suggestionsFor(root, street, 'Арбат 10');
    const body = services!.seen.filter((s) => s.url.includes('/suggest/address')).pop()!.body;
    expect(body).to.deep.include({ from_bound: { value: 'street' }, to_bound: { value: 'house' } });
    expect((body.locations as { city_fias_id: string }[])[0]!.city_fias_id)
      .to.be.a('string')
      .and.not.equal('');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => markerOf(map), 'the marker');
    expect(street.value).to.match(/Арбат, д 10/);
    const [lat, lon] = markerOf(map)!;
    expect(lat).to.be.within(55.7, 55.8);
    expect(lon).to.be.within(37.5, 37.7);
  });
});
