import type { Cart } from '../../shared/contract/cart.ts';

type LineId = number | string;

/**
 * Serialises quantity updates per cart line: one request per line at a time, and clicks made meanwhile
 * collapse into one follow-up with the latest quantity, so the last click wins and answers never cross.
 */
export class QuantitySync {
  private readonly wanted = new Map<LineId, number>();
  private readonly running = new Set<LineId>();

  constructor(
    private readonly send: (lineId: LineId, quantity: number) => Promise<Cart>,
    private readonly events: {
      onCart: (cart: Cart) => void;
      onFailure: (error: unknown) => void;
      onChange: () => void;
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
      try {
        const cart = await this.send(lineId, quantity);
        if (this.wanted.get(lineId) === quantity) this.wanted.delete(lineId);
        this.events.onCart(cart);
      } catch (error) {
        this.wanted.delete(lineId);
        this.events.onFailure(error);
      }
      quantity = this.wanted.get(lineId);
    }
    this.running.delete(lineId);
    this.events.onChange();
  }
}
