import { sendKeys } from '@web/test-runner-commands';

/**
 * Pastes text into the focused field through the browser's own paste: the text goes to the system clipboard
 * (`navigator.clipboard.writeText`, which Chromium and Firefox allow a focused page) and Ctrl+V pastes it, so
 * the field gets the engine's real `paste` event and, unless a handler takes it, the engine's own insertion.
 * A synthetic `ClipboardEvent` would not do: Firefox drops the data of one built by script.
 */
export async function paste(field: HTMLInputElement, text: string): Promise<void> {
  if (!field.matches(':focus')) field.focus();
  await navigator.clipboard.writeText(text);
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'v' });
  await sendKeys({ up: 'Control' });
}
