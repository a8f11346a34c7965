import r2wc from '@r2wc/core';
import { Component as ReactComponent, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { PLACEHOLDER, removeElement, renderElement } from './page-root.tsx';
import { rejoinSplitMarkup } from '../ui/author-markup.ts';
import {
  checkAuthorMarkup,
  defineInBatch,
  definedElement,
  defineProperties,
  keepEarlyProperties,
  markReady,
  propAttributes,
  readProp,
  readProps,
} from './element-host.ts';
import type { DeclarationOf } from './props.ts';
import { sheetOf } from '../ui/sheets.ts';

/** Every element component gets its host element besides the props read from attributes. */
export interface HostProps {
  host: HTMLElement;
  /** true when the shopper's click woke the element (defineElement's `wakesOn`) and is what first renders it */
  woken?: boolean;
}

interface Options<P> {
  /**
   * camelCase prop name → kind; the attribute is its kebab-case form. The registration module's declaration
   * (shared/runtime/props.ts): every prop of the component but the host's is in it.
   */
  props?: NoInfer<DeclarationOf<Omit<P, keyof HostProps>>>;
  /** the element's shadow-root CSS, in cascade order: each text becomes one sheet that every element shares */
  styles?: string[];
  /**
   * For an element that shows the author's markup only until the shopper clicks it (a card's 'notify' modal): which
   * click wakes it. Until then it is ready without a React tree, listening natively (a listing's closed modals cost
   * its upgrade nothing); that click renders it, with `woken`, and is not acted on further (no default action).
   */
  wakesOn?: (host: HTMLElement, event: MouseEvent) => boolean;
}

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

/** What a mounted element renders into: its place in the page root, keyed by its shadow root. */
interface Mounted {
  key: number;
  container: ShadowRoot;
}

/** The element's props as its component gets them (a symbol: no name of the element's own for pages to see). */
const CURRENT_PROPS = Symbol('shop-elements.props');
interface Host extends HTMLElement {
  [CURRENT_PROPS](): HostProps;
}

/**
 * r2wc's renderer (its public API): every element is a portal in the page's one React root
 * (shared/runtime/page-root.tsx), its component wrapped in the boundary that keeps the server markup on a rendering
 * error. The props are the host's own (read from its attributes), not r2wc's.
 */
function rendererFor<P extends object>(tag: string, Component: ComponentType<P & HostProps>) {
  const render = ({ key, container }: Mounted) =>
    renderElement({
      key,
      container,
      // a new element each time: React skips an unchanged element object only
      element: (
        <KeepServerMarkup tag={tag}>
          <Component {...((container.host as Host)[CURRENT_PROPS]() as P & HostProps)} />
        </KeepServerMarkup>
      ),
    });
  const mounted = new WeakMap<ShadowRoot, Mounted>();
  return {
    renderer: {
      mount(container: HTMLElement): Mounted {
        const shadowRoot = container as unknown as ShadowRoot;
        const context = { key: keyOf(shadowRoot), container: shadowRoot };
        mounted.set(shadowRoot, context);
        render(context);
        return context;
      },
      update: render,
      unmount(context: Mounted) {
        mounted.delete(context.container);
        removeElement(context.key);
      },
    },
    /** Renders the element again if it is in the page's tree (a prop changed). */
    rerender(shadowRoot: ShadowRoot) {
      const context = mounted.get(shadowRoot);
      if (context) render(context);
    },
  };
}

/**
 * Publishes a React component as a custom element (once): an open shadow root with the element's styles that
 * shows the server markup until the first render, the props read from attributes (a removed attribute resets its
 * prop, booleans as present/absent) and as properties (kept when set before the upgrade), the host element as a
 * prop, and a render in the page's one React root. The host gets `ready` once it has rendered and listens.
 *
 * r2wc is used through its public API only: it attaches the shadow root and mounts and unmounts through the
 * renderer as the element connects and disconnects. The props are this module's (r2wc is given none): its own
 * attribute handling would read booleans as "starts with t/y/1-9", skip empty values, never reset a removed
 * attribute and mount on the first attribute read while upgrading.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P & HostProps>,
  { props, styles = [], wakesOn }: Options<P> = {},
): CustomElementConstructor {
  const existing = definedElement(tag);
  if (existing) return existing;

  const attributes = propAttributes(props ?? {});
  const { renderer, rerender } = rendererFor<P>(tag, Component);
  const Base = r2wc(
    Component as ComponentType<object>,
    { shadow: 'open', props: [] },
    renderer as never,
  ) as unknown as {
    new (): HTMLElement & { connectedCallback(): void };
  };

  // parsed as the chunk arrives, while the page's other chunks are still on their way
  const adopted = styles.map(sheetOf);

  class ShopElement extends Base implements Host {
    static readonly observedAttributes = [...attributes.keys()];
    // private fields: an own property would stand beside the props' accessors (keepEarlyProperties)
    #props: Record<string, unknown> = readProps(this, attributes);
    #joined = false;
    /** true once the shopper's click woke a dormant element (wakesOn) */
    #woken = false;
    /** a dormant element's listener for the click that wakes it (wakesOn) */
    #waking: ((event: MouseEvent) => void) | null = null;

    constructor() {
      super();
      const shadowRoot = this.shadowRoot!;
      if (adopted.length) shadowRoot.adoptedStyleSheets = adopted;
      const placeholder = document.createElement('slot');
      placeholder.setAttribute(PLACEHOLDER, '');
      shadowRoot.append(placeholder);
    }

    [CURRENT_PROPS](): HostProps {
      return { ...this.#props, host: this, ...(this.#woken ? { woken: true } : {}) };
    }

    override connectedCallback() {
      if (!this.#joined) {
        keepEarlyProperties(this, attributes);
        // a CMS's <p> split the element from its markup (shared/ui/author-markup.ts): joined before the first render
        rejoinSplitMarkup(this);
        checkAuthorMarkup(this, attributes);
      }
      this.#joined = true;
      if (wakesOn && !this.#woken) this.#sleep(wakesOn);
      else super.connectedCallback(); // r2wc mounts it, with every attribute read
    }

    /** Ready with the author's markup only, until the click that wakes it renders it (in the next commit). */
    #sleep(wakes: (host: HTMLElement, event: MouseEvent) => boolean) {
      if (this.#waking) return; // moved in the DOM: still listening
      this.#waking = (event: MouseEvent) => {
        if (!wakes(this, event)) return;
        event.preventDefault();
        this.removeEventListener('click', this.#waking!);
        this.#waking = null;
        this.#woken = true;
        if (this.isConnected) this.connectedCallback();
      };
      this.addEventListener('click', this.#waking);
      markReady(this);
    }

    attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      const prop = attributes.get(attribute);
      // an element reflecting its own state (`active`) sets the value it already has: nothing to render again
      if (!prop || old === value) return;
      this.#props = { ...this.#props, [prop.name]: readProp(prop.kind, value) };
      rerender(this.shadowRoot!);
    }
  }

  defineProperties(ShopElement, attributes);
  defineInBatch(tag, ShopElement);
  return ShopElement;
}
