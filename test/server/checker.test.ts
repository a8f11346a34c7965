import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Result } from '../../checker/checks.ts';
import { main } from '../../checker/cli.ts';
import { startBitrixBackend } from './bitrix-backend.ts';
import { startBackendWithoutIdempotency, startBrokenBackend } from './broken-backend.ts';
import { startStore } from './harness.ts';

const BIN = fileURLToPath(new URL('../../dist/shop-elements-check.js', import.meta.url));

/** Runs the checker in this process; its output as text, its rows read from --json. */
async function check(args: string[]): Promise<{ status: number; text: string; rows: Result[] }> {
  let text = '';
  const status = await main(args, (chunk) => (text += chunk));
  const rows = args.includes('--json') ? (JSON.parse(text).results as Result[]) : [];
  return { status, text, rows };
}

/** The command as a package user runs it: `node dist/shop-elements-check.js …` (what `npx` starts). */
function runBin(args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status, out }));
  });
}

/** The rows whose check starts with `name`. */
const row = (rows: Result[], name: string) => {
  const found = rows.find((r) => r.check.startsWith(name));
  assert.ok(found, `no row "${name}" in ${rows.map((r) => r.check).join(' | ')}`);
  return found;
};

describe('the conformance checker, npx shop-elements-check', () => {
  describe('against the reference store', () => {
    let store: Awaited<ReturnType<typeof startStore>>;
    before(async () => (store = await startStore()));
    after(() => store.stop());

    it('passes every check, covering every call the elements make, and leaves nothing behind', async () => {
      const { status, rows } = await check(['--base', store.url, '--store', '1', '--lang', 'ru', '--json']);
      assert.deepEqual(
        rows.filter((r) => !r.passed),
        [],
      );
      assert.equal(status, 0);
      for (const name of [
        'a fresh session gets its cart and the XSRF-TOKEN cookie',
        'a write without the XSRF token is refused (419 or 403)',
        'add to cart answers the cart with the product',
        'a cart add sent again with its Idempotency-Key adds once',
        'its Idempotency-Key sent with another request is refused (422)',
        'a quantity change answers the cart with the new quantity',
        'quantity 0 deletes the line',
        'compare push answers',
        'compare remove answers',
        'favourites push answers',
        'favourites remove answers',
        'a list change without the XSRF token is refused (419 or 403)',
        'header search for',
        'catalogue search for',
        'get-filters answers the counts, total and url (category',
        'checkout loads: delivery pricing',
        'checkout loads: lift pricing',
        'checkout loads: the client (null for a guest)',
        'checkout loads: the pickup price',
        'an order with an empty cart is refused with flags',
        "an order with a bad phone is refused with the flag 'phone'",
        'a form without a captcha token is refused',
        'clean-up: the session’s cart and lists are left empty',
      ])
        row(rows, name);
      const { db } = store.app.store;
      for (const table of ['cart_lines', 'list_items', 'orders', 'submissions']) {
        assert.deepEqual(db.all(`SELECT * FROM ${table}`), [], `${table} is not empty`);
      }
    });

    it('prints a table of the checks and their count; --help says what it writes', async () => {
      const { status, text } = await check(['--base', store.url, '--store', '1']);
      assert.equal(status, 0);
      assert.match(
        text,
        /^pass {4}a fresh session gets its cart and the XSRF-TOKEN cookie +GET \/api\/1\/ru\/cart$/m,
      );
      assert.match(text, /^23 passed, 0 failed$/m);
      const help = await check(['--help']);
      assert.equal(help.status, 0);
      assert.match(help.text, /writes nothing a store keeps except what it removes again/);
    });

    it('the built command runs from dist/ with no build step of its own', async () => {
      assert.ok(existsSync(BIN), 'dist/shop-elements-check.js is missing: run npm run build');
      const { status, out } = await runBin(['--base', store.url, '--store', '1']);
      assert.match(out, /^23 passed, 0 failed$/m, out);
      assert.equal(status, 0);
    });
  });

  it('checks a 1C-Bitrix backend told its scheme: the sessid field and a WordPress X-WP-Nonce header', async () => {
    const backend = await startBitrixBackend('bx-sessid-1', 'wp-nonce-1');
    try {
      const told = [
        '--csrf-token',
        'bx-sessid-1',
        '--csrf-field',
        'sessid',
        '--header',
        'X-WP-Nonce: wp-nonce-1',
      ];
      const { status, rows } = await check(['--base', backend.url, '--store', '1', '--json', ...told]);
      assert.deepEqual(
        rows.filter((r) => !r.passed),
        [],
      );
      assert.equal(status, 0);
      row(rows, 'a fresh session gets its cart and its token (the given token in the field sessid)');
      const refused = row(rows, 'a write without the CSRF token is refused (419 or 403)');
      assert.match(refused.call, /\(without the CSRF token\)$/);
      row(rows, 'a list change without the CSRF token is refused (419 or 403)');
      row(rows, 'add to cart answers the cart with the product');
      const { db } = backend.store.app.store;
      assert.deepEqual(
        db.all('SELECT * FROM cart_lines'),
        [],
        'the checker cleaned up behind the stand-in too',
      );

      // not told the scheme, the checker sees the backend refuse the elements' default calls
      const untold = await check(['--base', backend.url, '--store', '1', '--json']);
      assert.equal(untold.status, 1);
      assert.equal(row(untold.rows, 'add to cart answers the cart with the product').passed, false);
      // told half of it (no nonce), every API call is refused
      const noNonce = await check(['--base', backend.url, '--store', '1', '--json', ...told.slice(0, 4)]);
      assert.equal(row(noNonce.rows, 'a fresh session gets its cart').passed, false);
    } finally {
      await backend.stop();
    }
  });

  it('a CSRF scheme without a source or a way to send it, or a bad --header, is a wrong command line', async () => {
    const wrong = async (args: string[], message: RegExp) => {
      const { status, text } = await check(['--base', 'http://127.0.0.1:9', '--store', '1', ...args]);
      assert.equal(status, 2, args.join(' '));
      assert.match(text, message);
    };
    await wrong(['--csrf-header', 'X-CSRFToken'], /where the CSRF token comes from/);
    await wrong(['--csrf-cookie', 'csrftoken'], /how the CSRF token is sent/);
    await wrong(['--header', 'X-WP-Nonce=1'], /--header must be "NAME: VALUE"/);
    await wrong(['--no-csrf', '--csrf-field', 'sessid'], /--no-csrf goes without/);
    assert.match((await check(['--help'])).text, /--csrf-meta NAME/);
  });

  it('names each break of a broken backend, with the field at fault, and exits with 1', async () => {
    const backend = await startBrokenBackend();
    try {
      const { status, rows } = await check(['--base', backend.url, '--store', '1', '--json']);
      assert.equal(status, 1);
      const failed = (name: string, detail: RegExp) => {
        const found = row(rows, name);
        assert.equal(found.passed, false, `${name} passed`);
        assert.match(found.detail, detail, name);
      };
      failed('checkout loads: delivery pricing', /^prices\.0\.price: /);
      failed('compare push answers', /success: false/);
      failed('header search for', /^data\.0\.url: /);
      failed('catalogue search for', /^data\.0\.url: /);
      failed('get-filters answers', /^total: .*"12"/);
      failed('a write without the XSRF token is refused', /accepted \(HTTP 200\)/);
      failed('an order with an empty cart is refused', /accepted \(HTTP 200\)/);
      failed("an order with a bad phone is refused with the flag 'phone'", /accepted/);
      failed('a form without a captcha token is refused', /accepted \(HTTP 200\)/);
      assert.equal(row(rows, 'add to cart answers the cart with the product').passed, true);
      assert.equal(row(rows, 'checkout loads: lift pricing').passed, true);
    } finally {
      await backend.stop();
    }
  });

  it('a backend without idempotency: the guarantee it loses is reported as lost, not failed, and it exits with 0', async () => {
    const backend = await startBackendWithoutIdempotency();
    try {
      const { status, rows } = await check(['--base', backend.url, '--store', '1', '--json']);
      assert.equal(status, 0);
      const once = row(rows, 'a cart add sent again with its Idempotency-Key adds once');
      assert.equal(once.passed, false);
      assert.equal(once.optional, true);
      assert.match(once.detail, /no idempotency: a write retried after a timeout may happen twice/);
      assert.equal(row(rows, 'its Idempotency-Key sent with another request').passed, false);
      assert.deepEqual(
        rows.filter((r) => !r.passed && !r.optional),
        [],
      );
      const table = await check(['--base', backend.url, '--store', '1']);
      assert.match(table.text, /^lost {4}a cart add sent again with its Idempotency-Key adds once/m);
      assert.match(table.text, /^21 passed, 0 failed, 2 optional guarantees lost$/m);
      assert.equal(table.status, 0);
    } finally {
      await backend.stop();
    }
  });

  it('a backend that is not there, or never answers, fails every call with "no answer" instead of hanging', async () => {
    const silent: Server = createServer(() => {}); // takes the request and never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const { status, rows } = await check(['--base', url, '--store', '1', '--timeout', '300', '--json']);
      assert.equal(status, 1);
      assert.equal(rows.filter((r) => r.passed).length, 0);
      assert.match(row(rows, 'a fresh session gets its cart').detail, /^no answer: /);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('a wrong command line says what to fix and exits with 2', async () => {
    const { status, text } = await check(['--store', '1', '--lang', 'de']);
    assert.equal(status, 2);
    assert.match(text, /--base must be the store’s http\(s\) origin/);
    assert.match(text, /--lang must be ru or uz/);
  });
});
