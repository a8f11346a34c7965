import { sheetOf } from './sheets.ts';

/**
 * Adds the sheets of a part loaded later (the lightbox, the contact map's OpenLayers) to its shadow root (or the
 * document), once each: before the element's own sheets, so the element's rules still win as they do over a
 * library's. Kept out of the runtime (`onDemand` in vite.config.ts): only those parts need it.
 */
export function adoptStyles(root: Node, styles: readonly string[]): void {
  if (!(root instanceof ShadowRoot || root instanceof Document)) return; // not in the page yet
  const adopted = root.adoptedStyleSheets;
  const added = styles.map(sheetOf).filter((sheet) => !adopted.includes(sheet));
  if (added.length) root.adoptedStyleSheets = [...added, ...adopted];
}
