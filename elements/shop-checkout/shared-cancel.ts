/**
 * The one cancel the address requests share (docs/behaviour/calls.md): starting a newer suggestion or reverse lookup aborts
 * the one still running, whichever input started it.
 */
export class SharedCancel {
  private current: AbortController | null = null;

  /** Aborts the running request and returns the signal for the next one. */
  next(): AbortSignal {
    this.current?.abort();
    this.current = new AbortController();
    return this.current.signal;
  }

  cancel(): void {
    this.current?.abort();
    this.current = null;
  }
}
