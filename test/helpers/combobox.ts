import { until } from './page.ts';

/**
 * Waits until a combobox shows the suggestions of the whole query, not those of a prefix answered while the
 * keys were still being typed (a slow machine can fire the debounce between two key presses).
 */
export function suggestionsFor(root: ShadowRoot, input: HTMLInputElement, query: string) {
  const lastWord = query.split(' ').at(-1)!;
  return until(() => {
    const list = root.getElementById(input.getAttribute('aria-controls') ?? '');
    const first = list?.querySelector('[role=option]')?.textContent ?? '';
    return input.getAttribute('aria-expanded') === 'true' && first.includes(lastWord);
  }, `suggestions for ${query}`);
}
