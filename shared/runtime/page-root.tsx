import type { ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { loadLocale } from '../i18n/index.ts';

/** One element's place in the page's React tree: its shadow root and what to render there. */
export interface Mounted {
  readonly key: number;
  readonly container: ShadowRoot;
  readonly element: ReactNode;
  /**
   * The DOM events React listens to in the element's shadow root: those its tree's event props need (`onClick`
   * 'click'); null for all of them
   */
  readonly reactEvents: ReadonlySet<string> | null;
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
/**
 * React attaches about 150 delegated listeners to every portal's container, unless the container already carries
 * its private `_reactListening…` mark. Read from the root's own container, the mark spares the shadow roots of the
 * elements that listen natively (the cards' buttons: most elements of a listing). Not found, nothing is spared.
 */
let listeningMark: string | undefined;

/**
 * Lets through only React's dispatchers (bound functions, one per event, capture and bubble) for `events`: React
 * adds them for all its 75 events to every container it renders in, each costing a listing's upgrade about 1 ms.
 * An own property over EventTarget's method, deleted once the container's listeners are in.
 */
function listenOnly(container: Node, events: ReadonlySet<string>): void {
  const add = EventTarget.prototype.addEventListener;
  container.addEventListener = function (
    this: Node,
    type: string,
    ...rest: [EventListenerOrEventListenerObject | null, AddEventListenerOptions?]
  ) {
    const [listener] = rest;
    const reacts = typeof listener === 'function' && listener.name.startsWith('bound ');
    if (!reacts || events.has(type)) add.call(this, type, ...rest);
  };
}
/** Shadow roots joining the tree with some of React's listeners: listenOnly() until the commit has rendered them. */
const filtered = new Set<ShadowRoot>();

function createPageRoot(): Root {
  // a detached container: every element renders through a portal into its own shadow root
  const container = document.createElement('div');
  // no event ever reaches this detached container (an element's events reach its own shadow root)
  listenOnly(container, new Set());
  const created = createRoot(container);
  delete (container as Partial<HTMLDivElement>).addEventListener;
  listeningMark = Object.keys(container).find((key) => key.startsWith('_reactListening'));
  return created;
}
let scheduled = false;

function commit(): void {
  scheduled = false;
  const entries = [...mounted.values()];
  const joined = [...joining].flatMap((key) => mounted.get(key) ?? []);
  joining.clear();
  // the element's own markup replaces the server markup in this same task, before any paint or any measuring
  for (const { container } of joined) container.querySelector(`slot[${PLACEHOLDER}]`)?.remove();
  // one synchronous pass for the whole batch: every element appears in the same frame, and its effects (passive
  // ones too: a sync render flushes them before flushSync returns) have run when it is marked `ready`
  flushSync(() => root!.render(<Elements entries={entries} />));
  for (const container of filtered) delete (container as Partial<ShadowRoot>).addEventListener;
  filtered.clear();
  for (const { container } of joined) {
    const host = container.host as HTMLElement;
    host.setAttribute('ready', '');
  }
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
  root ??= createPageRoot();
  const joins = !mounted.has(entry.key);
  const events = entry.reactEvents;
  // marked once, when the element joins the tree: its portal then mounts without React's listeners
  if (joins && events?.size === 0 && listeningMark)
    (entry.container as unknown as Record<string, boolean>)[listeningMark] = true;
  else if (joins && events) {
    listenOnly(entry.container, events);
    filtered.add(entry.container);
  }
  mounted.set(entry.key, entry);
  if (joins) joining.add(entry.key);
  schedule();
}

/** Takes an element out of the page's React tree; the other elements keep running. */
export function removeElement(key: number): void {
  if (mounted.delete(key)) schedule();
}
