import type { Store } from '../context.ts';

/** A form submission or a letter of the store, as the demo inbox shows it. */
export interface InboxEntry {
  id: number;
  form: string;
  data: string;
  created_at: string;
}

/** Stores a submission (or a letter) for the inbox (/demo/inbox) and returns its id. */
export function storeSubmission(store: Store, form: string, data: Record<string, unknown>): number {
  return store.db.run('INSERT INTO submissions (form, data, created_at) VALUES (?, ?, ?)', [
    form,
    JSON.stringify(data),
    new Date(store.now()).toISOString(),
  ]);
}

/** The newest entries first. */
export function inboxEntries(store: Store, limit = 200): InboxEntry[] {
  return store.db.all<InboxEntry>(
    'SELECT id, form, data, created_at FROM submissions ORDER BY id DESC LIMIT ?',
    [limit],
  );
}
