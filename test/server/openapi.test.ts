import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Shopper, startStore } from './harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON
type Json = any;

const FILE = fileURLToPath(new URL('../../dist/openapi.json', import.meta.url));
const METHODS = ['get', 'post', 'put'];

/** The calls under the default config (storeId 1, lang ru) of docs/backend.md's table, written out here. */
const DOCUMENTED_CALLS = [
  'GET /api/1/ru/cart',
  'POST /api/1/ru/cart/item',
  'PUT /api/1/ru/cart/item/{itemId}/update-quantity',
  'POST /api/auth/account/profile/update',
  'POST /api/auth/account/password/update',
  'POST /api/auth/account/subscribe/update',
  'POST /api/1/ru/catalog/get-filters',
  'POST /api/1/ru/catalog/products/search',
  'GET /api/1/ru/catalog/products/search',
  'GET /api/1/ru/auth/client/get',
  'GET /api/1/ru/delivery/self/data',
  'GET /api/1/ru/delivery/pickup/data',
  'GET /api/1/ru/lift/data',
  'POST /api/1/ru/orders',
  'GET /api/v1/compare/product/{id}/push',
  'GET /api/v1/compare/product/{id}/remove',
  'GET /api/v1/favorites/product/{id}/push',
  'GET /api/v1/favorites/product/{id}/remove',
  'POST /api/1/ru/forms/feedback/store',
  'POST /api/1/ru/forms/product/availability',
  'POST /api/1/ru/forms/product/cheaper',
  'POST /api/1/ru/forms/product/bargain',
  'POST /api/1/ru/forms/call-me',
  'POST /api/1/ru/forms/product/quick-order',
  'POST /api/1/ru/forms/product/credit',
  'POST /api/1/ru/forms/calculate-installment',
  'POST /api/1/ru/forms/calculate-installment-work',
  'POST /api/1/ru/forms/projecting-request',
  'POST /api/1/ru/forms/partners/store',
  'POST /api/1/ru/products/{productId}/review',
  'POST /api/1/ru/forms/montazh',
  'POST /api/1/ru/auth/authenticate',
  'POST /api/1/ru/auth/register',
  'POST /api/1/ru/auth/password/reset',
  'POST /api/1/ru/auth/password/reset/handle',
];

/** Every operation of the document: method, path and the operation. */
const operations = (doc: Json): [string, string, Json][] =>
  Object.entries(doc.paths).flatMap(([path, item]: [string, Json]) =>
    METHODS.filter((method) => item[method]).map((method): [string, string, Json] => [
      method,
      path,
      item[method],
    ]),
  );

describe('dist/openapi.json', () => {
  let doc: Json;
  before(() => {
    assert.ok(existsSync(FILE), 'dist/openapi.json is missing: run npm run build');
    doc = JSON.parse(readFileSync(FILE, 'utf8'));
  });

  it('validates as an OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    assert.equal(validator.version, '3.1');
    assert.deepEqual(result.errors ?? [], []);
    assert.equal(result.valid, true);
  });

  it("has every call of docs/backend.md's table with its method, the path built from apiBase, storeId, lang and apiVersion", () => {
    const apiBase = doc.servers[0].variables.apiBase.default;
    assert.equal(doc.servers[0].url, '{apiBase}');
    const documented = operations(doc).map(
      ([method, path]) =>
        `${method.toUpperCase()} ${apiBase}${path.replace('{storeId}', '1').replace('{lang}', 'ru').replace('{apiVersion}', 'v1')}`,
    );
    for (const call of DOCUMENTED_CALLS)
      assert.ok(documented.includes(call), `${call} is not in the document`);
    for (const [, path, operation] of operations(doc)) {
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const declared = operation.parameters.some((p: Json) => p.$ref === `#/components/parameters/${name}`);
        assert.ok(declared, `${path}: {${name}} is not declared`);
      }
    }
  });

  it('bodies are JSON or form data, every answer has the success schema and the error shape', () => {
    for (const [method, path, operation] of operations(doc)) {
      const where = `${method} ${path}`;
      assert.ok(operation.responses['200'].content['application/json'].schema.$ref, where);
      assert.ok(operation.responses.default, `${where}: no error answer`);
      if (!operation.requestBody) continue;
      const types = Object.keys(operation.requestBody.content);
      assert.ok(
        types.includes('application/json') || types.includes('multipart/form-data'),
        `${where}: ${types.join(', ')}`,
      );
    }
    assert.equal(
      doc.components.responses.Error.content['application/json'].schema.$ref,
      '#/components/schemas/ErrorBody',
    );
    const order = doc.paths['/{storeId}/{lang}/orders'].post;
    assert.equal(
      order.responses['422'].content['application/json'].schema.$ref,
      '#/components/schemas/OrderRefusal',
    );
  });

  it('the XSRF convention is a security scheme, required by every POST and PUT and the compare and favourites GETs', () => {
    assert.deepEqual(doc.components.securitySchemes.xsrfCookie, {
      type: 'apiKey',
      in: 'cookie',
      name: 'XSRF-TOKEN',
      description: doc.components.securitySchemes.xsrfCookie.description,
    });
    assert.equal(doc.components.securitySchemes.xsrfHeader.in, 'header');
    assert.equal(doc.components.securitySchemes.xsrfHeader.name, 'X-XSRF-TOKEN');
    for (const [method, path, operation] of operations(doc)) {
      const write = method !== 'get' || /\/(push|remove)$/.test(path);
      assert.equal(Boolean(operation.security), write, `${method} ${path}`);
      if (write) assert.deepEqual(operation.security, [{ xsrfCookie: [], xsrfHeader: [] }]);
      if (write) assert.ok(operation.responses['419'], `${method} ${path}: no 419`);
    }
  });

  it('every write takes an Idempotency-Key header; a repeat answered once has its 409 and 422, a sign-in is done again', () => {
    const parameter = doc.components.parameters.IdempotencyKey;
    assert.equal(parameter.name, 'Idempotency-Key');
    assert.equal(parameter.in, 'header');
    assert.equal(parameter.required, false);
    const signIns = ['/{storeId}/{lang}/auth/authenticate', '/{storeId}/{lang}/auth/register'];
    const reads = ['/{storeId}/{lang}/catalog/get-filters', '/{storeId}/{lang}/catalog/products/search'];
    for (const [method, path, operation] of operations(doc)) {
      const write = (method !== 'get' || /\/(push|remove)$/.test(path)) && !reads.includes(path);
      const keyed = operation.parameters.some(
        (p: Json) => p.$ref === '#/components/parameters/IdempotencyKey',
      );
      assert.equal(keyed, write, `${method} ${path}`);
      if (!write) continue;
      const signsIn = signIns.includes(path) || path.endsWith('/password/reset/handle');
      assert.equal(Boolean(operation.responses['409']), !signsIn, `${method} ${path}: 409`);
      assert.match(
        operation.description,
        signsIn ? /Idempotency-Key is done again/ : /Idempotency-Key gets the first answer/,
      );
      if (!signsIn) assert.ok(operation.responses['422'], `${method} ${path}: 422`);
    }
    assert.match(doc.info.description, /\*\*Idempotency\.\*\*/);
  });

  it('its schemas are JSON Schema 2020-12, and every example (a real answer of the reference store) matches its schema', () => {
    // formats are annotations in 2020-12; the contract's own checks of them run in the store and the elements
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const id = 'https://shop.example/openapi.json';
    ajv.addSchema({ $id: id, components: { schemas: doc.components.schemas } });
    for (const name of Object.keys(doc.components.schemas))
      ajv.getSchema(`${id}#/components/schemas/${name}`);
    let checked = 0;
    const check = (media: Json, where: string) => {
      const validate = ajv.getSchema(`${id}${media.schema.$ref}`)!;
      for (const [key, example] of Object.entries(media.examples ?? {}) as [string, Json][]) {
        assert.ok(validate(example.value), `${where} ${key}: ${JSON.stringify(validate.errors)}`);
        checked++;
      }
    };
    for (const [method, path, operation] of operations(doc)) {
      const body = operation.requestBody?.content;
      if (body) check(body['application/json'] ?? body['multipart/form-data'], `${method} ${path} request`);
      for (const [status, answer] of Object.entries(operation.responses) as [string, Json][]) {
        if (answer.content) check(answer.content['application/json'], `${method} ${path} ${status}`);
      }
    }
    assert.ok(checked >= 40, `only ${checked} examples`);
    const cart = doc.paths['/{storeId}/{lang}/cart/item'].post.responses['200'].content['application/json'];
    assert.ok(
      Object.values(cart.examples).some((e: Json) => e.value.items.length === 1),
      'a cart with its line',
    );
  });

  it('the reference store shows it as a readable page at /docs/api, linked in every page’s footer', async () => {
    const store = await startStore();
    try {
      const shopper = new Shopper(store.url);
      assert.match((await shopper.get('/')).text, /<a href="\/docs\/api">/);
      const page = await shopper.get('/docs/api');
      assert.equal(page.status, 200);
      assert.match(page.text, /<h1>API магазина для элементов витрины<\/h1>/);
      for (const tag of doc.tags) assert.match(page.text, new RegExp(`<h2>${tag.name}</h2>`));
      for (const [method, path] of operations(doc)) {
        assert.ok(
          page.text.includes(`<code>${method.toUpperCase()} /api${path}</code>`),
          `${method} ${path}`,
        );
      }
      assert.match(page.text, /<section id="schema-OrderPayload">/);
      assert.match(page.text, /<code>X-XSRF-TOKEN<\/code> \(header\)/);
    } finally {
      await store.stop();
    }
  });
});
