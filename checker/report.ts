import type { Result } from './checks.ts';

/** The results as a table a person reads in a terminal: one row a check, the failures marked, then the count. */
export function formatTable(results: Result[]): string {
  const rows = results.map((r) => [r.passed ? 'pass' : 'FAIL', r.check, r.call, r.detail]);
  const header = ['result', 'check', 'call', 'detail'];
  const widths = [0, 1, 2].map((column) =>
    Math.max(header[column]!.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell))
      .join('  ')
      .trimEnd();
  const failed = results.filter((r) => !r.passed).length;
  return [line(header), ...rows.map(line), '', `${results.length - failed} passed, ${failed} failed`].join(
    '\n',
  );
}
