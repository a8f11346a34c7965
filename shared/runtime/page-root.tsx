import type { ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { loadLocale } from '../i18n/index.ts';
import { markReady } from './element-host.ts';

/** One element's place in the page's React tree: its shadow root and what to render there. */
export interface Mounted {
  readonly key: number;
  readonly container: ShadowRoot;
  readonly element: ReactNode;
}

/** The `<slot>` that shows the server markup from the moment the shadow root exists until the first render. */
export const PLACEHOLDER = 'data-shop-placeholder';

// no memo around the portals: an unchanged entry keeps its element object, and React skips an identical element
function Elements({ entries }: { entries: Mounted[] }) {
  return entries.map((entry) => createPortal(entry.element, entry.container, String(entry.key)));
}

const mounted = new Map<number, Mounted>();
/** Keys of the elements that joined the tree since the last commit: they get `ready` once it has run. */
const joining = new Set<number>();
let root: Root | null = null;
let scheduled = false;

function commit(): void {
  scheduled = false;
  const entries = [...mounted.values()];
  const joined = [...joining].flatMap((key) => mounted.get(key) ?? []);
  joining.clear();
  // the element's own markup replaces the server markup in this same task, before any paint or any measuring
  for (const { container } of joined) container.querySelector(`slot[${PLACEHOLDER}]`)?.remove();
  // one synchronous pass for the whole batch: every element appears in the same frame, and its layout effects
  // (where an element adds the listeners `ready` promises) have run when flushSync returns
  flushSync(() => root!.render(<Elements entries={entries} />));
  for (const { container } of joined) markReady(container.host as HTMLElement);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // a render waits for the page locale's messages (uz arrives on demand; a failure falls back to ru).
  // Elements defined or changed in the same task are rendered together
  void loadLocale().then(() => queueMicrotask(commit));
}

/** Renders (or re-renders) an element in the page's one React root. */
export function renderElement(entry: Mounted): void {
  // a detached container: every element renders through a portal into its own shadow root
  root ??= createRoot(document.createElement('div'));
  const joins = !mounted.has(entry.key);
  mounted.set(entry.key, entry);
  if (joins) joining.add(entry.key);
  schedule();
}

/** Takes an element out of the page's React tree; the other elements keep running. */
export function removeElement(key: number): void {
  if (mounted.delete(key)) schedule();
}
