import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Libsql from 'libsql';
import { migrate } from './schema.ts';

export type SqlValue = string | number | bigint | Buffer | null;
export type Params = SqlValue[] | Record<string, SqlValue>;

/** The database file cannot be used; the message says what is wrong, with which file, and what to do. */
export class DatabaseFileError extends Error {
  override name = 'DatabaseFileError';
}

/** SQLite's answer when the disk (or the file's page limit) is full: the write was not made. */
export const isDiskFull = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_FULL';

/**
 * The store's embedded database: SQLite through libsql (better-sqlite3's synchronous API, its binary shipped as
 * npm packages), in WAL mode. Synchronous calls keep every data function synchronous, so a transaction never
 * interleaves with another request.
 */
export class Database {
  private readonly statements = new Map<string, Libsql.Statement>();
  private depth = 0;

  private constructor(
    private readonly sql: Libsql.Database,
    private readonly file: string | null = null,
  ) {}

  /** Opens (or creates) the file, checks it and brings its tables up to date; null keeps everything in memory. */
  static open(file: string | null): Database {
    if (file) mkdirSync(dirname(file), { recursive: true });
    const existed = file !== null && existsSync(file);
    let sql: Libsql.Database | undefined;
    try {
      sql = new Libsql(file ?? ':memory:');
      const db = new Database(sql, file);
      if (file) {
        db.sql.pragma('journal_mode = WAL');
        // FULL: every COMMIT syncs the WAL to disk before the store answers, so an acknowledged write survives
        // a kill -9, a crash or a power cut (NORMAL may lose the last commits on a power cut)
        db.sql.pragma('synchronous = FULL');
        // another process on the same file (a second store, a backup) waits instead of failing at once
        db.sql.pragma('busy_timeout = 5000');
        const check = db.sql.prepare('PRAGMA quick_check').pluck().all() as unknown[];
        if (check.length !== 1 || check[0] !== 'ok') throw damaged(file, String(check[0]));
      }
      migrate(db, file);
      return db;
    } catch (error) {
      sql?.close();
      if (error instanceof DatabaseFileError || !file) throw error;
      throw fileProblem(file, existed, error);
    }
  }

  private statement(query: string): Libsql.Statement {
    let statement = this.statements.get(query);
    if (!statement) {
      statement = this.sql.prepare(query);
      this.statements.set(query, statement);
    }
    return statement;
  }

  all<T>(query: string, params: Params = []): T[] {
    return this.statement(query).all(params) as T[];
  }

  get<T>(query: string, params: Params = []): T | undefined {
    const row = this.statement(query).get(params) as (T & { _metadata?: unknown }) | undefined;
    if (row) delete row._metadata; // libsql adds its timing to single rows
    return row;
  }

  /** Runs one change; returns the id of an inserted row. */
  run(query: string, params: Params = []): number {
    return Number(this.statement(query).run(params).lastInsertRowid);
  }

  /** Runs one change; returns how many rows it changed. */
  change(query: string, params: Params = []): number {
    return this.statement(query).run(params).changes;
  }

  exec(script: string): void {
    this.sql.exec(script);
  }

  /**
   * Several changes that land together or not at all. IMMEDIATE takes the write lock at the start, so what the
   * work reads cannot change under it, also when another process shares the file. Nested calls join the outer one.
   */
  transaction<T>(work: () => T): T {
    if (this.depth > 0) return work();
    this.sql.exec('BEGIN IMMEDIATE');
    this.depth++;
    try {
      const result = work();
      this.sql.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.sql.inTransaction) this.sql.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
    }
  }

  pragma(source: string): unknown {
    return this.sql.prepare(`PRAGMA ${source}`).pluck().all()[0];
  }

  /** Closes the file, with the WAL moved into it, so a stopped store leaves one file to copy. */
  close(): void {
    this.statements.clear();
    if (!this.sql.open) return;
    if (this.file) this.sql.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    this.sql.close();
  }
}

const damaged = (file: string, detail: string) =>
  new DatabaseFileError(
    `The store's database file ${file} is damaged (SQLite's check says: ${detail}).\n` +
      `Move it aside and start again for a new, empty database, or restore it from a backup ` +
      `(sqlite3 ${file} ".recover" saves what can be read).`,
  );

function fileProblem(file: string, existed: boolean, error: unknown): DatabaseFileError {
  const code = (error as { code?: string }).code ?? '';
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return damaged(file, detail);
  if (code === 'SQLITE_FULL')
    return new DatabaseFileError(`The disk holding ${file} is full. Free some space and start again.`);
  if (error instanceof DatabaseFileError) return error;
  return new DatabaseFileError(
    `The store cannot ${existed ? 'open' : 'create'} its database file ${file} (${detail}).\n` +
      `Check that the folder exists and is writable, or point SHOP_DB at another file.`,
  );
}
