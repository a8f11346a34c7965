/**
 * What a shopper does to an element's server markup before the element is ready is held and delivered once it
 * is: a click (with its default action: a link is followed, a box ticked), a change, the last input, a submit,
 * and the keys elements handle. An element that does not get ready in time gets its events as they were.
 */
const HELD_KEYS = new Set(['Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** ms an interaction waits for its element before it is let through as it was */
export const WAIT_LIMIT = 8000;

/** A held event's replay; `key` is the field whose last input it is, `dead` a click that does nothing by itself. */
type Replay = (() => void) & { key?: EventTarget; dead?: boolean };

const held = new Map<Element, Replay[]>();
const waits = new Map<Element, ReturnType<typeof setTimeout>>();
const givenUp = new WeakSet<Element>();
/** Told of an element whose held click did nothing once let through, so the shopper hears of it (the loader). */
let unanswered: (host: Element) => void = () => {};

/**
 * A click that does something without the element's code: it follows a link, ticks a box, opens a summary or
 * submits a form. Any other click on server markup (a `<button type="button">`) does nothing by itself.
 */
function actsByItself(target: Element): boolean {
  if (target.closest('a[href], label, summary, input, select, textarea')) return true;
  const button = target.closest('button');
  return button?.type === 'submit' && button.form !== null;
}

const onReady = new MutationObserver((records) => {
  for (const { target } of records) if ((target as Element).hasAttribute('ready')) deliver(target as Element);
});

/**
 * Lets what was held for the elements of a tag whose code could not be loaded go through as it was; the next click
 * on one is held again while the loader requests the code once more (the network may be back).
 */
export function giveUp(tag: string): void {
  for (const host of held.keys()) if (host.localName === tag) deliver(host, false);
}

/**
 * Replays what was held for an element, in order. `final`: the element did not get ready in time, and what the
 * shopper does to it from now on goes through untouched.
 */
function deliver(host: Element, final = true): void {
  const replays = held.get(host);
  if (!replays) return;
  held.delete(host);
  clearTimeout(waits.get(host));
  waits.delete(host);
  if (!host.hasAttribute('ready')) {
    if (final) givenUp.add(host);
    if (replays.some((replay) => replay.dead)) unanswered(host);
  }
  for (const replay of replays) replay();
}

function hold(host: Element, replay: Replay, key?: EventTarget): void {
  let replays = held.get(host);
  if (!replays) {
    held.set(host, (replays = []));
    onReady.observe(host, { attributes: true, attributeFilter: ['ready'] });
    waits.set(
      host,
      setTimeout(() => deliver(host), WAIT_LIMIT),
    );
  }
  // only the last input of a field matters: the element reads the field's value
  if (key) {
    const index = replays.findIndex((r) => r.key === key);
    if (index >= 0) replays.splice(index, 1);
    replay.key = key;
  }
  replays.push(replay);
}

/**
 * Starts holding early interactions for the elements `isShopTag` names; `reached` is told of each element an
 * interaction is held for, so its tag gets loaded even in a root the loader had not found; `clickUnanswered` of
 * each element a held click on did nothing once let through.
 */
export function holdEarlyInteractions(
  isShopTag: (name: string) => boolean,
  reached: (host: Element) => void,
  clickUnanswered: (host: Element) => void = () => {},
): void {
  unanswered = clickUnanswered;
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
    const replay: Replay = () => target.isConnected && (target as HTMLElement).click();
    replay.dead = !actsByItself(target);
    hold(host, replay);
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
