/** The content pages' texts in Uzbek, by their Russian: montazh, calculators, stores, contacts. */
export const CONTENT_UZ: Record<string, string> = {};
