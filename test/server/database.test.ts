import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Database, DatabaseFileError } from '../../demo-pages/server/store/database.ts';
import { Shopper, spawnStore, startStore, stopStore } from './harness.ts';

describe('the store database file: no acknowledged write is lost', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is SQLite in WAL mode with synchronous FULL', () => {
    const db = Database.open(join(dir, 'mode.sqlite'));
    assert.equal(db.pragma('journal_mode'), 'wal');
    assert.equal(db.pragma('synchronous'), 2);
    db.close();
  });

  it('keeps single changes and whole transactions across a reopen', () => {
    const file = join(dir, 'store.sqlite');
    const first = Database.open(file);
    first.run('INSERT INTO settings (key, value) VALUES (?, ?)', ['s1', 'x']);
    first.transaction(() => {
      first.run('INSERT INTO orders (session_id, payload, total) VALUES (?, ?, ?)', ['s1', '{}', 100]);
      first.run('INSERT INTO orders (session_id, payload, total) VALUES (?, ?, ?)', ['s1', '{}', 200]);
    });
    first.close();
    const second = Database.open(file);
    assert.equal(
      second.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', ['s1'])?.value,
      'x',
    );
    assert.deepEqual(
      second.all<{ total: number }>('SELECT total FROM orders ORDER BY id').map((row) => row.total),
      [100, 200],
    );
    second.close();
  });

  it('a failed transaction leaves nothing behind', () => {
    const file = join(dir, 'rollback.sqlite');
    const db = Database.open(file);
    assert.throws(() =>
      db.transaction(() => {
        db.run('INSERT INTO orders (session_id, payload, total) VALUES (?, ?, ?)', ['s1', '{}', 100]);
        throw new Error('refused');
      }),
    );
    db.close();
    const reopened = Database.open(file);
    assert.equal(reopened.all('SELECT id FROM orders').length, 0);
    reopened.close();
  });

  it('a file of the sql.js store opens: its sessions that hold something are kept, the empty ones dropped', () => {
    const file = join(dir, 'legacy.sqlite');
    const legacy = Database.open(file);
    legacy.exec(`DROP TABLE sessions;
      CREATE TABLE sessions (id TEXT PRIMARY KEY, xsrf TEXT NOT NULL, user_id INTEGER, created_at TEXT NOT NULL DEFAULT (datetime('now')));
      INSERT INTO sessions (id, xsrf) VALUES ('with-cart', 'x'), ('empty', 'y');
      INSERT INTO cart_lines (session_id, product_id, quantity) VALUES ('with-cart', 5, 2);
      PRAGMA user_version = 0;`);
    legacy.close();
    const migrated = Database.open(file);
    assert.deepEqual(
      migrated.all<{ id: string }>('SELECT id FROM sessions').map((row) => row.id),
      ['with-cart'],
    );
    assert.equal(migrated.get<{ quantity: number }>('SELECT quantity FROM cart_lines')?.quantity, 2);
    migrated.close();
  });

  it('a damaged file is reported clearly: what is wrong, which file, what to do', () => {
    const garbage = join(dir, 'garbage.sqlite');
    writeFileSync(garbage, 'this is not a database '.repeat(400));
    assert.throws(
      () => Database.open(garbage),
      (error: Error) =>
        error instanceof DatabaseFileError &&
        error.message.includes(garbage) &&
        /damaged/.test(error.message) &&
        /Move it aside/.test(error.message),
    );
    const file = join(dir, 'torn.sqlite');
    const db = Database.open(file);
    for (let i = 0; i < 200; i++)
      db.run('INSERT INTO submissions (form, data) VALUES (?, ?)', ['f', 'x'.repeat(500)]);
    db.close();
    const bytes = readFileSync(file);
    bytes.fill(0x41, 4096 * 2, 4096 * 4); // two pages of the table overwritten
    writeFileSync(file, bytes);
    assert.throws(
      () => Database.open(file),
      (error: Error) => error instanceof DatabaseFileError && /damaged/.test(error.message),
    );
  });

  it('the store started on a damaged file exits with that message, not a stack trace', async () => {
    const garbage = join(dir, 'start-garbage.sqlite');
    writeFileSync(garbage, 'not a database at all '.repeat(400));
    const failure = await spawnStore(garbage).then(
      () => assert.fail('the store started'),
      (error: { code: number; errors: string }) => error,
    );
    assert.equal(failure.code, 1);
    assert.match(failure.errors, /cannot start/);
    assert.ok(failure.errors.includes(garbage));
    assert.match(failure.errors, /damaged/);
    assert.doesNotMatch(failure.errors, /\n\s+at /, 'no stack trace');
  });

  const inStock = async () => {
    const { generateCatalog } = await import('../../demo-pages/data/catalog.ts');
    return generateCatalog().products.filter((p) => p.price !== null && p.stock > 0);
  };

  it('a restart of the store keeps every acknowledged write', async () => {
    const file = join(dir, 'restart.sqlite');
    const products = await inStock();
    let store = await spawnStore(file);
    const shopper = new Shopper(store.url);
    try {
      await shopper.get('/');
      for (const product of products.slice(0, 5))
        assert.equal(
          (await shopper.post('/api/1/ru/cart/item', { productId: product.id, quantity: 2 })).status,
          200,
        );
      await stopStore(store.child);
      store = await spawnStore(file);
      const again = shopper.at(store.url); // the same browser, at the new process
      const cart = await again.get('/api/1/ru/cart');
      assert.deepEqual(
        cart.body.items.map((line: { productId: number; quantity: number }) => [
          line.productId,
          line.quantity,
        ]),
        products.slice(0, 5).map((p) => [p.id, 2]),
      );
    } finally {
      await stopStore(store.child);
    }
  });

  it('kill -9 in the middle of a burst of writes loses no acknowledged write', async () => {
    const file = join(dir, 'kill.sqlite');
    const products = (await inStock()).slice(0, 400);
    let store = await spawnStore(file);
    const shopper = new Shopper(store.url);
    await shopper.get('/');
    const acknowledged: number[] = [];
    let killed = false;
    const writer = async (ids: number[]) => {
      for (const id of ids) {
        if (killed) return;
        const answer = await shopper
          .post('/api/1/ru/cart/item', { productId: id, quantity: 1 })
          .catch(() => null);
        if (answer?.status === 200) acknowledged.push(id);
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          store.child.kill('SIGKILL');
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) =>
      products.filter((_, i) => i % 8 === lane).map((p) => p.id),
    );
    await Promise.all(lanes.map(writer));
    await stopStore(store.child, 'SIGKILL');
    assert.ok(acknowledged.length >= 60);

    store = await spawnStore(file);
    try {
      const again = shopper.at(store.url);
      const cart = await again.get('/api/1/ru/cart');
      const kept = new Set(cart.body.items.map((line: { productId: number }) => line.productId));
      const lost = acknowledged.filter((id) => !kept.has(id));
      assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged lines lost`);
    } finally {
      await stopStore(store.child);
    }
  });

  it('a full disk refuses the write with 507 in the error shape and one line in the log; every acknowledged write stays, and reads go on', async (t) => {
    const logged = t.mock.method(console, 'error', () => {});
    const file = join(dir, 'full.sqlite');
    const store = await startStore({ dbFile: file });
    const products = await inStock();
    const shopper = new Shopper(store.url);
    const acknowledged: number[] = [];
    let refused: { status: number; body: { message?: string } } | null = null;
    try {
      await shopper.get('/');
      // the file may not grow past its size now: SQLite answers SQLITE_FULL, as on a full disk
      const pages = Number(store.app.store.db.pragma('page_count'));
      store.app.store.db.pragma(`max_page_count = ${pages + 2}`);
      for (const product of products) {
        const answer = await shopper.post('/api/1/ru/cart/item', { productId: product.id, quantity: 1 });
        if (answer.status !== 200) {
          refused = answer;
          break;
        }
        acknowledged.push(product.id);
      }
      assert.ok(refused, 'the file filled up');
      assert.equal(refused.status, 507);
      assert.equal(typeof refused.body.message, 'string');
      assert.deepEqual(
        logged.mock.calls.map((call) => call.arguments),
        [['[store] the disk is full: a write was refused', 'POST', '/api/1/ru/cart/item']],
      );
      const cart = await shopper.get('/api/1/ru/cart');
      assert.equal(cart.status, 200);
      assert.deepEqual(
        cart.body.items.map((line: { productId: number }) => line.productId),
        acknowledged,
      );
    } finally {
      await store.stop();
    }
    const reopened = Database.open(file);
    assert.equal(reopened.all('SELECT 1 FROM cart_lines').length, acknowledged.length);
    reopened.close();
  });
});
