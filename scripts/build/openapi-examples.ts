import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { Session, type Answer, type Send } from '../../checker/session.ts';
import { createApp } from '../../demo-pages/server/app.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';
import { issueCaptchaToken } from '../../demo-pages/server/store/captcha.ts';
import { createResetToken, findUserByEmail } from '../../demo-pages/server/store/accounts.ts';
import { CALLS, callPath, type Call, type CallName } from '../../shared/contract/calls.ts';
import { CAPTCHA_FIELD } from '../../shared/contract/forms.ts';
import { emptyCheckoutForm, orderPayload } from '../../shared/domain/order-payload.ts';

/**
 * The examples of dist/openapi.json, taken from the reference store's real answers: a shopper's session
 * plays every call against the store (in memory, on this machine), and each request and answer is checked
 * against its call's schema on the way, so an example that disagrees with the contract stops the build.
 */

export interface Example {
  summary: string;
  /** the request body as sent (an object for form data too) */
  request?: unknown;
  status: number;
  answer: unknown;
}

export type Examples = Partial<Record<CallName, Example[]>>;

const PREFIXES = { apiBase: '/api', storeId: '1', lang: 'ru', apiVersion: 'v1' };
const EMAIL = 'anna@example.ru';
const PASSWORD = 'secret123';

const fields = (data: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) form.set(name, value);
  return form;
};

/** The first filters only, so the example stays readable. */
const shortened = (answer: { filters: unknown[] }) => ({ ...answer, filters: answer.filters.slice(0, 2) });

export async function storeExamples(): Promise<Examples> {
  const app = await createApp({ dbFile: null });
  const server = createStoreServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const examples: Examples = {};
  /** each random token the store issued → the fixed text its examples show (see fixedTokens()) */
  const issued = new Map<string, string>();
  const named = (token: string, name: string) => (issued.set(token, name), token);

  /** Sends a call as the elements do, checks what went and what came back, and keeps it as an example. */
  async function play(
    session: Session,
    name: CallName,
    summary: string,
    options: {
      params?: Record<string, string | number>;
      body?: unknown;
      query?: string;
      xsrf?: boolean;
    } = {},
    shape: (answer: unknown) => unknown = (answer) => answer,
  ): Promise<Answer> {
    const call: Call = CALLS[name];
    const path = callPath(call, PREFIXES, options.params) + (options.query ? `?${options.query}` : '');
    const request = options.body instanceof FormData ? Object.fromEntries(options.body) : options.body;
    const send: Send = { method: call.method, path, body: options.body as Send['body'], xsrf: options.xsrf };
    const answer = await session.send(send);
    const ok = answer.status === 200;
    if (ok && call.body) v.parse(call.body.schema, request);
    if (ok) v.parse(call.answer, answer.body);
    (examples[name] ??= []).push({ summary, request, status: answer.status, answer: shape(answer.body) });
    return answer;
  }

  try {
    const shopper = new Session(origin, 15000);
    const product = app.store.catalog.products.find(
      (p) => p.price !== null && p.stock > 0 && p.installPrice > 0,
    )!;
    await play(shopper, 'cart', 'a new shopper’s cart');
    await play(shopper, 'addToCart', 'without the XSRF token', {
      body: { productId: product.id, quantity: 1 },
      xsrf: false,
    });
    await play(shopper, 'addToCart', 'a field the contract refuses', {
      body: { productId: 'x', quantity: 0 },
    });
    const added = await play(shopper, 'addToCart', 'a listing’s button adds quantity 1', {
      body: { productId: product.id, quantity: 1 },
    });
    const itemId = (added.body as { items: { id: number }[] }).items[0]!.id;
    await play(shopper, 'updateQuantity', 'the plus button', { params: { itemId }, body: { quantity: 2 } });
    await play(shopper, 'cart', 'a cart with a line');

    const word = product.name.split(' ')[0]!;
    const firstTwo = (answer: unknown) => ({
      ...(answer as object),
      data: (answer as { data: unknown[] }).data.slice(0, 2),
    });
    await play(
      shopper,
      'headerSearch',
      `typing "${word}" (the first two results)`,
      { query: new URLSearchParams({ query: word }).toString() },
      firstTwo,
    );
    await play(
      shopper,
      'searchProducts',
      `"${word}" (the first two results)`,
      { body: { query: word } },
      firstTwo,
    );
    await play(
      shopper,
      'getFilters',
      'the in-stock box ticked (the first two filters of the answer)',
      { body: { category_id: product.categoryId, filters: [{ field: 'in_stock', value: ['1'] }] } },
      (answer) => shortened(answer as { filters: unknown[] }),
    );

    for (const list of ['compare', 'favorites'] as const) {
      await play(shopper, `${list}.push`, 'the toggle adds the product', { params: { id: product.id } });
      await play(shopper, `${list}.remove`, 'the toggle removes it', { params: { id: product.id } });
    }

    await play(shopper, 'deliveryPricing', 'the reference store’s tiers');
    const pickup = await play(shopper, 'pickupPrice', 'the reference store’s pickup price');
    await play(shopper, 'liftPricing', 'the reference store’s lift tiers');
    await play(shopper, 'client', 'a guest');

    const order = orderPayload(
      {
        ...emptyCheckoutForm(),
        name: 'Анна Смирнова',
        email: EMAIL,
        phone: '+7 (916) 123 45 67',
        locality: 'г Москва',
        deliveryType: 'pickup',
      },
      {
        deliveryPrice: (pickup.body as { price: number }).price,
        liftPrice: null,
        distanceMeters: 0,
        response: [],
        point: null,
      },
      [],
    );
    const placed = await play(
      shopper,
      'placeOrder',
      'a pickup order paid by transfer (built by the checkout’s orderPayload)',
      { body: order },
    );
    const { payment_url } = placed.body as { payment_url: string };
    named(new URL(payment_url, origin).searchParams.get('token')!, 'order-link-token');
    await play(shopper, 'placeOrder', 'the same cart again: empty now, and a phone of 3 digits', {
      body: { ...order, phone: '123' },
    });

    const token = () => named(issueCaptchaToken(app.store).token, 'demo-captcha-token');
    const enquiry = { name: 'Анна', phone: '+7 (916) 123 45 67', message: 'Есть ли доставка в Химки?' };
    await play(shopper, 'enquiry.feedback', 'with the captcha token', {
      body: fields({ ...enquiry, agreement: '1', email: EMAIL, [CAPTCHA_FIELD]: token() }),
    });
    await play(shopper, 'enquiry.feedback', 'without the captcha token', {
      body: fields({ ...enquiry, agreement: '1' }),
    });
    await play(shopper, 'enquiry.available', 'the notify-when-available modal', {
      body: fields({
        product_id: String(product.id),
        name: 'Анна',
        phone: '+7 (916) 123 45 67',
        message: '',
        agreement: '1',
        [CAPTCHA_FIELD]: token(),
      }),
    });
    await play(shopper, 'review', 'a review of the product', {
      params: { productId: product.id },
      body: fields({
        productId: String(product.id),
        name: 'Анна',
        rating: '5',
        text: 'Хороший ламинат',
        [CAPTCHA_FIELD]: token(),
      }),
    });
    await play(shopper, 'montazh', 'the banner’s two steps', {
      body: fields({
        installment_type: 'floor',
        square: '25',
        name: 'Анна',
        email: EMAIL,
        phone: '+7 (916) 123 45 67',
        [CAPTCHA_FIELD]: token(),
      }),
    });

    const registration = { first_name: 'Анна', last_name: 'Смирнова', email: EMAIL, phone: '79161234567' };
    await play(shopper, 'profile', 'a guest', { body: fields(registration) });
    await play(shopper, 'register', 'the password twice, the phone as digits', {
      body: fields({ ...registration, password: PASSWORD, password_confirmation: PASSWORD }),
    });
    await play(shopper, 'register', 'the confirmation differs', {
      body: fields({ ...registration, password: PASSWORD, password_confirmation: 'secret124' }),
    });
    await play(shopper, 'client', 'a signed-in client');
    await play(shopper, 'profile', 'the profile form', {
      body: fields({ ...registration, first_name: 'Анна Сергеевна' }),
    });
    await play(shopper, 'password', 'the new password twice', {
      body: fields({ password: 'secret1234', password_confirmation: 'secret1234' }),
    });
    await play(shopper, 'subscription', 'subscribed', { body: fields({ subscribed: '1' }) });

    const returning = new Session(origin, 15000);
    await returning.send({ method: 'GET', path: callPath(CALLS.cart, PREFIXES) });
    await play(returning, 'login', 'e-mail and password', {
      body: fields({ email: EMAIL, password: 'secret1234' }),
    });
    await play(returning, 'passwordReset', 'the e-mail (the same answer whether it has an account or not)', {
      body: fields({ email: EMAIL }),
    });
    const user = findUserByEmail(app.store, EMAIL)!;
    await play(returning, 'passwordResetHandle', 'the link’s token and the new password twice', {
      body: fields({
        token: named(createResetToken(app.store, user.id), 'reset-link-token'),
        password: 'secret12345',
        password_confirmation: 'secret12345',
      }),
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
    app.close();
  }
  return fixedTokens(examples, issued);
}

/**
 * The examples with each random token the store issued (a captcha's, an order link's, a reset link's) written as a
 * fixed text: the same commit builds a byte-identical dist/openapi.json, and so the same integrity.json.
 */
function fixedTokens(examples: Examples, issued: Map<string, string>): Examples {
  let text = JSON.stringify(examples);
  for (const [token, name] of issued) text = text.replaceAll(token, name);
  return JSON.parse(text) as Examples;
}
