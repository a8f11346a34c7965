/** Types of wordpress-zip.mjs for the tests. */
export interface AuthorMarkup {
  global: string[];
  formElements: string[];
  fields: Record<string, string[]>;
}
export function tagsOfManifest(
  manifest: unknown,
): Record<string, Record<string, 'url' | 'boolean' | 'number' | 'text'>>;
export function readAuthorMarkup(root: string): AuthorMarkup;
export function authorMarkupMarkdown(manifest: unknown, rules: AuthorMarkup): string;
export function zip(entries: [string, Buffer][]): Buffer;
export function packWordPressPlugin(root: string, forms: unknown): string;
