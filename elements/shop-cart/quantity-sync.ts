import type { CallOptions } from '../../shared/api/client.ts';
import { isUnconfirmed, Unconfirmed, type Outcome } from '../../shared/api/unconfirmed.ts';
import { newIdempotencyKey } from '../../shared/contract/common.ts';
import type { Cart } from '../../shared/contract/cart.ts';

type LineId = number | string;

/**
 * Serialises quantity updates per cart line: one request per line at a time, and clicks made meanwhile
 * collapse into one follow-up with the latest quantity, so the last click wins and answers never cross. An
 * update the store does not confirm in time stays the line's one request until what is true is known
 * (docs/behaviour/errors.md "Not confirmed yet"): its late answer, or the line as the store has it.
 */
export class QuantitySync {
  private readonly wanted = new Map<LineId, number>();
  private readonly running = new Set<LineId>();

  constructor(
    private readonly send: (lineId: LineId, quantity: number, key: string) => Promise<Cart>,
    /** the cart as the store has it, to find out what became of an update it did not confirm */
    private readonly load: (options?: CallOptions) => Promise<Cart>,
    private readonly events: {
      onCart: (cart: Cart) => void;
      onFailure: (error: unknown) => void;
      onChange: () => void;
      /** an update not confirmed in time; `confirmed`, when it turns out to have happened */
      onUnconfirmed: () => void;
      onConfirmed: () => void;
    },
  ) {}

  /** The quantity on its way to the server for this line, if any. */
  pending(lineId: LineId): number | undefined {
    return this.wanted.get(lineId);
  }

  isBusy(): boolean {
    return this.running.size > 0;
  }

  /** Moves the line by one from the latest quantity asked for, or from the server's when none is pending. */
  step(lineId: LineId, delta: 1 | -1, serverQuantity: number): void {
    this.set(lineId, (this.wanted.get(lineId) ?? serverQuantity) + delta);
  }

  set(lineId: LineId, quantity: number): void {
    this.wanted.set(lineId, Math.max(0, quantity));
    this.events.onChange();
    if (!this.running.has(lineId)) void this.flush(lineId);
  }

  private async flush(lineId: LineId): Promise<void> {
    this.running.add(lineId);
    let quantity = this.wanted.get(lineId);
    while (quantity !== undefined) {
      const outcome = await this.update(lineId, quantity);
      if (outcome.done) {
        if (this.wanted.get(lineId) === quantity) this.wanted.delete(lineId);
        this.events.onCart(outcome.answer);
      } else {
        this.wanted.delete(lineId);
        this.events.onFailure(outcome.error);
      }
      quantity = this.wanted.get(lineId);
    }
    this.running.delete(lineId);
    this.events.onChange();
  }

  /** One update: the store's answer, or, not confirmed in time, what is true once the store can tell. */
  private async update(lineId: LineId, quantity: number): Promise<Outcome<Cart>> {
    try {
      return { done: true, answer: await this.send(lineId, quantity, newIdempotencyKey()) };
    } catch (error) {
      if (!isUnconfirmed(error)) return { done: false, error };
      this.events.onUnconfirmed();
      // the line at the quantity sent (gone, for 0) is the update done
      const truth = new Unconfirmed<Cart>(async (settled) => {
        const cart = await this.load({ look: true });
        const line = cart.items.find((item) => String(item.id) === String(lineId));
        if ((line?.quantity ?? 0) === quantity) return { done: true, answer: cart };
        return settled ? { done: false, error: new Error(`the line has ${line?.quantity ?? 0}`) } : null;
      });
      truth.add(error);
      const outcome = await truth.told;
      if (!outcome.done) return outcome;
      this.events.onConfirmed();
      // the late answer is the cart as it was then; another tab may have changed it since
      return { done: true, answer: await this.load().catch(() => outcome.answer) };
    }
  }
}
