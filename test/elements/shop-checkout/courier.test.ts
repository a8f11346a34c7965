import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/shop-checkout/shop-checkout.ts';
import type { OrderPayload } from '../../../shared/contract/requests.ts';
import { newShopperWithOneLine, STAND_IN_CONFIG, text } from '../../helpers/checkout.ts';
import { captureConsole } from '../../helpers/console.ts';
import { suggestionsFor } from '../../helpers/combobox.ts';
import { mount, ready, shadow, until } from '../../helpers/page.ts';

/** Records the orders the element posts (they still reach the store). */
function watchOrders() {
  const original = window.fetch;
  const orders: OrderPayload[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/\/orders$/.test(new URL(url, location.href).pathname) && init?.method === 'POST')
      orders.push(JSON.parse(String(init.body)) as OrderPayload);
    return original(input, init);
  });
  return { orders, restore: () => stub.restore() };
}

describe('shop-checkout by courier: the keyboard with the map on screen, and what a courier needs', function () {
  // many real keystrokes per test on a shared, busy machine
  this.timeout(30000);
  let watched: ReturnType<typeof watchOrders> | null = null;
  afterEach(() => {
    watched?.restore();
    watched = null;
  });
  const go = newShopperWithOneLine(STAND_IN_CONFIG);

  const field = <T extends HTMLElement = HTMLInputElement>(root: ShadowRoot, id: string) =>
    root.querySelector<T>(`#${id}`)!;
  const submit = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!;

  async function chooseFirst(root: ShadowRoot, id: string, query: string) {
    const input = field(root, id);
    input.focus();
    input.select();
    await sendKeys({ type: query });
    await suggestionsFor(root, input, query);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => input.getAttribute('aria-expanded') === 'false', 'the list closes');
  }

  /** The checkout with the profile filled, the locality chosen and courier delivery on, the map drawn. */
  async function courier(locality = 'Москва') {
    const page = mount('<shop-checkout style="display:block;width:1100px"></shop-checkout>');
    const host = await ready(page.querySelector<HTMLElement>('shop-checkout'));
    await until(() => host.shadowRoot?.querySelector('form'), 'the form');
    const root = shadow(host);
    for (const [id, value] of [
      ['checkout-phone', '89161234567'],
      ['checkout-name', 'Иван Петров'],
      ['checkout-email', 'ivan@example.ru'],
    ] as const) {
      field(root, id).focus();
      await sendKeys({ type: value });
    }
    await chooseFirst(root, 'checkout-locality', locality);
    await until(() => root.querySelector('input[value="self"]'), 'delivery types');
    root.querySelector<HTMLInputElement>('input[value="self"]')!.click();
    const map = (await until(
      () => root.querySelector<HTMLElement>('.map .ol-viewport')?.parentElement,
      'the map',
    ))!;
    await until(() => map.hasAttribute('data-rendered'), 'the first map frame');
    return { host, root, map };
  }

  describe('keys go to the control that has the focus, not to the map', () => {
    it("typed '-' and '+' reach the text fields with the map on screen, and the map keeps its zoom", async () => {
      const { root, map } = await courier();
      await until(() => map.getAttribute('data-zoom') === '10', 'zoom 10');
      root.querySelector<HTMLButtonElement>('.link-button')!.click();
      const comment = await until(
        () => root.querySelector<HTMLTextAreaElement>('#checkout-comment'),
        'comment',
      );
      comment!.focus();
      await sendKeys({ type: 'Тверская-Ямская, код +12-3' });
      expect(comment!.value).to.equal('Тверская-Ямская, код +12-3');
      const name = field(root, 'checkout-name');
      name.focus();
      name.select();
      await sendKeys({ type: 'Анна-Мария' });
      expect(name.value).to.equal('Анна-Мария');
      expect(map.getAttribute('data-zoom')).to.equal('10');
    });

    it('arrows move the caret and change the payment radios, the time and floor selects and the delivery type', async () => {
      const { root } = await courier();
      const name = field(root, 'checkout-name');
      name.focus();
      name.setSelectionRange(name.value.length, name.value.length);
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ type: 'X' });
      expect(name.value).to.equal('Иван ПетрXов');

      const transfer = root.querySelector<HTMLInputElement>(
        'input[name="payment_method"][value="transfer"]',
      )!;
      transfer.focus();
      await sendKeys({ press: 'ArrowUp' });
      await until(
        () => root.querySelector<HTMLInputElement>('input[value="tbank_card"]')!.checked,
        'card chosen by arrow',
      );

      const time = field<HTMLSelectElement>(root, 'checkout-time');
      time.focus();
      await sendKeys({ press: 'ArrowDown' });
      await until(() => time.value === '18:00 - 20:00', 'the next time slot');

      root.querySelector<HTMLInputElement>('input[name="isRiseFloor"]')!.click();
      (await until(
        () => root.querySelector<HTMLInputElement>('input[name="isNotElevator"]'),
        'no elevator',
      ))!.click();
      const floor = (await until(() => root.querySelector<HTMLSelectElement>('#checkout-floor'), 'floors'))!;
      floor.focus();
      await sendKeys({ press: 'ArrowDown' });
      await until(() => floor.value === '2', 'floor 2 by arrow');

      const self = root.querySelector<HTMLInputElement>('input[value="self"]')!;
      self.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await until(
        () => root.querySelector<HTMLInputElement>('input[value="tk_terminal"]')!.checked,
        'the delivery type changed by arrow',
      );
    });

    it('the map is one tab stop, named and described; its own keys (+, −) act only while it has the focus', async () => {
      const { root, map } = await courier();
      expect(map.tabIndex).to.equal(0);
      expect(map.getAttribute('aria-label')).to.equal('Карта доставки: нажмите, чтобы отметить точку');
      expect(text(root.getElementById(map.getAttribute('aria-describedby')!))).to.contain(
        'стрелки двигают её, а + и − меняют масштаб',
      );
      await until(() => map.getAttribute('data-zoom') === '10', 'zoom 10');
      map.focus();
      await sendKeys({ press: '+' });
      await until(() => map.getAttribute('data-zoom') === '11', 'zoomed in by +');
      await sendKeys({ press: '-' });
      await until(() => map.getAttribute('data-zoom') === '10', 'zoomed out by −');
    });
  });

  it("a refused order gives the focus back to 'Оформить заказ', which it lost while the button was disabled", async () => {
    const { root } = await courier();
    await chooseFirst(root, 'checkout-street', 'Тверская 5');
    const original = window.fetch;
    const stub = sinon
      .stub(window, 'fetch')
      .callsFake((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/orders')
          ? Promise.resolve(new Response('{"message":"down"}', { status: 500 }))
          : original(input, init),
      );
    const logged = captureConsole();
    try {
      submit(root).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => !submit(root).disabled && root.activeElement === submit(root), 'the focus back');
      expect(logged.errors).to.deep.equal([
        '[shop-elements] the order could not be placed: ApiError: HTTP 500',
      ]);
    } finally {
      stub.restore();
    }
  });

  describe('what a courier needs', () => {
    it('courier delivery needs a house: a street without a number is refused with a message, one with a number goes out', async () => {
      const { root } = await courier();
      await chooseFirst(root, 'checkout-street', 'Тверская');
      const street = field(root, 'checkout-street');
      expect(street.value).to.equal('ул Тверская');
      expect(street.validationMessage).to.equal('Укажите дом: выберите адрес с номером дома из подсказок');
      watched = watchOrders();
      submit(root).click();
      await until(() => street.matches(':invalid'), 'the street refused');
      expect(watched.orders).to.have.length(0);
      await chooseFirst(root, 'checkout-street', 'Тверская 7');
      expect(street.validity.valid).to.equal(true);
      submit(root).click();
      await until(() => watched!.orders.length === 1, 'the order');
      expect(watched.orders[0]!.delivery_data.address).to.match(/ул Тверская, д 7$/);
      expect(watched.orders[0]!.phone).to.equal('79161234567');
      await until(() => go.called, 'the store accepts it');
    });

    it("'no elevator' needs a floor, and there is no lift charge without one", async () => {
      const { root } = await courier();
      await chooseFirst(root, 'checkout-street', 'Тверская 5');
      root.querySelector<HTMLInputElement>('input[name="isRiseFloor"]')!.click();
      await until(() => root.querySelector('[data-line="lift"]'), 'the lift line with an elevator');
      root.querySelector<HTMLInputElement>('input[name="isNotElevator"]')!.click();
      const floor = (await until(() => root.querySelector<HTMLSelectElement>('#checkout-floor'), 'floors'))!;
      await until(() => !root.querySelector('[data-line="lift"]'), 'no lift line without a floor');
      expect(floor.required).to.equal(true);
      watched = watchOrders();
      submit(root).click();
      await until(() => floor.matches(':invalid'), 'the floor asked for');
      expect(watched.orders).to.have.length(0);
      floor.value = '3';
      floor.dispatchEvent(new Event('change', { bubbles: true }));
      // the 0–50 kg tier: 200 × floor 3 inside the ring
      await until(() => text(root.querySelector('[data-line="lift"] dd')) === '600 ₽', 'the lift line');
      submit(root).click();
      await until(() => watched!.orders.length === 1, 'the order');
      expect(watched.orders[0]!.lift_data).to.deep.equal({ lift_level: 3, lift_price: 600 });
      expect(watched.orders[0]!.delivery_details).to.deep.include({ isNotElevator: true, raiseOnFloor: 3 });
      await until(() => go.called, 'the store accepts it');
    });

    it("no delivery line before its price is known: none in Химки before a street, 'Доставка по московской области' with kopecks as two digits once the route is there", async () => {
      const { root } = await courier('Химки');
      expect(root.querySelector('[data-line="delivery"]')).to.equal(null);
      expect(text(root.querySelector('.summary'))).to.not.contain('МКАД');
      await chooseFirst(root, 'checkout-street', 'Гагарина 2');
      await until(() => root.querySelector('[data-line="delivery"]'), 'the delivery line');
      expect(text(root.querySelector('[data-line="delivery"] dt'))).to.equal(
        'Доставка по московской области',
      );
      for (const amount of root.querySelectorAll('.summary dd'))
        expect(text(amount)).to.match(/^\d{1,3}( \d{3})*(,\d\d)? ₽$/);
    });

    it('a street chosen by its address is brought to the middle of the map, not left at its edge', async () => {
      const { root, map } = await courier('Химки');
      await chooseFirst(root, 'checkout-street', 'Гагарина 2');
      await until(() => map.getAttribute('data-point'), 'the marker');
      const [lat, lon] = map.getAttribute('data-point')!.split(',').map(Number) as [number, number];
      await until(() => {
        const [cLat, cLon] = (map.getAttribute('data-center') ?? '0,0').split(',').map(Number) as [
          number,
          number,
        ];
        return Math.abs(cLat - lat) < 0.001 && Math.abs(cLon - lon) < 0.001;
      }, 'the map centred on the point');
    });

    it("a street query that finds nothing says 'nothing found'", async () => {
      const { root } = await courier();
      const street = field(root, 'checkout-street');
      street.focus();
      await sendKeys({ type: 'Несуществующая' });
      const status = street.closest('.combobox')!.querySelector('.combobox__nothing')!;
      await until(() => text(status) === 'Ничего не найдено', 'nothing found');
      expect(status.getAttribute('role')).to.equal('status');
      await sendKeys({ press: 'Backspace' });
      expect(text(status)).to.equal('');
    });
  });
});
