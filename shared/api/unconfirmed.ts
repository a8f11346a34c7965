import { ApiError, onStoreAnswer } from './client.ts';

/** What a shopper's write came to: done, with the store's answer, or not done, and why. */
export type Outcome<T> = { done: true; answer: T } | { done: false; error: unknown };

/** Whether a failed write may still have happened (ApiError.unconfirmed): what is true is yet to be told. */
export const isUnconfirmed = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.unconfirmed;

/**
 * Whether a failed write's answer may still come: no answer in time (its request goes on), or a 409 (its first send
 * still runs). A write with nothing to look up (a form, the order) waits only for such an answer.
 */
export const answerMayCome = (error: unknown): error is ApiError =>
  isUnconfirmed(error) && (error.late !== undefined || error.status === 409);

/**
 * A write the store did not confirm (docs/behaviour/errors.md "Not confirmed yet"). `told` resolves once with what
 * is true: the late answer of one of its sends, or what `look` finds each time the store may tell (it answered
 * another call, the browser came back online). `look(settled)` answers the outcome when the store's state shows
 * it, and null when it cannot tell yet; `settled` says no send of it can still land, so what is not there did not
 * happen. A retry's answer is told with `tell`.
 */
export class Unconfirmed<T> {
  readonly told: Promise<Outcome<T>>;
  private resolve!: (outcome: Outcome<T>) => void;
  private inFlight = 0;
  private busy = false;
  private over = false;
  private readonly stop: () => void;

  constructor(private readonly look: (settled: boolean) => Promise<Outcome<T> | null> = async () => null) {
    this.told = new Promise((resolve) => (this.resolve = resolve));
    // in a task of its own: a late answer that tells what happened is heard before a look; a look's own call is
    // made with `look` (shared/api/client.ts), so its answer is no news to this or any other write waiting
    const soon = () => void setTimeout(() => void this.check());
    const unsubscribe = onStoreAnswer(soon);
    addEventListener('online', soon);
    this.stop = () => {
      unsubscribe();
      removeEventListener('online', soon);
    };
  }

  /** A send of the write that was not confirmed: its late answer may still tell; without one, look now. */
  add(error: ApiError): void {
    if (!error.late) return void this.check();
    this.inFlight++;
    error.late.then(
      (answer) => this.tell({ done: true, answer: answer as T }),
      (failed: unknown) => {
        this.inFlight--;
        if (isUnconfirmed(failed)) void this.check();
        else this.tell({ done: false, error: failed });
      },
    );
  }

  /** What is true; the first to tell it wins, the rest are not heard. */
  tell(outcome: Outcome<T>): void {
    if (this.over) return;
    this.over = true;
    this.stop();
    this.resolve(outcome);
  }

  private async check(): Promise<void> {
    if (this.over || this.busy) return;
    this.busy = true;
    try {
      const found = await this.look(this.inFlight === 0);
      if (found) this.tell(found);
    } catch {
      // the store cannot tell yet: its next answer, or the browser back online, looks again
    } finally {
      this.busy = false;
    }
  }
}
