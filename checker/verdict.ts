import * as v from 'valibot';
import { isRefusal } from '../shared/contract/common.ts';
import type { Answer } from './session.ts';

/** What one answer was found to be: its checked value, or why it fails the contract (the field at fault). */
export type Verdict<T> = { ok: true; value: T; detail: string } | { ok: false; detail: string };

const ok = <T>(value: T, detail = ''): Verdict<T> => ({ ok: true, value, detail });
const fail = (detail: string): Verdict<never> => ({ ok: false, detail });

/** The first issues of a schema's check, each with the field at fault: `prices.0.price: Invalid type: …`. */
export function issuesText(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(the answer)'}: ${issue.message}`);
  return issues.length > 3 ? `${shown.join('; ')}; and ${issues.length - 3} more` : shown.join('; ');
}

const statusText = (answer: Answer) => {
  const message = (answer.body as { message?: unknown } | null)?.message;
  return `HTTP ${answer.status}${typeof message === 'string' ? ` "${message.slice(0, 120)}"` : ''}`;
};

const notJson = (answer: Answer) =>
  `the answer is not JSON (HTTP ${answer.status}, ${answer.type || 'no content type'})`;

/** A success, read as the elements read it: a 2xx JSON answer of the call's shape that does not say `success: false`. */
export function expectAnswer<T>(answer: Answer, schema: v.GenericSchema<unknown, T>): Verdict<T> {
  if (answer.status < 200 || answer.status > 299)
    return fail(`expected a success, got ${statusText(answer)}`);
  if (answer.body === undefined) return fail(notJson(answer));
  if (isRefusal(answer.body))
    return fail('success: false in a success answer (the elements read it as a failure)');
  const checked = v.safeParse(schema, answer.body);
  return checked.success ? ok(checked.output) : fail(issuesText(checked.issues));
}

/**
 * A refusal: an error status (one of `statuses` when given) or `success: false`, in the error shape (`schema`,
 * ErrorBody by default). Accepting what must be refused fails.
 */
export function expectRefusal<T>(
  answer: Answer,
  schema: v.GenericSchema<unknown, T>,
  statuses?: number[],
): Verdict<T> {
  const refused = answer.status >= 400 || isRefusal(answer.body);
  if (!refused) return fail(`accepted (HTTP ${answer.status}): it must be refused`);
  if (statuses && !statuses.includes(answer.status)) {
    return fail(`refused with ${statusText(answer)}; expected ${statuses.join(' or ')}`);
  }
  if (answer.status >= 500) return fail(`a server error, not a refusal: ${statusText(answer)}`);
  if (answer.body === undefined) return fail(notJson(answer));
  const checked = v.safeParse(schema, answer.body);
  if (!checked.success) return fail(`refused, but not in the error shape: ${issuesText(checked.issues)}`);
  return ok(checked.output, `refused with HTTP ${answer.status}`);
}
