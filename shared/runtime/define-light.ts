import {
  checkAuthorMarkup,
  defineInBatch,
  definedElement,
  defineProperties,
  keepEarlyProperties,
  markReady,
  propAttributes,
  readProps,
} from './element-host.ts';
import type { DeclarationOf } from './props.ts';
import { loadLocale } from '../i18n/index.ts';
import { rejoinSplitMarkup } from '../ui/author-markup.ts';
import { sheetOf } from '../ui/sheets.ts';

/** A light element at work: told when its props change, and when it leaves the page. */
export interface LightElement<P> {
  update(props: P): void;
  disconnect(): void;
}

/**
 * What a light element does once it is on the page: its host, its shadow root (holding the one `<slot>` that shows
 * the author's markup) and its props; it listens natively and changes the DOM itself.
 */
export type ConnectLight<P> = (host: HTMLElement, shadowRoot: ShadowRoot, props: P) => LightElement<P>;

interface Options<P> {
  /**
   * camelCase prop name → kind; the attribute is its kebab-case form. The registration module's declaration
   * (shared/runtime/props.ts): every prop the connector takes is in it.
   */
  props?: NoInfer<DeclarationOf<P>>;
  /** the element's shadow-root CSS, in cascade order, shared with every element that has the same text */
  styles?: string[];
}

const starting = new Set<{ start(): void }>();

/**
 * Starts the elements connected in the same task together, once the page locale's texts are there (uz arrives on
 * demand), as a React element's render waits for them: one callback for a listing's 144 buttons, and their
 * `ready` in one batch of mutation records.
 */
function startSoon(element: { start(): void }): void {
  if (!starting.size)
    void loadLocale().then(() => {
      const elements = [...starting];
      starting.clear();
      for (const each of elements) each.start();
    });
  starting.add(element);
}

/**
 * Publishes an element without a React tree: for elements whose only markup is the author's (a product card's
 * buttons), a listing's 144 of them would each cost React's first mount, most of a listing's upgrade. The host
 * contract is defineElement's: an open shadow root with the element's styles, the props read from attributes (a
 * removed attribute resets its prop, booleans as there), the props as properties (kept when set before the
 * upgrade), the author's markup rejoined after a CMS's `<p>`, the batch, and `ready` once it listens. An element moved in the DOM keeps running.
 */
export function defineLightElement<P extends object>(
  tag: string,
  connect: ConnectLight<P>,
  { props, styles = [] }: Options<P> = {},
): CustomElementConstructor {
  const existing = definedElement(tag);
  if (existing) return existing;
  const attributes = propAttributes(props ?? {});
  const adopted = styles.map(sheetOf);

  class ShopLightElement extends HTMLElement {
    static readonly observedAttributes = [...attributes.keys()];
    // true private: an own field would read as a property the author set (checkAuthorMarkup)
    #running: LightElement<P> | null = null;
    #joined = false;

    constructor() {
      super();
      const shadowRoot = this.attachShadow({ mode: 'open' });
      if (adopted.length) shadowRoot.adoptedStyleSheets = adopted;
      shadowRoot.append(document.createElement('slot'));
    }

    private props(): P {
      return readProps<P>(this, attributes);
    }

    connectedCallback() {
      if (!this.#joined) {
        keepEarlyProperties(this, attributes);
        rejoinSplitMarkup(this);
        checkAuthorMarkup(this, attributes);
      }
      this.#joined = true;
      startSoon(this);
    }

    /** Called once the page locale's texts are there (startSoon()). */
    start() {
      if (!this.isConnected || this.#running) return;
      this.#running = connect(this, this.shadowRoot!, this.props());
      markReady(this);
    }

    disconnectedCallback() {
      // a move (out and back in within the same task) keeps it running
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#running?.disconnect();
        this.#running = null;
      });
    }

    attributeChangedCallback(_attribute: string, old: string | null, value: string | null) {
      // an element reflecting its own state (`active`) sets the value it already has: nothing to tell
      if (old !== value) this.#running?.update(this.props());
    }
  }

  defineProperties(ShopLightElement, attributes);

  defineInBatch(tag, ShopLightElement);
  return ShopLightElement;
}
