import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai/react';
import {
  Component as ReactComponent,
  useEffect,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { shopStore } from './store.ts';

export type PropKind = 'string' | 'number' | 'boolean' | 'json';

/** Every element component gets its host element besides the props read from attributes. */
export interface HostProps {
  host: HTMLElement;
}

interface Options {
  /** camelCase prop name → kind; the attribute is its kebab-case form */
  props?: Record<string, PropKind>;
  /** the element's shadow-root CSS */
  styles?: string;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

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

const sheets = new Map<string, CSSStyleSheet>();
function sheetFor(tag: string, css: string): CSSStyleSheet {
  let sheet = sheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(tag, sheet);
  }
  return sheet;
}

/**
 * Publishes a React component as a custom element (once): an open shadow root with the element's styles,
 * the shared jotai store, the host element as a prop, and attribute handling without r2wc's edges.
 * The host gets the `ready` attribute once it has rendered and attached its listeners.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P & HostProps>,
  { props = {}, styles = '' }: Options = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  function Root(received: P & { container: ShadowRoot }) {
    const host = received.container.host as HTMLElement;
    // children's effects run first, so `ready` means the element listens and shows its real state
    useEffect(() => host.setAttribute('ready', ''), [host]);
    return (
      <Provider store={shopStore}>
        <KeepServerMarkup tag={tag}>
          <Component {...received} host={host} />
        </KeepServerMarkup>
      </Provider>
    );
  }

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
  const Base = r2wc(Root as ComponentType<object>, { shadow: 'open', props: r2wcProps }) as unknown as {
    new (): HTMLElement & Record<symbol, unknown>;
    observedAttributes: string[];
  };

  class ShopElement extends Base {
    constructor() {
      super();
      if (styles && this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheetFor(tag, styles)];
      for (const [attribute, name] of booleans) this.readBoolean(attribute, name);
    }

    private readBoolean(attribute: string, name: string) {
      const value = this.getAttribute(attribute);
      (this[PROPS] as Record<string, unknown>)[name] = value !== null && value !== 'false';
    }

    attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      const name = attributes.get(attribute);
      if (!name) return;
      if (booleans.has(attribute)) this.readBoolean(attribute, name);
      else if (value === null) (this[PROPS] as Record<string, unknown>)[name] = undefined;
      else {
        (
          Base.prototype as unknown as { attributeChangedCallback: (...a: unknown[]) => void }
        ).attributeChangedCallback.call(this, attribute, old, value);
        return;
      }
      (this[RENDER] as () => void).call(this);
    }
  }

  customElements.define(tag, ShopElement);
  return ShopElement;
}
