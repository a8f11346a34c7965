/** Pastes text into a field the way the browser reports a paste (a paste event with the clipboard's text). */
export function paste(field: HTMLInputElement, text: string): void {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  field.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
}
