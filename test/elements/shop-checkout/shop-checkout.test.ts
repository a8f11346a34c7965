import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/shop-checkout/shop-checkout.ts';
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

/** Every request the page makes, with the option to answer some of them itself. */
interface Seen {
  url: string;
  method: string;
  body: unknown;
  signal: AbortSignal | null;
  at: number;
}
function watchFetch(
  answer: (url: string, init: RequestInit | undefined) => Response | null | Promise<Response | null> = () =>
    null,
) {
  const original = window.fetch;
  const seen: Seen[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body ?? null;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // not JSON
      }
    }
    seen.push({ url, method, body, signal: init?.signal ?? request?.signal ?? null, at: seen.length });
    const own = await answer(url, init);
    return own ?? original(input, init);
  });
  return { seen, restore: () => stub.restore() };
}
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

describe('shop-checkout (docs/behaviour/checkout.md, docs/behaviour/states.md checkout, docs/behaviour/validation.md checkout)', function () {
  // many real keystrokes and clicks per test on a shared, busy machine
  this.timeout(20000);
  let watched: ReturnType<typeof watchFetch> | null = null;
  beforeEach(async () => {
    setPageConfig(CONFIG);
    sessionStorage.clear();
    await newShopper();
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
    await until(
      () => !host.hasAttribute('loading') && host.shadowRoot?.querySelector('form'),
      'the checkout form',
    );
    return { host, root: shadow(host) };
  }
  const input = (root: ShadowRoot, selector: string) => root.querySelector<HTMLInputElement>(selector)!;
  const section = (root: ShadowRoot, id: string) => root.querySelector(`[data-section="${id}"]`);
  const sectionOrder = (root: ShadowRoot) =>
    [...root.querySelectorAll('[data-section]')].map((node) => node.getAttribute('data-section'));

  async function type(element: HTMLElement, value: string) {
    element.focus();
    await sendKeys({ type: value });
  }

  /** Types into a suggestion input and chooses the first suggestion with the keyboard. */
  async function chooseFirst(root: ShadowRoot, id: string, query: string) {
    const field = input(root, `#${id}`);
    field.focus();
    field.select();
    await sendKeys({ press: 'Backspace' });
    await type(field, query);
    await suggestionsFor(root, field, query);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => field.getAttribute('aria-expanded') === 'false', 'the list closes');
  }

  it('makes the five requests of docs/behaviour/calls.md in parallel on load and prefills the profile from the client', async () => {
    await serverAdd(14, 1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    watched = watchFetch(async (url) => {
      await gate; // no request answers before all five have started
      if (url.includes('/auth/client/get')) {
        return json({ firstName: 'Анна', email: 'anna@example.ru', phone: '79161234567' });
      }
      return null;
    });
    const page = mount('<shop-checkout><p>Загружаем оформление заказа…</p></shop-checkout>');
    const host = page.querySelector('shop-checkout')!;
    const paths = ['/delivery/self/data', '/lift/data', '/auth/client/get', '/cart', '/delivery/pickup/data'];
    await until(
      () =>
        paths.every((path) =>
          watched!.seen.some((s) => new URL(s.url, location.href).pathname.endsWith(path)),
        ),
      'five requests',
    );
    // the author's placeholder stays on screen until the data is there
    await until(() => host.shadowRoot?.querySelector('slot'), 'the placeholder slot');
    expect(host.shadowRoot!.querySelector('form')).to.equal(null);
    release();
    await until(() => host.shadowRoot?.querySelector('form'), 'the form');
    const root = shadow(host);
    expect(input(root, '#checkout-name').value).to.equal('Анна');
    expect(input(root, '#checkout-email').value).to.equal('anna@example.ru');
    // the mask formats the prefilled digits once it is attached
    await until(() => input(root, '#checkout-phone').value === '+7 (916) 123 45 67', 'the masked phone');
  });

  it('shows the sections in the order of docs/behaviour/checkout.md; services, address and conditions only when their rules say', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    expect(sectionOrder(root)).to.deep.equal(['profile', 'obtaining', 'payment', 'questions']);
    expect(root.querySelector('[data-block="delivery-type"]')).to.equal(null);
    const transfer = root.querySelector<HTMLInputElement>('input[name="payment_method"][value="transfer"]')!;
    expect(transfer.checked).to.equal(true);
  });

  it('the INN block shows for an organization only', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    expect(root.querySelector('[data-block="organization"]')).to.equal(null);
    root.querySelector<HTMLInputElement>('input[value="organization"]')!.click();
    await until(() => root.querySelector('[data-block="organization"]'), 'the organization block');
    expect(text(root.querySelector('[data-block="organization"] legend'))).to.equal('Реквизиты организации');
    expect(input(root, '#checkout-inn').required).to.equal(true);
    root.querySelector<HTMLInputElement>('input[value="individual"]')!.click();
    await until(() => !root.querySelector('[data-block="organization"]'), 'the block hides');
  });

  it('additional services show when a cart product has an installation price above 0; turning installation off clears the selection', async () => {
    await serverAdd(1, 1);
    await serverAdd(14, 1);
    const { root } = await checkout();
    const services = section(root, 'services')!;
    expect(sectionOrder(root)).to.deep.equal(['profile', 'services', 'obtaining', 'payment', 'questions']);
    expect(text(services.querySelector('.hint'))).to.equal(
      'Менеджер свяжется с вами, чтобы уточнить детали.',
    );
    expect(services.querySelector('.install')).to.equal(null);
    const installation = services.querySelector<HTMLInputElement>('input[name="installation"]')!;
    expect(installation.hasAttribute('aria-controls'), 'no reference to a list not shown').to.equal(false);
    installation.click();
    await until(() => services.querySelector('.install__item'), 'the eligible products');
    expect(root.getElementById(installation.getAttribute('aria-controls')!)).to.equal(
      services.querySelector('.install'),
    );
    const items = [...services.querySelectorAll('.install__item')];
    expect(items.map((item) => item.getAttribute('data-product-id'))).to.deep.equal(['1']);
    const item = items[0]!;
    expect(item.querySelector('img')).to.not.equal(null);
    expect(text(item.querySelector('.install__price'))).to.equal('800 ₽');
    expect(item.querySelector('a')!.getAttribute('href')).to.match(/\/montazh$/);
    expect(text(item.querySelector('a'))).to.equal('Об услуге');
    item.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await until(() => root.querySelector('[data-line="installation"]'), 'the installation line');
    expect(text(root.querySelector('[data-line="installation"] dd'))).to.equal('800 ₽');
    services.querySelector<HTMLInputElement>('input[name="installation"]')!.click();
    await until(() => !root.querySelector('[data-line="installation"]'), 'the line goes');
    services.querySelector<HTMLInputElement>('input[name="installation"]')!.click();
    await until(() => services.querySelector('.install__item'), 'the list again');
    expect(services.querySelector<HTMLInputElement>('.install__item input')!.checked).to.equal(false);
  });

  it("a locality in 'Москва' or 'Московская' offers three delivery types; elsewhere only the transport company", async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    await chooseFirst(root, 'checkout-locality', 'Москва');
    const labels = () =>
      [...root.querySelectorAll('[data-block="delivery-type"] label')].map((label) => text(label));
    expect(labels()).to.deep.equal(['Самовывоз', 'До транспортной компании', 'Доставка по Москве и области']);
    await chooseFirst(root, 'checkout-locality', 'Химки');
    expect(labels()).to.deep.equal(['Самовывоз', 'До транспортной компании', 'Доставка по Москве и области']);
    await chooseFirst(root, 'checkout-locality', 'Тверь');
    expect(labels()).to.deep.equal(['До транспортной компании']);
  });

  it('the locality input follows the combobox pattern and the street clears when the locality changes', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    const locality = input(root, '#checkout-locality');
    expect(locality.getAttribute('role')).to.equal('combobox');
    expect(locality.getAttribute('aria-autocomplete')).to.equal('list');
    const list = root.getElementById(locality.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).to.equal('listbox');
    await type(locality, 'Москва');
    await suggestionsFor(root, locality, 'Москва');
    await sendKeys({ press: 'ArrowDown' });
    const active = await until(
      () => root.getElementById(locality.getAttribute('aria-activedescendant') ?? ''),
      'the active option',
    );
    expect(active!.getAttribute('role')).to.equal('option');
    expect(active!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await until(() => locality.getAttribute('aria-expanded') === 'false', 'closed by Escape');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => root.querySelector('input[value="self"]'), 'the delivery types');
    root.querySelector<HTMLInputElement>('input[value="self"]')!.click();
    await until(() => section(root, 'address'), 'the address section');
    await chooseFirst(root, 'checkout-street', 'Тверская 5');
    expect(input(root, '#checkout-street').value).to.match(/^ул Тверская, д 5/);
    await chooseFirst(root, 'checkout-locality', 'Химки');
    await until(() => root.querySelector('input[value="self"]'), 'the delivery types');
    root.querySelector<HTMLInputElement>('input[value="self"]')!.click();
    await until(() => section(root, 'address'), 'the address section');
    expect(input(root, '#checkout-street').value).to.equal('');
  });

  it('suggestions wait 300 ms after the last key, and a newer query aborts the older one', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    watched = watchFetch();
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const locality = input(root, '#checkout-locality');
    const suggestCalls = () => watched!.seen.filter((s) => s.url.includes('/suggest/address'));
    await type(locality, 'Хим');
    clock.tick(299);
    expect(suggestCalls()).to.have.length(0);
    clock.tick(1);
    await until(() => suggestCalls().length === 1, 'one query after 300 ms');
    expect(suggestCalls()[0]!.body).to.deep.include({
      query: 'Хим',
      from_bound: { value: 'city' },
      to_bound: { value: 'city' },
    });
    await type(locality, 'к');
    clock.tick(300);
    await until(() => suggestCalls().length === 2, 'the second query');
    expect(suggestCalls()[0]!.signal!.aborted).to.equal(true);
    expect(suggestCalls()[1]!.signal!.aborted).to.equal(false);
    clock.restore();
  });

  it('delivery by courier shows the address block and the delivery conditions with their toggles', async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    await chooseFirst(root, 'checkout-locality', 'Москва');
    root.querySelector<HTMLInputElement>('input[value="self"]')!.click();
    await until(() => section(root, 'conditions'), 'the conditions');
    expect(sectionOrder(root)).to.deep.equal([
      'profile',
      'obtaining',
      'address',
      'payment',
      'conditions',
      'questions',
    ]);
    const address = section(root, 'address')!;
    expect(address.querySelector('.map')).to.not.equal(null);
    expect(input(root, '#checkout-flat').type).to.equal('number');
    expect(input(root, '#checkout-flat').min).to.equal('0');
    expect(input(root, '#checkout-entrance').min).to.equal('0');
    expect(root.querySelector('#checkout-comment')).to.equal(null);
    const commentButton = [...address.querySelectorAll('button')].find(
      (b) => text(b) === 'Добавить комментарий для курьера',
    )!;
    commentButton.click();
    await until(() => root.querySelector('#checkout-comment'), 'the comment');
    expect(commentButton.getAttribute('aria-expanded')).to.equal('true');

    const time = root.querySelector<HTMLSelectElement>('#checkout-time')!;
    expect(time.required).to.equal(true);
    expect([...time.options].map((o) => o.value)).to.deep.equal([
      '10:00 - 12:00',
      '12:00 - 14:00',
      '14:00 - 16:00',
      '16:00 - 18:00',
      '18:00 - 20:00',
    ]);
    expect(time.value).to.equal('16:00 - 18:00');
    expect(text(section(root, 'conditions')!.querySelector('.hint'))).to.equal(
      'Курьер свяжется с вами перед доставкой.',
    );

    expect(root.querySelector('input[name="isNotElevator"]')).to.equal(null);
    root.querySelector<HTMLInputElement>('input[name="isRiseFloor"]')!.click();
    await until(() => root.querySelector('input[name="isNotElevator"]'), "'no elevator'");
    expect(root.querySelector('#checkout-floor')).to.equal(null);
    root.querySelector<HTMLInputElement>('input[name="isNotElevator"]')!.click();
    await until(() => root.querySelector('#checkout-floor'), 'the floor select');
    const floors = [...root.querySelector<HTMLSelectElement>('#checkout-floor')!.options].filter(
      (o) => o.value,
    );
    expect(floors.map((o) => o.value)).to.deep.equal(Array.from({ length: 19 }, (_, i) => String(i + 2)));
    expect(text(floors[0])).to.equal('2-й этаж');
    expect(text(floors[18])).to.equal('20-й этаж');

    expect(root.querySelector('#checkout-recipient-phone')).to.equal(null);
    root.querySelector<HTMLInputElement>('input[name="isTakesAnotherPerson"]')!.click();
    await until(() => root.querySelector('#checkout-recipient-phone'), 'the recipient');
    expect(input(root, '#checkout-recipient-phone').required).to.equal(true);
    expect(root.querySelector('#checkout-recipient-name')).to.not.equal(null);

    root.querySelector<HTMLInputElement>('input[value="pickup"]')!.click();
    await until(() => !section(root, 'address') && !section(root, 'conditions'), 'the self sections hide');
  });

  it("the call-back question reveals 'when should we call you' with 10, 20 and 30 minutes", async () => {
    await serverAdd(14, 1);
    const { root } = await checkout();
    expect(root.querySelector('#checkout-call-time')).to.equal(null);
    root.querySelector<HTMLInputElement>('input[name="isQuestions"]')!.click();
    await until(() => root.querySelector('#checkout-call-time'), 'the call time');
    const options = [...root.querySelector<HTMLSelectElement>('#checkout-call-time')!.options].filter(
      (o) => o.value,
    );
    expect(options.map((o) => text(o))).to.deep.equal([
      'В течение 10 минут',
      'В течение 20 минут',
      'В течение 30 минут',
    ]);
  });

  it('the summary shows the goods, the delivery line, the total and the plural item count', async () => {
    await serverAdd(14, 2);
    const { root } = await checkout();
    expect(text(root.querySelector('.summary__count'))).to.equal('2 товара');
    expect(text(root.querySelector('[data-line="goods"] dd'))).to.equal('4 858 ₽');
    await chooseFirst(root, 'checkout-locality', 'Москва');
    root.querySelector<HTMLInputElement>('input[value="pickup"]')!.click();
    await until(() => root.querySelector('[data-line="delivery"]'), 'the delivery line');
    expect(text(root.querySelector('[data-line="delivery"] dt'))).to.equal('Самовывоз');
    expect(text(root.querySelector('[data-line="delivery"] dd'))).to.equal('250 ₽');
    expect(text(root.querySelector('[data-line="total"] dd'))).to.equal('5 108 ₽');
    expect(text(root.querySelector('button[type="submit"]'))).to.equal('Оформить заказ');
  });
});
