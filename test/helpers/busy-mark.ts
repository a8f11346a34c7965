import { until } from './page.ts';

/**
 * Clicks `button` and records the busy mark (`[part=busy]`) the host's shadow root shows while its request runs,
 * as 'role: name'; answers once the host is no longer busy, with what was shown and whether the mark is still there.
 */
export async function busyMarkWhile(host: Element, button: HTMLElement) {
  const root = host.shadowRoot!;
  const shown: string[] = [];
  const watch = new MutationObserver(() => {
    const mark = root.querySelector('[part=busy]');
    if (mark) shown.push(`${mark.getAttribute('role')}: ${mark.getAttribute('aria-label')}`);
  });
  watch.observe(root, { childList: true });
  button.click();
  await until(() => shown.length > 0 && !host.hasAttribute('busy'), 'the mark shown, then the add done');
  watch.disconnect();
  return { shown, left: root.querySelector('[part=busy]') };
}
