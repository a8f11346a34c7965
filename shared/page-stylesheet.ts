/**
 * The custom property dist/shop-elements.css sets on the root: the loader reads it to know the stylesheet applies
 * when a bundler (Vite, webpack) took it into a CSS file of its own name, so it links no second copy.
 */
export const STYLESHEET_MARK = '--shop-elements-css';
