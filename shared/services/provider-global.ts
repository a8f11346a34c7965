/**
 * An outside provider's global (`window.smartCaptcha`, `window.ym`), taken only when it is the provider's: an
 * element whose id or name is the global's name (`<div id="smartCaptcha">` in a post) is on `window` too, and is
 * not it (SECURITY.md, "Provider globals by reference").
 */
export function providerGlobal<T>(name: string, isProvider: (value: object) => boolean): T | null {
  const value: unknown = (window as unknown as Record<string, unknown>)[name];
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return null;
  if (value instanceof Node || value instanceof HTMLCollection || (value as Window).window === value)
    return null;
  return isProvider(value) ? (value as T) : null;
}

/**
 * Before the provider's script loads: an element standing in the global's place is hidden behind an own property
 * of `window`, so a script that checks `if (!window.smartCaptcha)` before defining itself still does.
 */
export function clearProviderGlobal(name: string): void {
  const holder = window as unknown as Record<string, unknown>;
  if (holder[name] !== undefined && !Object.hasOwn(window, name)) holder[name] = undefined;
}
