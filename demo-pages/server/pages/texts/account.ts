/** The account and sign-in pages' texts in Uzbek, by their Russian. */
export const ACCOUNT_UZ: Record<string, string> = {};
