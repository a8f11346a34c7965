import { answerMayCome, isUnconfirmed, Unconfirmed, type Outcome } from '../api/unconfirmed.ts';
import { newIdempotencyKey } from '../contract/common.ts';
import { CAPTCHA_FIELD } from '../contract/forms.ts';
import { toastNotConfirmed } from '../toast.ts';

/** The captcha's token, new at each try: the field sent, and the one SmartCaptcha's widget puts in the form. */
const TOKENS = new Set([CAPTCHA_FIELD, 'smart-token']);

/** What the shopper typed, to know the same form sent again. */
const typed = (data: FormData) =>
  JSON.stringify(
    [...data]
      .filter(([name]) => !TOKENS.has(name))
      .map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name}:${value.size}`]),
  );

/**
 * A form's submissions, each told once (docs/behaviour/errors.md "Not confirmed yet"): sent with a key of its own;
 * one the store does not answer in time is 'not confirmed yet' (`unconfirmed` runs, the toast shows) until its
 * late answer tells what is true. Sending while one is not confirmed sends that one again, as it was, with its
 * key: one submit is one enquiry. A form has nothing to look up in the store, so any other failure (no network
 * included) is the catalogue's failure, as before; but one that may still have happened (a proxy's 502–504, a
 * dropped network) is kept: the same form sent again goes as it went, with its key and token, so a store that had
 * it answers as it did then and keeps it once.
 */
export class Submission<T> {
  private unsure: { data: FormData; key: string; truth: Unconfirmed<T> } | null = null;
  /** the last failed submission that may still have happened: what was typed, and how it went */
  private maybe: { typed: string; data: FormData; key: string } | null = null;

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
    // the store fingerprints a key's request, its token too: a repeat goes exactly as it went
    const repeat = this.maybe?.typed === typed(data) ? this.maybe : null;
    const sent = again?.data ?? repeat?.data ?? data;
    const key = again?.key ?? repeat?.key ?? newIdempotencyKey();
    let outcome: Outcome<T>;
    try {
      outcome = { done: true, answer: await this.call(sent, key) };
      this.maybe = null;
    } catch (error) {
      this.maybe = isUnconfirmed(error) ? { typed: typed(sent), data: sent, key } : null;
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
