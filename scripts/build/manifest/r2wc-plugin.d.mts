export const TOKEN_DEFAULT: RegExp;
export function cssRead(root: string, entry: string): Map<string, string | undefined>;
export function isRegistration(path: string): boolean;
export function themeTokens(root: string): Map<string, string>;
export function r2wcPlugin(options: { root: string }): unknown;
