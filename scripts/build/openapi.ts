import { toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { AuthAnswer } from '../../shared/contract/auth.ts';
import { CALLS, isWrite, needsToken, type Call, type CallName } from '../../shared/contract/calls.ts';
import { Cart, CartLine } from '../../shared/contract/cart.ts';
import {
  FilterAnswer,
  RawFilter,
  RawFilterItem,
  SearchAnswer,
  SearchResult,
} from '../../shared/contract/catalog.ts';
import {
  ClientAnswer,
  DeliveryPricing,
  DeliveryTier,
  LiftPricing,
  LiftTier,
  OrderAnswer,
  OrderRefusal,
  PickupPrice,
} from '../../shared/contract/checkout.ts';
import { ErrorBody, IDEMPOTENCY_KEY, SuccessAnswer } from '../../shared/contract/common.ts';
import { ListAnswer } from '../../shared/contract/lists.ts';
import { NewPassword, PhoneDigits } from '../../shared/contract/people.ts';
import {
  AddToCartBody,
  AppliedFilter,
  AvailabilityEnquiry,
  DeliveryDetails,
  Email,
  Enquiry,
  GetFiltersBody,
  LoginForm,
  MontazhRequest,
  OrderPayload,
  PasswordResetForm,
  PasswordResetHandleForm,
  Point,
  ProfileForm,
  RangeValue,
  RegisterForm,
  ReviewEnquiry,
  SearchBody,
  SubscriptionForm,
  UpdateQuantityBody,
} from '../../shared/contract/requests.ts';
import ru from '../../shared/i18n/ru.json' with { type: 'json' };
import type { Example, Examples } from './openapi-examples.ts';

/**
 * dist/openapi.json: the contract of shared/contract as an OpenAPI 3.1 document. The schemas are converted by
 * @valibot/to-json-schema (JSON Schema 2020-12, 3.1's own dialect); the paths, bodies and answers come from
 * the call table (shared/contract/calls.ts); the examples are the reference store's real answers.
 */

/** Every named schema of the contract, with what a backend developer needs to know about it. */
const SCHEMAS = {
  Cart: [
    Cart,
    'The cart, the answer of every cart call (docs/behaviour/data.md "Cart"). totals types: sum, sum_old, sum_weight.',
  ],
  CartLine: [
    CartLine,
    'A cart line (docs/behaviour/data.md); price is the unit price, installmentPrice the installation price.',
  ],
  SearchAnswer: [SearchAnswer, 'Search results; a non-empty error is a failure.'],
  SearchResult: [SearchResult, 'A product search result (docs/behaviour/data.md).'],
  FilterAnswer: [
    FilterAnswer,
    'The filter search result: the definitions with new counts and bounds, the total, the listing url.',
  ],
  RawFilter: [
    RawFilter,
    'A filter definition: range, price, in_stock, or any other type meaning variants. The name may hold markup (sanitised before it is shown).',
  ],
  RawFilterItem: [RawFilterItem, 'An option of a filter: an id or a value, and its count.'],
  DeliveryPricing: [DeliveryPricing, 'Delivery tiers; outsideRingPrice is per km.'],
  DeliveryTier: [DeliveryTier, 'Its price applies when sumFrom ≤ goods sum < sumTo.'],
  LiftPricing: [LiftPricing, 'Lift tiers; porterPrice is per km.'],
  LiftTier: [
    LiftTier,
    'It applies when weightFrom ≤ cart weight (sum_weight) < weightTo; no withElevatorPrice means no lift line.',
  ],
  PickupPrice: [PickupPrice, 'The pickup price.'],
  ClientAnswer: [ClientAnswer, 'The signed-in client that prefills the checkout, or null for a guest.'],
  OrderAnswer: [
    OrderAnswer,
    'A placed order: where the shopper goes next (the bank’s page or the order page).',
  ],
  OrderRefusal: [
    OrderRefusal,
    "A refused order: the flags of what is wrong; 'phone' highlights the phone field, 'map' shows the map error (docs/behaviour/validation.md).",
  ],
  ListAnswer: [
    ListAnswer,
    'The elements read nothing but a refusal (success: false); the reference store answers the list’s new size.',
  ],
  SuccessAnswer: [SuccessAnswer, 'Read for a boolean success (docs/behaviour/calls.md).'],
  AuthAnswer: [
    AuthAnswer,
    'Read for success and redirect_url, which the elements follow within the shop’s own origin only.',
  ],
  ErrorBody: [
    ErrorBody,
    'The error shape of every refusal: a message, and the fields at fault (field → messages, shown on the form’s fields), or an order’s flags.',
  ],
  AddToCartBody: [AddToCartBody, 'A listing adds quantity 1, the product page its counter’s quantity.'],
  UpdateQuantityBody: [UpdateQuantityBody, 'Quantity 0 deletes the line.'],
  GetFiltersBody: [GetFiltersBody, 'A category and its applied filters.'],
  AppliedFilter: [AppliedFilter, 'One applied filter as sent (docs/behaviour/data.md "Applied filters").'],
  RangeValue: [RangeValue, 'A range; either end may be left open.'],
  SearchBody: [SearchBody, 'The search text.'],
  OrderPayload: [
    OrderPayload,
    'The order (docs/behaviour/data.md "Order") and the one documented extra key delivery_details.',
  ],
  DeliveryDetails: [
    DeliveryDetails,
    'The details the checkout keeps but the order table of docs/behaviour/data.md leaves out, and the map point for courier delivery.',
  ],
  Point: [Point, '[latitude, longitude]'],
  PhoneDigits: [PhoneDigits, 'A phone as digits: 7XXXXXXXXXX (ru) or 998XXXXXXXXX (uz).'],
  Email: [Email, 'An e-mail address.'],
  Enquiry: [Enquiry, 'An enquiry form: the author’s fields and the captcha token.'],
  AvailabilityEnquiry: [AvailabilityEnquiry, 'The notify-when-available modal’s request.'],
  ReviewEnquiry: [ReviewEnquiry, 'A product review; productId names the product as in the path.'],
  MontazhRequest: [
    MontazhRequest,
    'The installation banner’s request: its two steps’ fields and the token; no format checks (docs/behaviour/validation.md).',
  ],
  LoginForm: [LoginForm, 'Sign-in.'],
  RegisterForm: [RegisterForm, 'Registration: the phone as digits, the password twice.'],
  PasswordResetForm: [PasswordResetForm, 'A password-reset request.'],
  PasswordResetHandleForm: [PasswordResetHandleForm, 'A new password with the reset link’s token.'],
  ProfileForm: [ProfileForm, 'The account’s profile; its phone as digits, or empty.'],
  NewPassword: [NewPassword, 'A password and its confirmation (the account’s password form).'],
  SubscriptionForm: [SubscriptionForm, 'The subscription settings (fields of the store’s choosing).'],
} satisfies Record<string, [v.GenericSchema, string]>;

type Doc = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const NAMES = new Map<unknown, string>(Object.entries(SCHEMAS).map(([name, [schema]]) => [schema, name]));
const nameOf = (schema: unknown) => {
  const name = NAMES.get(schema);
  if (!name) throw new Error('a call’s schema has no name in scripts/build/openapi.ts SCHEMAS');
  return name;
};

/** The rules a schema checks that JSON Schema cannot say (across fields), as their messages. */
function rulesOf(schema: unknown): string[] {
  const node = schema as { pipe?: unknown[]; options?: unknown[] };
  const own = (node.pipe ?? []).flatMap((step) => {
    const action = step as { type?: string; message?: unknown };
    if (action.type !== 'check' && action.type !== 'partial_check') return [];
    const message = String(action.message);
    return [message in ru ? `${ru[message as keyof typeof ru]}` : message];
  });
  return [...own, ...(node.options ?? []).flatMap(rulesOf)];
}

function components(): Record<string, JsonSchema> {
  const definitions = Object.fromEntries(Object.entries(SCHEMAS).map(([name, [schema]]) => [name, schema]));
  const converted = toJsonSchemaDefs(definitions, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  });
  return Object.fromEntries(
    Object.entries(converted).map(([name, json]) => {
      const [schema, description] = SCHEMAS[name as keyof typeof SCHEMAS];
      const rules = rulesOf(schema);
      const also = rules.length ? ` Also checked: ${rules.map((rule) => `"${rule}"`).join('; ')}.` : '';
      return [name, { ...(json as object), description: description + also }];
    }),
  );
}

/** `/{storeId}/{lang}/cart`: a call's path under the server URL `{apiBase}`. */
export function documentPath(call: Call): string {
  const prefix = { store: '/{storeId}/{lang}', version: '/{apiVersion}', base: '' }[call.scope];
  return `${prefix}/${call.path}`;
}

const PARAMETERS: Record<string, Doc> = {
  storeId: { description: 'The page config’s storeId.', schema: { type: 'string' }, example: '1' },
  lang: { description: 'The page config’s lang.', schema: { enum: ['ru', 'uz'] }, example: 'ru' },
  apiVersion: {
    description: 'The page config’s apiVersion.',
    schema: { type: 'string', default: 'v1' },
    example: 'v1',
  },
  itemId: {
    description: 'The cart line’s id.',
    schema: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    example: 1,
  },
  productId: {
    description: 'The product’s id (the form’s productId field).',
    schema: { type: 'string' },
    example: '1',
  },
  id: { description: 'The product’s id.', schema: { type: 'string' }, example: '1' },
};

const camel = (name: string) => name.replace(/[.-](\w)/g, (_, letter: string) => letter.toUpperCase());
const tagOf = (call: Call) => call.area;

/** Examples of one status, keyed as OpenAPI wants them. */
function examplesOf(list: Example[] | undefined, pick: (example: Example) => unknown, status?: number) {
  const chosen = (list ?? []).filter((example) => (status === undefined ? true : example.status === status));
  const entries = chosen.map((example, index) => [
    `example${index + 1}`,
    { summary: example.summary, value: pick(example) },
  ]);
  return entries.length ? { examples: Object.fromEntries(entries) } : {};
}

const json = (schema: Doc, examples: Doc = {}) => ({ 'application/json': { schema, ...examples } });

function operation(name: CallName, call: Call, examples: Examples): Doc {
  const list = examples[name];
  const pathParameters = [...documentPath(call).matchAll(/\{(\w+)\}/g)].map(([, param]) => ({
    $ref: `#/components/parameters/${param}`,
  }));
  const queryParameters = call.query
    ? Object.keys(call.query.entries).map((param) => ({
        name: param,
        in: 'query',
        required: true,
        schema: { type: 'string' },
        description: 'The text the shopper typed.',
      }))
    : [];
  const body = call.body
    ? {
        requestBody: {
          required: true,
          content:
            call.body.type === 'json'
              ? json(
                  ref(nameOf(call.body.schema)),
                  examplesOf(list, (e) => e.request, 200),
                )
              : {
                  'multipart/form-data': {
                    schema: ref(nameOf(call.body.schema)),
                    ...examplesOf(list, (e) => e.request, 200),
                  },
                  'application/x-www-form-urlencoded': { schema: ref(nameOf(call.body.schema)) },
                },
        },
      }
    : {};
  const responses: Doc = {
    '200': {
      description: call.summary,
      content: json(
        ref(nameOf(call.answer)),
        examplesOf(list, (e) => e.answer, 200),
      ),
    },
  };
  if (needsToken(call)) responses['419'] = { $ref: '#/components/responses/XsrfRefused' };
  if (call.scope === 'base') responses['401'] = { $ref: '#/components/responses/Unauthenticated' };
  const keyed = isWrite(call) && !call.signsIn;
  const otherRequest = keyed
    ? ' Also the answer to a repeat of an Idempotency-Key with another request.'
    : '';
  if (call.refusal) {
    responses['422'] = {
      description:
        'Refused: the flags of what is wrong (the order’s field → flag table of the contract, ORDER_FLAGS).' +
        otherRequest,
      content: json(
        ref(nameOf(call.refusal)),
        examplesOf(list, (e) => e.answer, 422),
      ),
    };
  } else if (call.body || call.query) {
    responses['422'] = {
      description: 'Refused: the fields at fault, each with the message the form shows on it.' + otherRequest,
      content: json(
        ref('ErrorBody'),
        examplesOf(list, (e) => e.answer, 422),
      ),
    };
  }
  if (keyed) {
    responses['422'] ??= { $ref: '#/components/responses/OtherRequest' };
    responses['409'] = { $ref: '#/components/responses/StillRunning' };
  }
  responses.default = { $ref: '#/components/responses/Error' };
  const xsrf = needsToken(call)
    ? ' Needs the XSRF token (`XSRF-TOKEN` cookie echoed in `X-XSRF-TOKEN`)' +
      (call.changesState ? ', also as a GET: it changes what the store keeps.' : '.')
    : '';
  const key = !isWrite(call)
    ? ''
    : keyed
      ? ' A repeat with its Idempotency-Key gets the first answer and is not done again.'
      : ' A repeat with its Idempotency-Key is done again: its answer signs in, with new cookies.';
  const keyParameter = isWrite(call) ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : [];
  return {
    operationId: camel(name),
    summary: call.summary,
    description: `See ${call.docs}.${xsrf}${key}`,
    tags: [tagOf(call)],
    parameters: [...pathParameters, ...queryParameters, ...keyParameter],
    ...body,
    responses,
    ...(needsToken(call) ? { security: [{ xsrfCookie: [], xsrfHeader: [] }] } : {}),
  };
}

const DESCRIPTION = `What the storefront elements send to a store's backend and what they expect back.

**Paths.** Every call is under \`apiBase\` (the page config's, \`/api\` by default: the server URL). The
store's calls are under \`{apiBase}/{storeId}/{lang}\`; a store may move its POST and PUT calls with the
config's \`postBase\` and its GET calls with \`getBase\`, and the header search with \`searchPath\`. Compare and
favourites are under \`{apiBase}/{apiVersion}\`, the account area under \`{apiBase}/auth/account\`.

**XSRF.** The store sets an \`XSRF-TOKEN\` cookie the page's script can read; the elements send its URL-decoded
value in \`X-XSRF-TOKEN\` on every call to the shop's API origins (never to an outside service; another scheme through the config's \`csrf\`). A POST or PUT
without it, and a compare or favourites GET (they change what the store keeps), is refused with 419 (or 403).

**Answers.** JSON of the call's schema. An answer with \`success: false\` is a failure whatever its status. A
refusal has the error shape (\`ErrorBody\`: \`{message, errors}\`, \`errors\` naming each field with the
messages shown on it); a refused order answers \`{success: false, errors: [flags]}\`.

**What the elements refuse.** An answer that is not JSON or not of the call's schema (a console line names the
call and the field), an error status, no answer within the config's \`timeout\`. They follow \`redirect_url\` and
toast links within the shop's origin only, and \`payment_url\` there or to an origin of \`paymentOrigins\`.

**Idempotency.** Every write carries an \`Idempotency-Key\` header (the IETF draft's, a Structured Fields
string), one per shopper action and the same on each send of it. A store that honours it answers a repeat with
the first send's answer without doing it again, refuses the key with another request (422), and makes a repeat
that comes while the first runs wait (or answers 409). Optional: without it a write sent again after its answer
was lost may happen twice (docs/backend.md "Idempotency").

**Checking a backend.** \`npx shop-elements-check --base URL --store ID\` plays these calls against it.`;

/** The whole document; `version` is the package's. */
export function openApiDocument(examples: Examples, version: string): Doc {
  const paths: Record<string, Doc> = {};
  for (const [name, call] of Object.entries(CALLS) as [CallName, Call][]) {
    (paths[documentPath(call)] ??= {})[call.method.toLowerCase()] = operation(name, call, examples);
  }
  const error = (description: string, status: number, summary: string) => ({
    description,
    content: json(ref('ErrorBody'), {
      examples: Object.fromEntries(
        Object.values(examples)
          .flat()
          .filter((example) => example!.status === status && example!.summary === summary)
          .slice(0, 1)
          .map((example) => ['example1', { summary, value: example!.answer }]),
      ),
    }),
  });
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Storefront elements: the store’s API', version, description: DESCRIPTION },
    servers: [
      {
        url: '{apiBase}',
        description: 'The shop’s own origin; apiBase as in the page config.',
        variables: { apiBase: { default: '/api', description: 'The page config’s apiBase.' } },
      },
    ],
    tags: [...new Set(Object.values(CALLS).map(tagOf))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components(),
      parameters: {
        ...Object.fromEntries(
          Object.entries(PARAMETERS).map(([name, parameter]) => [
            name,
            { name, in: 'path', required: true, ...parameter },
          ]),
        ),
        IdempotencyKey: {
          name: IDEMPOTENCY_KEY,
          in: 'header',
          required: false,
          description:
            'One per shopper action, the same on every send of it (a retry, the same order sent again): a Structured Fields string of 32 hex digits. Kept by the store at least a day.',
          schema: { type: 'string' },
          example: '"8e03978e40d543e8bc936894a57f9324"',
        },
      },
      responses: {
        XsrfRefused: error(
          'A call without X-XSRF-TOKEN (or with another token) is refused: 419, or 403.',
          419,
          'without the XSRF token',
        ),
        Unauthenticated: error('The account calls need a signed-in client.', 401, 'a guest'),
        OtherRequest: {
          description: 'The Idempotency-Key was sent before with another request.',
          content: json(ref('ErrorBody')),
        },
        StillRunning: {
          description:
            'The first send of this Idempotency-Key is still being done (elsewhere); try again after Retry-After.',
          content: json(ref('ErrorBody')),
        },
        Error: { description: 'Any other failure, in the error shape.', content: json(ref('ErrorBody')) },
      },
      securitySchemes: {
        xsrfCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'XSRF-TOKEN',
          description: 'Set by the store on its first answer, readable by the page’s script.',
        },
        xsrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: 'The URL-decoded value of the XSRF-TOKEN cookie, sent back on every call to the shop.',
        },
      },
    },
  };
}
