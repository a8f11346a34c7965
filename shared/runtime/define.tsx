import r2wc from '@r2wc/core';
import { Component as ReactComponent, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { PLACEHOLDER, removeElement, renderElement } from './page-root.tsx';
import { rejoinSplitMarkup } from '../ui/author-markup.ts';
import { defineInBatch, definedElement, kebab, readBoolean, type PropKind } from './element-host.ts';
import { sheetOf } from '../ui/sheets.ts';

/** Every element component gets its host element besides the props read from attributes. */
export interface HostProps {
  host: HTMLElement;
  /** true when the shopper's click woke the element (defineElement's `wakesOn`) and is what first renders it */
  woken?: boolean;
}

interface Options {
  /** camelCase prop name → kind; the attribute is its kebab-case form */
  props?: Record<string, PropKind>;
  /** the element's shadow-root CSS, in cascade order: each text becomes one sheet that every element shares */
  styles?: string[];
  /**
   * The DOM events React listens to in the element's shadow root: those its tree's event props need (`onClick`
   * 'click', `onChange` 'input', 'change', 'click' and 'focusout'; test/server/native-listeners.test.ts checks),
   * or false for a tree without any because it listens natively on its host. React's listeners for all its 75
   * events are a small element's largest upgrade cost. Default: all of them.
   */
  reactEvents?: false | readonly ReactDomEvent[];
  /**
   * For an element that shows the author's markup only until the shopper clicks it (a card's 'notify' modal): which
   * click wakes it. Until then it is ready without a React tree, listening natively (a listing's closed modals cost
   * its upgrade nothing); that click renders it, with `woken`, and is not acted on further (no default action).
   */
  wakesOn?: (host: HTMLElement, event: MouseEvent) => boolean;
}

/** The DOM events behind the React event props our elements use (test/server/native-listeners.test.ts). */
export type ReactDomEvent =
  | 'click'
  | 'input'
  | 'change'
  | 'focusin'
  | 'focusout'
  | 'keydown'
  | 'keyup'
  | 'submit'
  | 'mouseover'
  | 'mouseout'
  | 'pointerdown'
  | 'pointerup'
  | 'pointermove';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');

/** A rendering error leaves the author's server markup on screen instead of a blank element. */
class KeepServerMarkup extends ReactComponent<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shop-elements] <${this.props.tag}> failed to render:`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <slot /> : this.props.children;
  }
}

let lastKey = 0;
const keys = new WeakMap<ShadowRoot, number>();
/** One key per shadow root, so an element moved in the DOM keeps its React state. */
function keyOf(container: ShadowRoot): number {
  let key = keys.get(container);
  if (key === undefined) keys.set(container, (key = ++lastKey));
  return key;
}

/**
 * r2wc's renderer: every element is a portal in the page's one React root (shared/runtime/page-root.tsx), its component
 * wrapped in the boundary that keeps the server markup on a rendering error.
 */
function rendererFor<P extends object>(
  tag: string,
  Component: ComponentType<P & HostProps>,
  reactEvents: ReadonlySet<string> | null,
) {
  interface Context {
    key: number;
    container: ShadowRoot;
  }
  const render = ({ key, container }: Context, props: P) =>
    renderElement({
      key,
      container,
      reactEvents,
      // a new element each time: r2wc hands over the same props object, and React skips an unchanged element
      element: (
        <KeepServerMarkup tag={tag}>
          <Component {...props} host={container.host as HTMLElement} />
        </KeepServerMarkup>
      ),
    });
  return {
    mount(container: HTMLElement, _component: unknown, props: P) {
      const shadowRoot = container as unknown as ShadowRoot;
      const context = { key: keyOf(shadowRoot), container: shadowRoot };
      render(context, props);
      return context;
    },
    update: render,
    unmount: ({ key }: Context) => removeElement(key),
  };
}

/**
 * Publishes a React component as a custom element (once): an open shadow root with the element's styles that
 * shows the server markup until the first render, the host element as a prop, attribute handling without r2wc's
 * edges, and a render in the page's one React root. The host gets `ready` once it has rendered and listens.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P & HostProps>,
  { props = {}, styles = [], reactEvents, wakesOn }: Options = {},
): CustomElementConstructor {
  const existing = definedElement(tag);
  if (existing) return existing;

  // r2wc parses booleans as "starts with t/y/1-9", skips empty values and never resets a removed attribute:
  // booleans are handled here instead, and a removed attribute resets its prop.
  const r2wcProps = Object.fromEntries(
    Object.entries(props).map(([name, kind]) => [name, kind === 'boolean' ? 'string' : kind]),
  );
  const booleans = new Map(
    Object.entries(props)
      .filter(([, kind]) => kind === 'boolean')
      .map(([name]) => [kebab(name), name]),
  );
  const attributes = new Map(Object.keys(props).map((name) => [kebab(name), name]));
  const Base = r2wc(
    Component as ComponentType<object>,
    { shadow: 'open', props: r2wcProps },
    rendererFor<P>(tag, Component, reactEvents === undefined ? null : new Set(reactEvents || [])) as never,
  ) as unknown as {
    new (): HTMLElement &
      Record<symbol, unknown> & {
        connectedCallback(): void;
        attributeChangedCallback(attribute: string, old: string | null, value: string | null): void;
      };
    observedAttributes: string[];
  };

  // parsed as the chunk arrives, while the page's other chunks are still on their way
  const adopted = styles.map(sheetOf);

  const render = (Base.prototype as unknown as Record<symbol, () => void>)[RENDER]!;

  class ShopElement extends Base {
    private connecting = false;
    private joined = false;
    /** a dormant element's listener for the click that wakes it (wakesOn) */
    private waking: ((event: MouseEvent) => void) | null = null;

    constructor() {
      super();
      const shadowRoot = this.shadowRoot!;
      if (adopted.length) shadowRoot.adoptedStyleSheets = adopted;
      const placeholder = document.createElement('slot');
      placeholder.setAttribute(PLACEHOLDER, '');
      shadowRoot.append(placeholder);
      for (const [attribute, name] of booleans) this.readBoolean(attribute, name);
    }

    override connectedCallback() {
      // a CMS's <p> split the element from its markup (shared/ui/author-markup.ts): joined before the first render
      if (!this.joined) rejoinSplitMarkup(this);
      this.joined = true;
      if (wakesOn && !(this[PROPS] as HostProps).woken) {
        this.sleep(wakesOn);
        return;
      }
      this.connecting = true;
      try {
        super.connectedCallback();
      } finally {
        this.connecting = false;
      }
    }

    // r2wc mounts on the first attribute it reads while upgrading and renders again for each one: the attributes
    // are read first, and connectedCallback mounts once with all of them
    [RENDER]() {
      if (this[CONTEXT] || this.connecting) render.call(this);
    }

    /** Ready with the author's markup only, until the click that wakes it renders it (in the next commit). */
    private sleep(wakes: (host: HTMLElement, event: MouseEvent) => boolean) {
      if (this.waking) return; // moved in the DOM: still listening
      this.waking = (event: MouseEvent) => {
        if (!wakes(this, event)) return;
        event.preventDefault();
        this.removeEventListener('click', this.waking!);
        this.waking = null;
        (this[PROPS] as HostProps).woken = true;
        if (this.isConnected) this.connectedCallback();
      };
      this.addEventListener('click', this.waking);
      this.setAttribute('ready', '');
    }

    private readBoolean(attribute: string, name: string) {
      (this[PROPS] as Record<string, unknown>)[name] = readBoolean(this.getAttribute(attribute));
    }

    override attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      const name = attributes.get(attribute);
      // an element reflecting its own state (`active`) sets the value it already has: nothing to render again
      if (!name || old === value) return;
      if (booleans.has(attribute)) this.readBoolean(attribute, name);
      else if (value === null) (this[PROPS] as Record<string, unknown>)[name] = undefined;
      else {
        super.attributeChangedCallback(attribute, old, value);
        return;
      }
      (this[RENDER] as () => void).call(this);
    }
  }

  defineInBatch(tag, ShopElement);
  return ShopElement;
}
