import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * An element defined with `reactEvents` renders in a shadow root where React listens to those DOM events only
 * (shared/runtime/page-root.tsx), so a React event prop in its tree whose events are not listed would never be called:
 * every prop's events must be there, and `reactEvents: false` allows none.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const EVENT_PROP = /\s(on[A-Z][A-Za-z]*)=\{/g;

/**
 * The DOM events React listens to on the container for each event prop (react-dom's event plugins); [] for the
 * events it listens to on the element itself (scroll, load, a dialog's close…).
 */
const EVENTS_OF: Record<string, string[]> = {
  onClick: ['click'],
  onDoubleClick: ['dblclick'],
  onContextMenu: ['contextmenu'],
  // text fields fire it on 'input', selects on 'change', checkboxes on 'click'; 'focusout' syncs a number's value
  onChange: ['input', 'change', 'click', 'focusout'],
  onInput: ['input'],
  onFocus: ['focusin'],
  onBlur: ['focusout'],
  onKeyDown: ['keydown'],
  onKeyUp: ['keyup'],
  onKeyPress: ['keypress'],
  onSubmit: ['submit'],
  onReset: ['reset'],
  onMouseDown: ['mousedown'],
  onMouseUp: ['mouseup'],
  onMouseMove: ['mousemove'],
  onMouseEnter: ['mouseover', 'mouseout'],
  onMouseLeave: ['mouseover', 'mouseout'],
  onPointerDown: ['pointerdown'],
  onPointerUp: ['pointerup'],
  onPointerMove: ['pointermove'],
  onPointerEnter: ['pointerover', 'pointerout'],
  onPointerLeave: ['pointerover', 'pointerout'],
  onTouchStart: ['touchstart'],
  onTouchMove: ['touchmove'],
  onTouchEnd: ['touchend'],
  onWheel: ['wheel'],
  onPaste: ['paste'],
  onCopy: ['copy'],
  onCut: ['cut'],
  onScroll: [],
  onLoad: [],
  onError: [],
  onToggle: [],
  onCancel: [],
  onClose: [],
};

/**
 * The React event props given to DOM elements: as attributes (`<form onSubmit={…}>`, not a component's callback
 * prop) and as the keys of props objects a hook hands out to be spread (`inputProps: { onKeyDown }`).
 */
function reactEventProps(source: string): { prop: string; on: string }[] {
  const found = [];
  for (const match of source.matchAll(EVENT_PROP)) {
    const tags = [...source.slice(0, match.index).matchAll(/<([A-Za-z][\w.]*)/g)];
    const tag = tags.at(-1)?.[1];
    if (tag && /^[a-z]/.test(tag)) found.push({ prop: match[1]!, on: `<${tag} ${match[1]}` });
  }
  for (const match of source.matchAll(/[{,]\s*(on[A-Z][A-Za-z]*)\s*[:,}]/g))
    if (match[1]! in EVENTS_OF) found.push({ prop: match[1]!, on: `{ ${match[1]} }` });
  return found;
}

/** The module and every module of our own it imports, through relative imports. */
function modulesOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, path] of source.matchAll(/from '(\.[^'?]+)'/g)) {
    const imported = resolve(dirname(file), path!);
    if (existsSync(imported) && /\.tsx?$/.test(imported)) modulesOf(imported, seen);
  }
  return seen;
}

/** The DOM events an element's definition lets React listen to; null when it does not say (all of them). */
function declaredEvents(file: string): string[] | null {
  const source = readFileSync(file, 'utf8');
  if (/reactEvents: false/.test(source)) return [];
  const list = /reactEvents: \[([^\]]*)\]/.exec(source);
  return list ? [...list[1]!.matchAll(/'([a-z]+)'/g)].map((match) => match[1]!) : null;
}

const definitions = readdirSync(join(root, 'elements'))
  .map((tag) => join(root, 'elements', tag, `${tag}.ts`))
  .filter(existsSync);
const declaring = definitions.filter((file) => declaredEvents(file) !== null);
const tagOf = (file: string) => /(shop-[a-z-]+)\.ts$/.exec(file)![1]!;

describe('elements that say which events React listens to', () => {
  it('the listing’s React elements all say; the cards’ buttons have no React tree at all', () => {
    const tags = declaring.map(tagOf);
    for (const tag of ['shop-cart-count', 'shop-compare-count', 'shop-favorites-count', 'shop-cart-total'])
      assert.deepEqual(
        declaredEvents(join(root, 'elements', tag, `${tag}.ts`)),
        [],
        `${tag} listens natively`,
      );
    for (const tag of [
      'shop-filters',
      'shop-search',
      'shop-mobile-menu',
      'shop-toaster',
      'shop-sort',
      'shop-tags',
    ])
      assert.ok(tags.includes(tag), `${tag} says which events React listens to`);
    // light elements (shared/runtime/define-light.ts): a listing's 144 buttons skip React's first mount
    for (const tag of ['shop-add-to-cart', 'shop-compare-toggle', 'shop-favorite-toggle']) {
      const source = readFileSync(join(root, 'elements', tag, `${tag}.ts`), 'utf8');
      assert.match(source, /defineLightElement\(/, `${tag} is a light element`);
      for (const module of modulesOf(join(root, 'elements', tag, `${tag}.ts`)))
        assert.ok(!/from 'react/.test(readFileSync(module, 'utf8')), `${module} imports no React`);
    }
  });

  for (const file of declaring) {
    const allowed = declaredEvents(file)!;
    const what = allowed.length ? `only ${allowed.join(', ')}` : 'none';
    it(`<${tagOf(file)}> (React listens to ${what}) has no event prop anywhere in its tree that needs another`, () => {
      for (const module of modulesOf(file))
        for (const { prop, on } of reactEventProps(readFileSync(module, 'utf8'))) {
          const needs = EVENTS_OF[prop];
          assert.ok(needs, `${on}: add the DOM events of ${prop} to EVENTS_OF`);
          const missing = needs.filter((event) => !allowed.includes(event));
          assert.deepEqual(missing, [], `${module.slice(root.length + 1)} has ${on}, which needs ${missing}`);
        }
    });
  }
});
