import { html } from '../html.ts';

/**
 * The column widths the example can be shown at (a theme's sidebar, phone, modal, content column, wide page), so a
 * template author sees how the element lays out by its own width. Radio buttons in a fieldset: one tab stop, the
 * arrow keys choose; docsCss() below sizes the example's frame from the checked one (no script on the page).
 */
export const EXAMPLE_WIDTHS = [260, 320, 400, 650, 900, 1200] as const;

/** Where the docs pages' CSS is served (demo-pages/server/pages/routes.ts). */
export const DOCS_CSS_PATH = '/docs/docs.css';

/** The docs pages' CSS is a file, so they keep to a strict `style-src` too (SHOP_CSP=strict). */
export const DOCS_STYLESHEET = html`<link rel="stylesheet" href="${DOCS_CSS_PATH}" />`;

/**
 * The CSS of `/docs/elements` and `/docs/api`, served as a file rather than a `<style>` in the page, which a strict
 * `style-src` refuses (SHOP_CSP=strict). The example's frame takes the width of the checked radio button.
 */
export function docsCss(): string {
  const widthRules = EXAMPLE_WIDTHS.map(
    (
      width,
    ) => `.element-docs:has(.element-docs__widths input[value='${width}']:checked) .element-docs__frame {
      width: ${width}px;
      outline: 1px dashed var(--shop-border-strong);
      outline-offset: 8px;
    }`,
  ).join('\n');
  return `.element-docs pre {
  overflow: auto;
  padding: 12px;
  background: var(--shop-muted-surface);
  border-radius: var(--shop-radius);
  font-size: 0.85rem;
}
.element-docs__table {
  overflow-x: auto;
}
.element-docs__example {
  padding: 16px;
  border: 1px solid var(--shop-border);
  border-radius: var(--shop-radius);
}
.element-docs__frame {
  max-width: 100%;
}
.element-docs__widths {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0 0 12px;
  padding: 8px 12px;
  border: 1px solid var(--shop-border);
  border-radius: var(--shop-radius);
}
.element-docs__widths label {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  white-space: nowrap;
}
${widthRules}
${widthRules}
.api-docs pre {
  overflow: auto;
  max-height: 360px;
  padding: 12px;
  background: var(--shop-muted-surface);
  border-radius: var(--shop-radius);
  font-size: 0.85rem;
}
.api-docs h3 {
  margin-top: 2em;
}
`;
}
