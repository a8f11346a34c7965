import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Database } from '../../demo-pages/server/db/database.ts';

describe('the store database file (a restart loses nothing)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps single changes and whole transactions across a reopen', async () => {
    const file = join(dir, 'store.sqlite');
    const first = await Database.open(file);
    first.run('INSERT INTO sessions (id, xsrf) VALUES (?, ?)', ['s1', 'x']);
    first.transaction(() => {
      first.run('INSERT INTO orders (session_id, payload, total) VALUES (?, ?, ?)', ['s1', '{}', 100]);
      first.run('INSERT INTO orders (session_id, payload, total) VALUES (?, ?, ?)', ['s1', '{}', 200]);
    });
    first.close();
    const second = await Database.open(file);
    assert.equal(second.get<{ id: string }>('SELECT id FROM sessions')?.id, 's1');
    assert.deepEqual(
      second.all<{ total: number }>('SELECT total FROM orders ORDER BY id').map((row) => row.total),
      [100, 200],
    );
    second.close();
  });

  it('a failed transaction leaves nothing behind', async () => {
    const file = join(dir, 'rollback.sqlite');
    const db = await Database.open(file);
    assert.throws(() =>
      db.transaction(() => {
        db.run('INSERT INTO orders (session_id, payload, total) VALUES (?, ?, ?)', ['s1', '{}', 100]);
        throw new Error('refused');
      }),
    );
    db.close();
    const reopened = await Database.open(file);
    assert.equal(reopened.all('SELECT id FROM orders').length, 0);
    reopened.close();
  });
});
