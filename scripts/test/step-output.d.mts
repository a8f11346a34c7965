export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}
export function testCounts(output: string): TestCounts | null;
export function skippedParts(output: string): string[];
export function setupFailures(output: string): string;
export function noise(output: string): string[];
export function gateLine(line: string): boolean;
