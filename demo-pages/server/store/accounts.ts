import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Store } from '../context.ts';
import type { Client } from '../../../shared/contract/checkout.ts';

/** scrypt's cost: slow enough to make guessing expensive, fast enough for a demo (about 50 ms). */
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;
/** A reset link works for one hour, and once. */
export const RESET_LIFETIME_MS = 60 * 60 * 1000;

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  subscribed: number;
}

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: a fresh salt for every password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const USER_COLUMNS = 'id, email, first_name, last_name, phone, subscribed';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(store: Store, email: string): (User & { password_hash: string }) | undefined {
  return store.db.get(`SELECT ${USER_COLUMNS}, password_hash FROM users WHERE email = ?`, [
    normaliseEmail(email),
  ]);
}

export function findUser(store: Store, id: number | null): User | undefined {
  if (id === null) return undefined;
  return store.db.get(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
}

export async function createUser(
  store: Store,
  fields: { email: string; first_name: string; last_name: string; phone: string; subscribed: boolean },
  password: string,
): Promise<number> {
  const hash = await hashPassword(password);
  return store.db.run(
    'INSERT INTO users (email, first_name, last_name, phone, password_hash, subscribed) VALUES (?, ?, ?, ?, ?, ?)',
    [
      normaliseEmail(fields.email),
      fields.first_name,
      fields.last_name,
      fields.phone,
      hash,
      fields.subscribed ? 1 : 0,
    ],
  );
}

/** A hash no password matches, verified when the e-mail is unknown so both answers take as long. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

export async function setPassword(store: Store, userId: number, password: string): Promise<void> {
  store.db.run('UPDATE users SET password_hash = ? WHERE id = ?', [await hashPassword(password), userId]);
}

/** A new single-use reset token for the user, valid for RESET_LIFETIME_MS. */
export function createResetToken(store: Store, userId: number, now = store.now()): string {
  const token = randomBytes(24).toString('base64url');
  store.db.run('INSERT INTO password_resets (token, user_id, expires_at) VALUES (?, ?, ?)', [
    token,
    userId,
    new Date(now + RESET_LIFETIME_MS).toISOString(),
  ]);
  return token;
}

/** The user of a reset token that is known, unused and not expired; null otherwise. Does not spend it. */
export function resetTokenUser(store: Store, token: unknown, now = store.now()): number | null {
  if (typeof token !== 'string' || !token) return null;
  const row = store.db.get<{ user_id: number; expires_at: string; used: number }>(
    'SELECT user_id, expires_at, used FROM password_resets WHERE token = ?',
    [token],
  );
  if (!row || row.used || Date.parse(row.expires_at) <= now) return null;
  return row.user_id;
}

export function spendResetToken(store: Store, token: string): void {
  store.db.run('UPDATE password_resets SET used = 1 WHERE token = ?', [token]);
}

/** Deletes the reset links that can no longer be used (spent or expired); returns how many. */
export function purgeResetLinks(store: Store): number {
  return store.db.change('DELETE FROM password_resets WHERE used = 1 OR expires_at <= ?', [
    new Date(store.now()).toISOString(),
  ]);
}

/** The signed-in client as checkout prefills it {firstName, email, phone}, or null for a guest. */
export function clientProfile(store: Store, userId: number | null): Client | null {
  const user = findUser(store, userId);
  return user ? { firstName: user.first_name, email: user.email, phone: user.phone } : null;
}

export function updateProfile(
  store: Store,
  userId: number,
  fields: { first_name: string; last_name: string; email: string; phone: string },
): void {
  store.db.run('UPDATE users SET first_name = ?, last_name = ?, email = ?, phone = ? WHERE id = ?', [
    fields.first_name,
    fields.last_name,
    normaliseEmail(fields.email),
    fields.phone,
    userId,
  ]);
}

export function setSubscribed(store: Store, userId: number, subscribed: boolean): void {
  store.db.run('UPDATE users SET subscribed = ? WHERE id = ?', [subscribed ? 1 : 0, userId]);
}
