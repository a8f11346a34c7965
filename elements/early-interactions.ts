/**
 * What a shopper does to an element's server markup before the element is ready is held and delivered once it
 * is: a click (with its default action: a link is followed, a box ticked), a change, the last input, a submit,
 * and the keys elements handle. An element that does not get ready in time gets its events as they were.
 */
const HELD_KEYS = new Set(['Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** ms an interaction waits for its element before it is let through as it was */
export const WAIT_LIMIT = 8000;

type Replay = () => void;

const held = new Map<Element, Replay[]>();
const givenUp = new WeakSet<Element>();

const onReady = new MutationObserver((records) => {
  for (const { target } of records) if ((target as Element).hasAttribute('ready')) deliver(target as Element);
});

/** Lets what was held for the elements of a tag whose code could not be loaded go through as it was. */
export function giveUp(tag: string): void {
  for (const host of held.keys()) if (host.localName === tag) deliver(host);
}

/** Replays what was held for an element, in order. */
function deliver(host: Element): void {
  const replays = held.get(host);
  if (!replays) return;
  held.delete(host);
  if (!host.hasAttribute('ready')) givenUp.add(host);
  for (const replay of replays) replay();
}

function hold(host: Element, replay: Replay, key?: EventTarget): void {
  let replays = held.get(host);
  if (!replays) {
    held.set(host, (replays = []));
    onReady.observe(host, { attributes: true, attributeFilter: ['ready'] });
    setTimeout(() => deliver(host), WAIT_LIMIT);
  }
  // only the last input of a field matters: the element reads the field's value
  if (key) {
    const index = replays.findIndex((r) => (r as Replay & { key?: EventTarget }).key === key);
    if (index >= 0) replays.splice(index, 1);
    (replay as Replay & { key?: EventTarget }).key = key;
  }
  replays.push(replay);
}

/**
 * Starts holding early interactions for the elements `isShopTag` names; `reached` is told of each element an
 * interaction is held for, so its tag gets loaded even in a root the loader had not found.
 */
export function holdEarlyInteractions(
  isShopTag: (name: string) => boolean,
  reached: (host: Element) => void,
): void {
  // the innermost shop element around the event's target, when it is not ready yet
  const pendingHost = (event: Event): Element | null => {
    if (!event.isTrusted) return null; // replays and page scripts' own events pass
    for (const node of event.composedPath()) {
      if (node instanceof Element && isShopTag(node.localName)) {
        return node.hasAttribute('ready') || givenUp.has(node) ? null : node;
      }
    }
    return null;
  };
  const capture = (type: string, handle: (event: Event, host: Element, target: Element) => void) =>
    window.addEventListener(
      type,
      (event) => {
        const host = pendingHost(event);
        const target = event.composedPath()[0];
        if (host && target instanceof Element) handle(event, host, target);
      },
      true,
    );
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  capture('click', (event, host, target) => {
    swallow(event);
    hold(host, () => target.isConnected && (target as HTMLElement).click());
    reached(host);
  });
  capture('submit', (event, host, target) => {
    swallow(event);
    const submitter = (event as SubmitEvent).submitter;
    hold(host, () => target.isConnected && (target as HTMLFormElement).requestSubmit(submitter));
  });
  for (const type of ['change', 'input']) {
    capture(type, (event, host, target) => {
      event.stopImmediatePropagation();
      const replay = () => target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      hold(host, replay, type === 'input' ? target : undefined);
    });
  }
  capture('keydown', (event, host, target) => {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
    if (!HELD_KEYS.has(key)) return;
    const init = {
      key,
      code,
      shiftKey,
      ctrlKey,
      altKey,
      metaKey,
      bubbles: true,
      composed: true,
      cancelable: true,
    };
    hold(host, () => target.dispatchEvent(new KeyboardEvent('keydown', init)));
  });
}
