import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { captureConsole } from '../../helpers/console.ts';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';
import { press } from '../../helpers/pointer.ts';

const STAND_INS = {
  storeId: '1',
  map: { tiles: '/stand-in/tiles/{z}/{x}/{y}.png', attribution: 'Демо' },
  geocoder: { url: '/stand-in/geocoder/1.x/', apikey: 'demo-geocoder-key' },
};

/** the map, far below the first screen so it is not near the viewport yet */
const markup = (attributes = 'city="Москва" address="Варшавское шоссе, 87"') =>
  `<div id="above" style="height: 2400px">Выше карты</div><shop-contact-map ${attributes} style="--shop-map-height: 300px"><address>Москва, Варшавское шоссе, 87</address></shop-contact-map><p id="below">Ниже карты</p>`;

const requested = (part: string) =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));

async function contactMap(attributes?: string, config: Record<string, unknown> = STAND_INS) {
  setPageConfig(config);
  await import('../../../elements/shop-contact-map/shop-contact-map.ts');
  const page = mount(markup(attributes));
  const host = await ready(page.querySelector('shop-contact-map'));
  const root = shadow(host);
  return {
    page,
    host,
    canvas: root.querySelector<HTMLElement>('[part=canvas]')!,
    link: () => root.querySelector<HTMLAnchorElement>('[part=link]'),
    failed: () => root.querySelector('[part=failed]'),
  };
}

/** the colour at the middle of the map, from the layer canvases OpenLayers drew (topmost first) */
function centreColours(canvas: HTMLElement): number[][] {
  return [...canvas.querySelectorAll('canvas')].reverse().map((layer) => {
    const context = layer.getContext('2d')!;
    return [...context.getImageData(Math.floor(layer.width / 2), Math.floor(layer.height / 2), 1, 1).data];
  });
}
/** a pixel of the marker's disc, of the colour '#rrggbb' */
const isMarker =
  (colour: string) =>
  ([r, g, b, a]: number[]) =>
    [r, g, b].every((value, i) => Math.abs(value! - parseInt(colour.slice(1 + 2 * i, 3 + 2 * i), 16)) < 12) &&
    a! > 200;
/** the shop's accent by default (shared/ui/base.css, docs/theming.md) */
const DEFAULT_ACCENT = '#c2410c';

describe('shop-contact-map (docs/behaviour/content.md contact page map, docs/behaviour/constants.md contact map zoom 17)', () => {
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
  });

  // first: nothing of the map has loaded in this page yet
  it('before it comes near the viewport nothing is geocoded or loaded: the address and a link to a map service show', async () => {
    const { host, page, link } = await contactMap();
    expect(host.getAttribute('state')).to.equal('waiting');
    expect(requested('/stand-in/geocoder/'), 'the geocoder').to.equal(false);
    expect(requested('ol-map'), 'OpenLayers').to.equal(false);
    const address = page.querySelector('address')!;
    expect(address.getBoundingClientRect().height).to.be.greaterThan(10);
    expect(link()!.textContent).to.equal('Открыть на карте');
    expect(link()!.href).to.equal(
      `https://yandex.ru/maps/?text=${encodeURIComponent('Москва, Варшавское шоссе, 87')}`,
    );
  });

  it('its attribution is text and http(s) links: a form, a field, a picture or a script link from the config is dropped', async () => {
    const { host, canvas } = await contactMap(undefined, {
      ...STAND_INS,
      map: {
        tiles: STAND_INS.map.tiles,
        attribution:
          '© <a href="https://www.openstreetmap.org/copyright">OSM</a> <b>Демо</b>' +
          '<form action="https://evil.example/"><input type="password" name="pwd"><button>Войти</button></form>' +
          '<img src="https://evil.example/p.png"><a href="javascript:alert(1)">ссылка</a>',
      },
    });
    host.scrollIntoView({ block: 'center' });
    await until(() => canvas.querySelector('.ol-attribution li'), 'the attribution');
    const shown = canvas.querySelector('.ol-attribution ul')!;
    expect(shown.querySelectorAll('form, input, button, img, b')).to.have.length(0);
    expect([...shown.querySelectorAll('a')].map((link) => link.getAttribute('href'))).to.deep.equal([
      'https://www.openstreetmap.org/copyright',
      null,
    ]);
    expect(shown.textContent).to.contain('OSM Демо');
  });

  it("near the viewport it geocodes 'city, address' and centres the map there at zoom 17 with a zoom control and one marker", async () => {
    const { host, canvas } = await contactMap();
    host.scrollIntoView({ block: 'center' });
    await until(() => host.getAttribute('state') === 'shown', 'the map shown');
    expect(requested('/stand-in/geocoder/1.x/?apikey=demo-geocoder-key')).to.equal(true);
    expect(host.getAttribute('point')).to.equal('55.650412,37.613353');
    await until(() => canvas.hasAttribute('data-rendered'), 'the first frame');
    expect(canvas.dataset.zoom).to.equal('17');
    expect(canvas.querySelector('button[title="Приблизить"]')).to.not.equal(null);
    expect(canvas.querySelector('button[title="Отдалить"]')).to.not.equal(null);
    expect(centreColours(canvas).some(isMarker(DEFAULT_ACCENT)), 'the marker at the centre').to.equal(true);
  });

  it("the marker takes the shop's accent: a theme's --shop-accent colours it", async () => {
    const { host, canvas, page } = await contactMap();
    page.style.setProperty('--shop-accent', '#1565c0');
    host.scrollIntoView({ block: 'center' });
    await until(() => canvas.hasAttribute('data-rendered'), 'the first frame');
    expect(centreColours(canvas).some(isMarker('#1565c0')), 'the marker in the theme colour').to.equal(true);
    expect(centreColours(canvas).some(isMarker(DEFAULT_ACCENT)), 'no marker in the default colour').to.equal(
      false,
    );
  });

  it('nothing moves when the map appears: the host keeps the map height from the start', async () => {
    const { host, page } = await contactMap();
    const below = page.querySelector('#below')!;
    const before = below.getBoundingClientRect().top - host.getBoundingClientRect().top;
    host.scrollIntoView({ block: 'center' });
    await until(() => host.getAttribute('state') === 'shown', 'the map shown');
    expect(below.getBoundingClientRect().top - host.getBoundingClientRect().top).to.equal(before);
  });

  it('scroll-zoom is disabled; the zoom control zooms', async () => {
    const { host, canvas } = await contactMap();
    host.scrollIntoView({ block: 'center' });
    await until(() => canvas.hasAttribute('data-rendered'), 'the first frame');
    const box = canvas.getBoundingClientRect();
    const [clientX, clientY] = [box.x + box.width / 2, box.y + box.height / 2];
    for (let turn = 0; turn < 3; turn++)
      canvas
        .querySelector('.ol-viewport')!
        .dispatchEvent(
          new WheelEvent('wheel', { deltaY: -300, clientX, clientY, bubbles: true, cancelable: true }),
        );
    await press(canvas.querySelector('button[title="Приблизить"]')!);
    await until(() => canvas.dataset.zoom === '18', 'one step in, from 17 (the wheel did nothing)');
  });

  it('the keys zoom the map only while it has the focus', async () => {
    const { host, canvas, page } = await contactMap();
    host.scrollIntoView({ block: 'center' });
    await until(() => canvas.hasAttribute('data-rendered'), 'the first frame');
    page.querySelector<HTMLElement>('#above')!.tabIndex = -1;
    page.querySelector<HTMLElement>('#above')!.focus({ preventScroll: true });
    await sendKeys({ press: '+' });
    canvas.focus();
    await sendKeys({ press: '+' });
    await until(() => canvas.dataset.zoom === '18', 'one step in: only the key aimed at the map');
  });

  it('takes lat and lon instead of geocoding', async () => {
    const { host } = await contactMap('lat="55.7558" lon="37.6173"');
    host.scrollIntoView({ block: 'center' });
    await until(() => host.getAttribute('state') === 'shown', 'shown');
    expect(host.getAttribute('point')).to.equal('55.7558,37.6173');
  });

  for (const [name, attributes, config, reason] of [
    [
      'the geocoder finds nothing',
      'city="Москва" address="Несуществующая улица, 5"',
      STAND_INS,
      'Error: the geocoder found nothing for "Москва, Несуществующая улица, 5"',
    ],
    [
      'the geocoder refuses the key',
      undefined,
      { ...STAND_INS, geocoder: { ...STAND_INS.geocoder, apikey: 'wrong' } },
      'ApiError: HTTP 403',
    ],
    [
      'the geocoder cannot be reached',
      undefined,
      { ...STAND_INS, geocoder: { url: '/stand-in/no-geocoder/' } },
      'ApiError: HTTP 404',
    ],
    // docs/checkout-without-services.md: tiles "" is no map service
    [
      'no map tiles in the config',
      'lat="55.7558" lon="37.6173"',
      { ...STAND_INS, map: { tiles: '' } },
      'Error: the page config names no map tiles',
    ],
  ] as const) {
    it(`geocode failure fallback (${name}): the address stays readable, a note and the map-service link show, and a console warning says why`, async () => {
      const logged = captureConsole();
      const { host, page, link, failed } = await contactMap(attributes, config);
      host.scrollIntoView({ block: 'center' });
      await until(() => host.getAttribute('state') === 'failed', 'failed');
      expect(failed()!.textContent).to.equal('Не удалось показать карту.');
      expect(link()!.getBoundingClientRect().height).to.be.greaterThan(10);
      expect(page.querySelector('address')!.getBoundingClientRect().height).to.be.greaterThan(10);
      expect(host.hasAttribute('point')).to.equal(false);
      expect(logged.warnings).to.deep.equal([
        `[shop-elements] <shop-contact-map> shows the address without the map: ${reason}`,
      ]);
    });
  }
});
