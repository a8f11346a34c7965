import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import initSqlJs, { type Database as SqlDatabase, type SqlValue } from 'sql.js';
import { SCHEMA } from './schema.ts';

export type Params = SqlValue[] | Record<string, SqlValue>;

/**
 * The store's embedded database: SQLite compiled to WebAssembly (sql.js, nothing native to build),
 * kept in one file that is rewritten after every change, so a restart loses nothing.
 */
export class Database {
  /** inside transaction() the file is saved once, at COMMIT: sql.js cannot export while a transaction is open */
  private inTransaction = false;

  private constructor(
    private readonly sql: SqlDatabase,
    private readonly file: string | null,
  ) {}

  static async open(file: string | null): Promise<Database> {
    const require = createRequire(import.meta.url);
    const SQL = await initSqlJs({ locateFile: (name) => require.resolve(`sql.js/dist/${name}`) });
    const data = file && existsSync(file) ? readFileSync(file) : undefined;
    const db = new Database(new SQL.Database(data), file);
    db.sql.exec(SCHEMA);
    db.persist();
    return db;
  }

  all<T>(query: string, params: Params = []): T[] {
    const statement = this.sql.prepare(query);
    try {
      statement.bind(params);
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as T);
      return rows;
    } finally {
      statement.free();
    }
  }

  get<T>(query: string, params: Params = []): T | undefined {
    return this.all<T>(query, params)[0];
  }

  /** Runs one change and saves the file; returns the id of an inserted row. */
  run(query: string, params: Params = []): number {
    this.sql.run(query, params);
    const id = Number(this.sql.exec('SELECT last_insert_rowid()')[0]?.values[0]?.[0] ?? 0);
    this.persist();
    return id;
  }

  /** Several changes that land together or not at all, saved once. */
  transaction<T>(work: () => T): T {
    this.sql.exec('BEGIN');
    this.inTransaction = true;
    try {
      const result = work();
      this.sql.exec('COMMIT');
      this.inTransaction = false;
      this.persist();
      return result;
    } catch (error) {
      this.inTransaction = false;
      this.sql.exec('ROLLBACK');
      throw error;
    }
  }

  private persist(): void {
    if (!this.file || this.inTransaction) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, this.sql.export());
    renameSync(temporary, this.file); // a crash mid-write never leaves half a file
  }

  close(): void {
    this.sql.close();
  }
}
