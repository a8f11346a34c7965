/** One console line a test provoked: its level and its arguments as text (an error as `ApiError: HTTP 404`). */
export interface Logged {
  level: 'error' | 'warn';
  text: string;
  args: unknown[];
}

export interface CapturedConsole {
  /** every error and warning, in order */
  readonly lines: Logged[];
  /** the errors' text */
  readonly errors: string[];
  /** the warnings' text */
  readonly warnings: string[];
  /** gives the console back before the test ends */
  restore(): void;
}

let active: (() => void) | null = null;

/**
 * Captures the console's errors and warnings while a test provokes them on purpose: the elements' console
 * reports are behaviour (docs/behaviour/errors.md), so the test asserts them, and a passing run prints none of
 * them (docs/testing.md, "A quiet run"). The console is given back when the test ends, or by `restore()`.
 */
export function captureConsole(): CapturedConsole {
  if (active)
    throw new Error('captureConsole(): the console is captured already; restore() that capture first');
  const lines: Logged[] = [];
  const { error, warn } = console;
  const keep =
    (level: Logged['level']) =>
    (...args: unknown[]) =>
      void lines.push({ level, args, text: args.map(String).join(' ') });
  console.error = keep('error');
  console.warn = keep('warn');
  const restore = () => {
    if (active !== restore) return;
    active = null;
    console.error = error;
    console.warn = warn;
  };
  active = restore;
  const of = (level: Logged['level']) =>
    lines.filter((line) => line.level === level).map((line) => line.text);
  return {
    lines,
    get errors() {
      return of('error');
    },
    get warnings() {
      return of('warn');
    },
    restore,
  };
}

// a root hook: a capture ends with its test, so a test that forgets restore() quiets no other test
afterEach(() => active?.());
