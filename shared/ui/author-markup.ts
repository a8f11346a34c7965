/**
 * The author's markup as a CMS leaves it. WordPress's wpautop wraps lines in `<p>` and ends them with `<br>`, and
 * the HTML parser then closes an element that stood in a `<p>` at the first block (a `<form>`, a `<div>`, a
 * `<p>`), leaving it empty: `<p><shop-form></p><form>…</form><p></shop-form></p>` becomes
 * `<p><shop-form></shop-form></p><form>…</form><p></p>`. Every element reads its markup through this module.
 */

/** Whitespace, a comment, a `<br>`, or a `<p>` without attributes holding only those: not the author's content. */
export function isFiller(node: Node): boolean {
  if (node.nodeType === Node.TEXT_NODE) return !node.textContent?.trim();
  if (node.nodeType === Node.COMMENT_NODE) return true;
  if (node instanceof HTMLBRElement) return true;
  if (node instanceof HTMLParagraphElement)
    return !node.attributes.length && Array.from(node.childNodes).every(isFiller);
  return false;
}

/** Whether the nodes hold something of the author's: an element or text that is not filler. */
export const hasContent = (nodes: ArrayLike<Node>): boolean =>
  Array.from(nodes).some((node) => !isFiller(node));

/** The author's element children, without the `<br>` and empty `<p>` a CMS added: a carousel's slides, tags. */
export function authorChildren(host: Element): Element[] {
  return Array.from(host.children).filter((child) => !isFiller(child));
}

/**
 * Keeps the `<br>` and empty `<p>` children a CMS added off screen (in a slot the shadow root does not have), so a
 * row of items does not break into lines. Returns the undo.
 */
export function hideFiller(host: Element): () => void {
  const filler = Array.from(host.children).filter((child) => isFiller(child) && !child.slot);
  filler.forEach((child) => (child.slot = 'shop-cms-filler'));
  return () => filler.forEach((child) => child.removeAttribute('slot'));
}

/** The one element (not filler) of a `<p>`, or null. */
function onlyElementOf(paragraph: HTMLParagraphElement): Element | null {
  const own = Array.from(paragraph.childNodes).filter((node) => !isFiller(node));
  return own.length === 1 && own[0] instanceof Element ? own[0] : null;
}

/** Another element split the same way: a `<p>` holding only a custom element or a `<span>`. */
function isSplitStart(node: Node): boolean {
  if (!(node instanceof HTMLParagraphElement)) return false;
  const only = onlyElementOf(node);
  return Boolean(only && (only.localName.includes('-') || only.localName === 'span'));
}

/**
 * Takes back what the parser split off: when the host stands alone in a `<p>`, the nodes after that `<p>` up to
 * the next empty `<p>` (where its end tag was dropped) are moved into the host, after its own content, and the
 * empty `<p>` is removed. Nothing moves unless that empty `<p>` is there, the nodes hold content and none of them
 * is another element split the same way. The host stays in its `<p>`. True when something was moved.
 */
export function rejoinSplitMarkup(host: Element): boolean {
  const wrapper = host.parentElement;
  if (!(wrapper instanceof HTMLParagraphElement) || onlyElementOf(wrapper) !== host) return false;
  const run: Node[] = [];
  for (let next = wrapper.nextSibling; next; next = next.nextSibling) {
    if (next instanceof HTMLParagraphElement && isFiller(next)) {
      if (!hasContent(run)) return false;
      host.append(...run);
      next.remove();
      return true;
    }
    if (isSplitStart(next)) return false;
    run.push(next);
  }
  return false;
}

/** Said in every report of a missing part: how a CMS loses markup, and where it survives. */
export const CMS_FIX =
  'A CMS may have removed it (WordPress does for users without unfiltered_html): put it in the theme, or in a Custom HTML block an Editor saves';

/**
 * The host's first descendant matching `selector` (through any `<p>` and `<br>` a CMS added), or null after
 * reporting once per page: `<shop-form> needs a <form> inside …`. A form inside the page's own form is no CMS's
 * doing: HTML holds no form in a form, so the browser's parser dropped it, and that is said instead.
 */
export function requirePart<T extends Element = HTMLElement>(
  host: Element,
  selector: string,
  part: string,
  fix = `Put ${part} inside <${host.localName}>, as its reference shows`,
): T | null {
  const found = host.querySelector<T>(selector);
  if (found) return found;
  if (selector === 'form' && host.parentElement?.closest('form'))
    reportMarkup(
      host.localName,
      'needs a <form> inside, and stands inside another <form>, where HTML holds no form: the browser dropped its own',
      `Put <${host.localName}> outside the page's <form> (a theme or CMS wraps the content in one)`,
    );
  else reportMarkup(host.localName, `needs ${part} inside, and has none`, `${fix}. ${CMS_FIX}`);
  return null;
}

/*
 * The one way an element says that its author markup lacks a required part, or that its JSON cannot be read:
 * one console.error per tag and problem on the page (not per instance, not per render), with what is wrong,
 * how to fix it, and the tag's reference page, `/docs/elements/<tag>` on the reference store.
 */
const reported = new Set<string>();

/**
 * The tag's reference in docs/elements.md, which the package ships as it does docs/errors.md: a path on the
 * author's own site would be no page there.
 */
const docsPath = (tag: string): string => `@shop-elements/elements/docs/elements.md#${tag}`;

/**
 * Reports `<tag> {problem}. {fix}. See @shop-elements/elements/docs/elements.md#<tag>` once per page for this tag
 * and problem.
 * Returns false when it was reported before.
 */
export function reportMarkup(tag: string, problem: string, fix: string): boolean {
  const key = `${tag}\n${problem}`;
  if (reported.has(key)) return false;
  reported.add(key);
  console.error(`[shop-elements] <${tag}> ${problem}. ${fix}. See ${docsPath(tag)}`);
  return true;
}

/**
 * The element of an id the author's markup names (`for`, `aria-controls`, `tab`), in the host's own root: the page,
 * or the shadow root of the component the element stands in (docs/loading.md, "Tags in any root").
 */
export function byId(host: Element, id: string): HTMLElement | null {
  const root = host.getRootNode() as Document | ShadowRoot;
  return 'getElementById' in root ? root.getElementById(id) : null;
}

/** Tests start each case with a page that reported nothing. */
export function forgetReports(): void {
  reported.clear();
}
