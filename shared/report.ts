/**
 * The one way an element says that its author markup lacks a required part, or that its JSON cannot be read:
 * one console.error per tag and problem on the page (not per instance, not per render), with what is wrong,
 * how to fix it, and the tag's reference page, `/docs/elements/<tag>` on the reference store.
 */
const reported = new Set<string>();

/** The tag's reference page, relative to the docs: `/docs/elements/shop-form`. */
export const docsPath = (tag: string): string => `/docs/elements/${tag}`;

/**
 * Reports `<tag> {problem}. {fix}. See /docs/elements/<tag>` once per page for this tag and problem.
 * Returns false when it was reported before.
 */
export function reportMarkup(tag: string, problem: string, fix: string): boolean {
  const key = `${tag}\n${problem}`;
  if (reported.has(key)) return false;
  reported.add(key);
  console.error(`[shop-elements] <${tag}> ${problem}. ${fix}. See ${docsPath(tag)}`);
  return true;
}

/** Tests start each case with a page that reported nothing. */
export function forgetReports(): void {
  reported.clear();
}
