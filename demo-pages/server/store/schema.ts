import type { Database } from './database.ts';

/** The schema's version, kept in the file's user_version. */
export const SCHEMA_VERSION = 2;

/** Every table of the reference store, created when missing. Times are milliseconds since 1970 unless ISO text. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_last_seen ON sessions (last_seen_at);
CREATE TABLE IF NOT EXISTS cart_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  UNIQUE (session_id, product_id)
);
CREATE TABLE IF NOT EXISTS list_items (
  session_id TEXT NOT NULL,
  list TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  added_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (session_id, list, product_id)
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  subscribed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS password_resets (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS captcha_tokens (
  token TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  total REAL NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS sign_in_attempts (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_attempts_key ON sign_in_attempts (key, at);
-- a write's first answer by its Idempotency-Key: request is a hash of what it asked, status and answer null while it runs
CREATE TABLE IF NOT EXISTS idempotency_keys (
  session_id TEXT NOT NULL,
  key TEXT NOT NULL,
  request TEXT NOT NULL,
  status INTEGER,
  answer TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created_at);
`;

/**
 * Brings a file up to SCHEMA_VERSION: version 2 adds idempotency_keys (every table is created when missing). A file
 * of the sql.js store (version 0, sessions with an xsrf column and a
 * row per cookieless visit) keeps only the sessions that hold something.
 */
export function migrate(db: Database, file: string | null): void {
  const version = Number(db.pragma('user_version'));
  if (version === SCHEMA_VERSION) return;
  if (version > SCHEMA_VERSION) {
    throw new Error(
      `${file} was written by a newer version of the store (schema ${version}, this one knows ${SCHEMA_VERSION}).`,
    );
  }
  db.transaction(() => {
    const legacy = db.all<{ name: string }>("SELECT name FROM pragma_table_info('sessions')");
    if (legacy.some((column) => column.name === 'xsrf')) {
      const now = Date.now();
      db.exec(`ALTER TABLE sessions RENAME TO sessions_v0;`);
      db.exec(SCHEMA);
      db.run(
        `INSERT INTO sessions (id, user_id, created_at, last_seen_at)
         SELECT id, user_id, ?, ? FROM sessions_v0
         WHERE user_id IS NOT NULL
            OR id IN (SELECT session_id FROM cart_lines)
            OR id IN (SELECT session_id FROM list_items)`,
        [now, now],
      );
      db.exec('DROP TABLE sessions_v0;');
    } else db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION};`);
  });
}
