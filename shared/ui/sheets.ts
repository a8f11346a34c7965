// by text: the base, dialog and carousel CSS are parsed once for every shadow root that uses them
const sheets = new Map<string, CSSStyleSheet>();

/**
 * The constructable stylesheet of a CSS text, parsed once. Styles reach a shadow root only this way, never as an
 * inline `<style>`, which a strict `style-src` without 'unsafe-inline' refuses (issue 20).
 */
export function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds the sheets of a part loaded later (the lightbox, the map) to its shadow root (or the document), once each: before the
 * element's own sheets, so the element's rules still win as they do over a library's.
 */
export function adoptStyles(root: Node, styles: readonly string[]): void {
  if (!(root instanceof ShadowRoot || root instanceof Document)) return; // not in the page yet
  const adopted = root.adoptedStyleSheets;
  const added = styles.map(sheetOf).filter((sheet) => !adopted.includes(sheet));
  if (added.length) root.adoptedStyleSheets = [...added, ...adopted];
}
