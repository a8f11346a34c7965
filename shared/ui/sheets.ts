// by text: the base, dialog and carousel CSS are parsed once for every shadow root that uses them
const sheets = new Map<string, CSSStyleSheet>();

/**
 * The constructable stylesheet of a CSS text, parsed once. Styles reach a shadow root only this way, never as an
 * inline `<style>`, which a strict `style-src` without 'unsafe-inline' refuses (docs/csp.md).
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
