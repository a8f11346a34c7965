import { sendKeys } from '@web/test-runner-commands';
import { until } from './page.ts';

/**
 * Waits until a combobox shows the suggestions of the whole query, not those of a prefix answered while the
 * keys were still being typed (a slow machine can fire the debounce between two key presses).
 */
export function suggestionsFor(root: ShadowRoot, input: HTMLInputElement, query: string) {
  const lastWord = query.split(' ').at(-1)!;
  // the first focus loads the suggestions' adapter, which Vite transforms on request: slow on a busy machine
  return until(
    () => {
      const list = root.getElementById(input.getAttribute('aria-controls') ?? '');
      const first = list?.querySelector('[role=option]')?.textContent ?? '';
      return input.getAttribute('aria-expanded') === 'true' && first.includes(lastWord);
    },
    `suggestions for ${query}`,
    15_000,
  );
}

/** Types `query` into a combobox and chooses its first suggestion with the keyboard, as a shopper would. */
export async function chooseFirstSuggestion(root: ShadowRoot, input: HTMLInputElement, query: string) {
  input.focus();
  await sendKeys({ type: query });
  await suggestionsFor(root, input, query);
  await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
  await until(() => input.getAttribute('aria-expanded') === 'false', 'the list closes');
}
