import type { Result } from './checks.ts';

/** The results as a table a person reads in a terminal: one row a check, the failures marked, then the count. */
export function formatTable(results: Result[]): string {
  const rows = results.map((r) => [
    r.passed ? 'pass' : r.optional ? 'lost' : 'FAIL',
    r.check,
    r.call,
    r.detail,
  ]);
  const header = ['result', 'check', 'call', 'detail'];
  const widths = [0, 1, 2].map((column) =>
    Math.max(header[column]!.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell))
      .join('  ')
      .trimEnd();
  const { failed, lost } = tally(results);
  const passed = results.length - failed - lost;
  const guarantees = lost ? `, ${lost} optional guarantee${lost === 1 ? '' : 's'} lost` : '';
  return [line(header), ...rows.map(line), '', `${passed} passed, ${failed} failed${guarantees}`].join('\n');
}

/** The failed checks, and the optional guarantees a backend does without (a `lost` row fails nothing). */
export function tally(results: Result[]): { failed: number; lost: number } {
  const failed = results.filter((r) => !r.passed && !r.optional).length;
  return { failed, lost: results.filter((r) => !r.passed && r.optional).length };
}
