import { answerMayCome, Unconfirmed, type Outcome } from '../api/unconfirmed.ts';
import { newIdempotencyKey } from '../contract/common.ts';
import { toastNotConfirmed } from '../toast.ts';

/**
 * A form's submissions, each told once (docs/behaviour/errors.md "Not confirmed yet"): sent with a key of its own;
 * one the store does not answer in time is 'not confirmed yet' (`unconfirmed` runs, the toast shows) until its
 * late answer tells what is true. Sending while one is not confirmed sends that one again, as it was, with its
 * key: one submit is one enquiry. A form has nothing to look up in the store, so any other failure (no network
 * included) is the catalogue's failure, as before.
 */
export class Submission<T> {
  private unsure: { data: FormData; key: string; truth: Unconfirmed<T> } | null = null;

  constructor(
    /** the element whose toasts they are */
    private readonly host: HTMLElement,
    private readonly call: (data: FormData, key: string) => Promise<T>,
    /** what was true, early or late; and that a submission is not confirmed yet */
    private readonly told: (outcome: Outcome<T>) => void,
    private readonly unconfirmed: () => void = () => {},
  ) {}

  /** The submission the next send sends again, as it was; null when there is none. */
  get waiting(): FormData | null {
    return this.unsure?.data ?? null;
  }

  /** Sends `data`, or, while one is not confirmed, that one again. */
  async send(data: FormData): Promise<void> {
    const again = this.unsure;
    const sent = again?.data ?? data;
    const key = again?.key ?? newIdempotencyKey();
    let outcome: Outcome<T>;
    try {
      outcome = { done: true, answer: await this.call(sent, key) };
    } catch (error) {
      if (!answerMayCome(error)) outcome = { done: false, error };
      else {
        this.unconfirmed();
        if (again) return again.truth.add(error);
        const truth = new Unconfirmed<T>();
        this.unsure = { data: sent, key, truth };
        toastNotConfirmed(this.host);
        void truth.told.then((late) => {
          this.unsure = null;
          this.told(late);
        });
        return truth.add(error);
      }
    }
    if (again) again.truth.tell(outcome);
    else this.told(outcome);
  }
}
