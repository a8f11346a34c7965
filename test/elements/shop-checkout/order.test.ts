import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/shop-checkout/shop-checkout.ts';
import { navigation } from '../../../shared/ui/navigate.ts';
import type { OrderPayload } from '../../../shared/contract/requests.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  record,
  serverAdd,
  serverCart,
  setPageConfig,
  shadow,
  until,
} from '../../helpers/page.ts';
import { STAND_IN_CONFIG, text } from '../../helpers/checkout.ts';
import { captureConsole } from '../../helpers/console.ts';
import { freezeStore } from '../../helpers/frozen-store.ts';
import { suggestionsFor } from '../../helpers/combobox.ts';

const CONFIG = STAND_IN_CONFIG;

interface Order {
  body: OrderPayload;
}
/** Records every order the element posts; `answer` may reply instead of the store. */
function watchOrders(answer: () => Response | Promise<Response> | null = () => null) {
  const original = window.fetch;
  const orders: Order[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/\/orders$/.test(new URL(url, location.href).pathname) && init?.method === 'POST') {
      orders.push({ body: JSON.parse(String(init.body)) as OrderPayload });
      const own = await answer();
      if (own) return own;
    }
    return original(input, init);
  });
  return { orders, restore: () => stub.restore() };
}
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

describe('shop-checkout order (docs/behaviour/data.md order, docs/behaviour/states.md checkout, docs/behaviour/errors.md)', function () {
  // many real keystrokes and clicks per test on a shared, busy machine
  this.timeout(20000);
  let watched: ReturnType<typeof watchOrders> | null = null;
  // one stub for the whole file and never restored: an answer arriving after a test, even after the file's last
  // one (a late order checked again under load), must not navigate the test page away and end the file there
  const go = sinon.createSandbox().stub(navigation, 'go');
  beforeEach(async () => {
    setPageConfig(CONFIG);
    sessionStorage.clear();
    await newShopper();
    go.resetHistory();
  });
  afterEach(() => {
    watched?.restore();
    watched = null;
    sinon.restore();
    cleanup();
    sessionStorage.clear();
  });

  async function checkout(): Promise<{ host: HTMLElement; root: ShadowRoot }> {
    const page = mount('<shop-checkout style="display:block;width:1100px"></shop-checkout>');
    const host = await ready(page.querySelector<HTMLElement>('shop-checkout'));
    await until(() => host.shadowRoot?.querySelector('form'), 'the form');
    return { host, root: shadow(host) };
  }
  const field = (root: ShadowRoot, id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;
  const click = (root: ShadowRoot, selector: string) =>
    root.querySelector<HTMLInputElement>(selector)!.click();

  async function typeInto(root: ShadowRoot, id: string, value: string) {
    const input = field(root, id);
    input.focus();
    input.select?.();
    await sendKeys({ type: value });
  }
  async function fillProfile(root: ShadowRoot) {
    await typeInto(root, 'checkout-phone', '9161234567');
    await typeInto(root, 'checkout-name', 'Иван Петров');
    await typeInto(root, 'checkout-email', 'ivan@example.ru');
  }
  async function chooseFirst(root: ShadowRoot, id: string, query: string) {
    const input = field(root, id);
    input.focus();
    await sendKeys({ type: query });
    await suggestionsFor(root, input, query);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => input.getAttribute('aria-expanded') === 'false', 'the list closes');
  }
  async function moscowPickup(root: ShadowRoot) {
    await chooseFirst(root, 'checkout-locality', 'Москва');
    await until(() => root.querySelector('input[value="pickup"]'), 'delivery types');
    click(root, 'input[value="pickup"]');
  }
  const submit = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!;

  it('pickup in Moscow by an individual: the payload of docs/behaviour/data.md and, on success, the loader and the payment URL', async () => {
    await serverAdd(14, 2);
    const { root } = await checkout();
    await fillProfile(root);
    await moscowPickup(root);
    watched = watchOrders();
    submit(root).click();
    await until(() => go.called, 'the navigation');
    const [order] = watched.orders;
    expect(order!.body).to.deep.include({
      name: 'Иван Петров',
      email: 'ivan@example.ru',
      phone: '79161234567',
      legal_type: 'individual',
      delivery_type: 'pickup',
      payment_method: 'transfer',
      payment_data: {},
    });
    expect(order!.body.delivery_data).to.deep.equal({
      address: 'г Москва ',
      distance: 0,
      price: 250,
      response: [],
    });
    for (const absent of ['legal_data', 'lift_data', 'additional_data', 'services']) {
      expect(order!.body, absent).to.not.have.property(absent);
    }
    expect(go.firstCall.args[0]).to.match(/\/order\/\d+\?token=/);
    // the navigation is asked for at once; the loader replaces the button with React's next render
    await until(
      () =>
        !root.querySelector('button[type="submit"]') && root.querySelector('[part="loader"] [role="status"]'),
      'the loader in place of the button',
    );
    expect(sessionStorage.length).to.equal(0);
  });

  it('an organization with INN and installation selected sends legal_data and services', async () => {
    await serverAdd(1, 1);
    await serverAdd(14, 1);
    const { root } = await checkout();
    await fillProfile(root);
    click(root, 'input[value="organization"]');
    await until(() => root.querySelector('#checkout-inn'), 'the INN');
    await typeInto(root, 'checkout-inn', '7707083893');
    click(root, 'input[name="projecting"]');
    click(root, 'input[name="installation"]');
    await until(() => root.querySelector('.install__item input'), 'the installation list');
    click(root, '.install__item input');
    await chooseFirst(root, 'checkout-locality', 'Тверь');
    await until(() => root.querySelector('input[value="tk_terminal"]'), 'the transport company');
    click(root, 'input[value="tk_terminal"]');
    click(root, 'input[value="tbank_card"]');
    watched = watchOrders();
    submit(root).click();
    await until(() => go.called, 'the navigation');
    const body = watched.orders[0]!.body;
    expect(body.legal_type).to.equal('organization');
    expect(body.legal_data).to.deep.equal({ inn: 7707083893 });
    expect(body.services).to.deep.equal({
      projecting: true,
      installment_items: [{ product_id: 1, price: 800 }],
    });
    expect(body.payment_method).to.equal('tbank_card');
    expect(body.delivery_type).to.equal('tk_terminal');
    expect(go.firstCall.args[0]).to.match(/\/stand-in\/bank\//);
  });

  it('delivery inside the ring with lift to floor 5 without elevator, another recipient and a call-back', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    await fillProfile(root);
    await chooseFirst(root, 'checkout-locality', 'Москва');
    await until(() => root.querySelector('input[value="self"]'), 'delivery types');
    click(root, 'input[value="self"]');
    await chooseFirst(root, 'checkout-street', 'Тверская 5');
    await until(() => root.querySelector('.map')?.getAttribute('data-point'), 'the marker');
    await typeInto(root, 'checkout-flat', '12');
    await typeInto(root, 'checkout-entrance', '2');
    click(root, 'input[name="isRiseFloor"]');
    await until(() => root.querySelector('input[name="isNotElevator"]'), "'no elevator'");
    click(root, 'input[name="isNotElevator"]');
    const floor = (await until(() => root.querySelector<HTMLSelectElement>('#checkout-floor'), 'floors'))!;
    floor.focus();
    floor.value = '5';
    floor.dispatchEvent(new Event('change', { bubbles: true }));
    click(root, 'input[name="isTakesAnotherPerson"]');
    await until(() => root.querySelector('#checkout-recipient-phone'), 'the recipient');
    await typeInto(root, 'checkout-recipient-phone', '9160001122');
    await typeInto(root, 'checkout-recipient-name', 'Анна Петрова');
    click(root, 'input[name="isQuestions"]');
    const call = (await until(
      () => root.querySelector<HTMLSelectElement>('#checkout-call-time'),
      'call time',
    ))!;
    call.value = '20';
    call.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => root.querySelector('[data-line="lift"]'), 'the lift line');
    // tier 0–50 kg: without elevator 200 × floor 5, inside the ring no porter surcharge
    expect(text(root.querySelector('[data-line="lift"] dd'))).to.equal('1 000 ₽');
    watched = watchOrders();
    submit(root).click();
    await until(() => go.called || watched!.orders.length, 'the order');
    const body = watched.orders[0]!.body;
    expect(body.delivery_type).to.equal('self');
    expect(body.delivery_data.address).to.match(/^г Москва ул Тверская, д 5/);
    expect(body.delivery_data.distance).to.equal(0);
    expect(body.lift_data).to.deep.equal({ lift_level: 5, lift_price: 1000 });
    expect(body.additional_data).to.deep.equal({ call_time: '20' });
    expect(body.delivery_details).to.deep.include({
      flat: 12,
      entrance: 2,
      time: '16:00 - 18:00',
      isRiseFloor: true,
      isNotElevator: true,
      raiseOnFloor: 5,
      isTakesAnotherPerson: true,
      recipientPhone: '79160001122',
      recipientFullName: 'Анна Петрова',
      isQuestions: true,
    });
    await until(() => go.called, 'the store accepts it');
  });

  it('delivery outside the ring: a submit before the route arrives sends it at once, with the distance and the route', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    await fillProfile(root);
    await chooseFirst(root, 'checkout-locality', 'Москва');
    await until(() => root.querySelector('input[value="self"]'), 'delivery types');
    click(root, 'input[value="self"]');
    const map = (await until(
      () => root.querySelector<HTMLElement>('.map .ol-viewport')?.parentElement,
      'the map',
    ))!;
    await until(() => map.hasAttribute('data-rendered'), 'the first map frame');
    map.scrollIntoView({ block: 'center' });
    const box = map.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + 8), Math.round(box.top + box.height / 2)],
    });
    await until(() => map.getAttribute('data-ring') === 'shown', 'outside the ring');
    await until(() => field(root, 'checkout-street').value, 'the address of the point');
    watched = watchOrders();
    submit(root).click();
    await until(() => watched!.orders.length, 'the order');
    const body = watched.orders[0]!.body;
    expect(body.delivery_data.distance).to.be.greaterThan(1000);
    expect(body.delivery_data.response).to.have.length(1);
    expect((body.delivery_data.response[0] as { total_distance: number }).total_distance).to.be.closeTo(
      body.delivery_data.distance,
      1,
    );
    expect(body.delivery_details.point).to.have.length(2);
    // tier 0–5000: 1900 + km × 45
    expect(body.delivery_data.price).to.be.closeTo(1900 + (body.delivery_data.distance / 1000) * 45, 0.01);
    await until(() => go.called, 'the store accepts it');
  });

  it('a refused order shows the generic error, highlights the phone for the phone flag, and any change clears it', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    await fillProfile(root);
    await moscowPickup(root);
    watched = watchOrders(() => json({ success: false, errors: ['phone'] }, 422));
    const toasts = record<{ kind: string; message: string }>('shop-toast');
    submit(root).click();
    await until(() => toasts.events.length, 'the error toast');
    toasts.stop();
    expect(toasts.events[0]).to.deep.equal({
      kind: 'error',
      message: 'Что-то пошло не так. Попробуйте ещё раз.',
    });
    await until(
      () => field(root, 'checkout-phone').getAttribute('aria-invalid') === 'true',
      'the phone highlighted',
    );
    expect(go.called).to.equal(false);
    expect(field(root, 'checkout-name').value).to.equal('Иван Петров');
    await typeInto(root, 'checkout-name', 'Иван Петрович');
    await until(() => !field(root, 'checkout-phone').hasAttribute('aria-invalid'), 'the error list cleared');
  });

  it("the 'map' flag shows the map error text", async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    await fillProfile(root);
    await moscowPickup(root);
    watched = watchOrders(() => json({ success: false, errors: ['map'] }, 422));
    submit(root).click();
    await until(() => root.querySelector('.summary__error'), 'the map error');
    expect(text(root.querySelector('.summary__error'))).to.equal('Укажите точку доставки на карте');
  });

  it('success without a safe payment_url is the generic error, and nothing is followed', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    await fillProfile(root);
    await moscowPickup(root);
    watched = watchOrders(() => json({ success: true, payment_url: 'javascript:alert(1)' }));
    const toasts = record<{ kind: string }>('shop-toast');
    const logged = captureConsole();
    submit(root).click();
    await until(() => toasts.events.length, 'the error toast');
    toasts.stop();
    expect(toasts.events[0]!.kind).to.equal('error');
    expect(go.called).to.equal(false);
    await until(() => !submit(root).disabled, 'the button back');
    expect(go.called).to.equal(false);
    expect(logged.errors).to.deep.equal([
      '[shop-elements] the payment_url leads elsewhere: javascript:alert(1)',
    ]);
  });

  it('the submit button is disabled while submitting and a second click sends nothing', async () => {
    await serverAdd(14, 1);
    const { host, root } = await checkout();
    await fillProfile(root);
    await moscowPickup(root);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    watched = watchOrders(async () => {
      await gate;
      return json({ success: false }, 500);
    });
    const logged = captureConsole();
    const button = submit(root);
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    const position: [number, number] = [
      Math.round(box.left + box.width / 2),
      Math.round(box.top + box.height / 2),
    ];
    await sendMouse({ type: 'click', position });
    await until(() => button.disabled, 'disabled');
    expect(host.hasAttribute('busy')).to.equal(true);
    await sendMouse({ type: 'click', position });
    button.form!.requestSubmit();
    release();
    await until(() => !submit(root).disabled, 'enabled again');
    expect(watched.orders).to.have.length(1);
    expect(logged.errors).to.deep.equal([
      '[shop-elements] the order could not be placed: ApiError: HTTP 500',
    ]);
  });

  describe('not confirmed yet (docs/behaviour/errors.md)', () => {
    const NOT_CONFIRMED = {
      kind: 'info',
      message: 'Магазин пока не ответил. Проверим, что получилось, и сообщим.',
    };
    let store: ReturnType<typeof freezeStore> | null = null;
    let toasts: ReturnType<typeof record>;
    beforeEach(() => {
      setPageConfig({ ...CONFIG, budgets: { order: 600 } });
      toasts = record('shop-toast');
    });
    afterEach(() => {
      toasts.stop();
      store?.restore();
      store = null;
    });

    /** A pickup order filled in and sent while the store is frozen, shown 'not confirmed yet'. */
    async function sentUnconfirmed() {
      await serverAdd(14, 1);
      const view = await checkout();
      await fillProfile(view.root);
      await moscowPickup(view.root);
      store = freezeStore();
      submit(view.root).click();
      await until(() => toasts.events.length === 1 && !submit(view.root).disabled, "'not confirmed yet'");
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED]);
      expect(go.called).to.equal(false);
      return view;
    }

    it("an order the store answers after its budget: 'not confirmed yet', then its page from the late answer; one order", async () => {
      await sentUnconfirmed();
      store!.resume();
      await until(() => go.called, 'the order page');
      expect(go.firstCall.args[0]).to.match(/\/order\/\d+\?token=/);
      expect(store!.held.filter((held) => held.path.endsWith('/orders'))).to.have.length(1);
      expect((await serverCart()).items).to.have.length(0);
      expect(sessionStorage.length).to.equal(0);
    });

    it('a second submit while the order is not confirmed is the same order: its key; one order page', async () => {
      const { root } = await sentUnconfirmed();
      submit(root).click();
      await until(
        () => store!.held.filter((held) => held.path.endsWith('/orders')).length === 2,
        'sent again',
      );
      const [first, second] = store!.held.filter((held) => held.path.endsWith('/orders'));
      expect(second!.key).to.equal(first!.key);
      store!.resume();
      await until(() => go.called, 'the order page');
      await until(() => !root.querySelector('button[type="submit"]'), 'done');
      expect(go.callCount).to.equal(1);
      expect(go.firstCall.args[0]).to.match(/\/order\/\d+\?token=/);
    });

    it('the form changed after the order went and the store placed it: sent again, the first order is answered, not a second', async () => {
      const { root } = await sentUnconfirmed();
      await store!.lose(0); // placed, its answer lost on the way
      await typeInto(root, 'checkout-name', 'Иван Петрович Петров');
      store!.restore();
      store = null;
      submit(root).click();
      await until(() => go.called, 'the order page');
      expect(go.firstCall.args[0]).to.match(/\/order\/\d+\?token=/);
      expect(sessionStorage.length).to.equal(0);
    });

    it("a reload keeps the order's key: an order the store placed meanwhile leads to its page, with the cart empty", async () => {
      await sentUnconfirmed();
      await store!.lose(0); // placed, its answer lost on the way
      store!.restore();
      store = null;
      cleanup(); // the reload
      const page = mount('<shop-checkout style="display:block;width:1100px"></shop-checkout>');
      await ready(page.querySelector('shop-checkout')); // the cart is empty: no form to send
      await until(() => go.called, 'the order page');
      expect(go.firstCall.args[0]).to.match(/\/order\/\d+\?token=/);
      expect(sessionStorage.length).to.equal(0);
    });
  });

  it('everything typed survives a failed submit and a reload, and is cleared after success', async () => {
    await serverAdd(14, 1);
    let { root } = await checkout();
    await fillProfile(root);
    await moscowPickup(root);
    click(root, 'input[name="isQuestions"]');
    watched = watchOrders(() => json({ success: false }, 500));
    const logged = captureConsole();
    submit(root).click();
    await until(() => watched!.orders.length === 1 && !submit(root).disabled, 'the failed order');
    await until(() => logged.errors.length, 'the failure logged');
    expect(logged.errors).to.deep.equal([
      '[shop-elements] the order could not be placed: ApiError: HTTP 500',
    ]);
    watched.restore();
    watched = null;
    cleanup(); // the reload
    ({ root } = await checkout());
    await until(() => field(root, 'checkout-phone').value === '+7 (916) 123 45 67', 'the kept phone, masked');
    expect(field(root, 'checkout-name').value).to.equal('Иван Петров');
    expect(field(root, 'checkout-email').value).to.equal('ivan@example.ru');
    expect(field(root, 'checkout-locality').value).to.equal('г Москва');
    expect(root.querySelector<HTMLInputElement>('input[value="pickup"]')!.checked).to.equal(true);
    expect(root.querySelector<HTMLInputElement>('input[name="isQuestions"]')!.checked).to.equal(true);
    submit(root).click();
    await until(() => go.called, 'the order succeeds');
    expect(sessionStorage.length).to.equal(0);
    expect((await serverCart()).items).to.have.length(0);
  });
});
