import { expect } from '@open-wc/testing';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { defineElement, type HostProps } from '../../../shared/runtime/define.tsx';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';
import { captureConsole } from '../../helpers/console.ts';

interface ProbeProps extends HostProps {
  active?: boolean;
  label?: string;
  count?: number;
}

function Probe({ active, label, count }: ProbeProps) {
  return (
    <output>
      {String(active)}|{label ?? 'none'}|{count ?? 'none'}
    </output>
  );
}

function Broken(): never {
  throw new Error('broken on purpose');
}

/** Counts its mounts and unmounts, so a test can tell which elements React tore down. */
const lifecycle = { mounted: 0, unmounted: 0 };
function Counted({ label }: Pick<ProbeProps, 'label'>) {
  useEffect(() => {
    lifecycle.mounted++;
    return () => void lifecycle.unmounted++;
  }, []);
  return (
    <p>
      {label}
      <slot />
    </p>
  );
}

defineElement('test-probe', Probe, {
  props: { active: 'boolean', label: 'string', count: 'number' },
  styles: [':host { display: block; }'],
});
const SHARED = ':host { color: rgb(1, 2, 3); display: block; }';
defineElement('test-styled', Probe, { styles: [SHARED, ':host { display: inline-block; }'] });
defineElement('test-shared', Probe, { styles: [SHARED] });
/** A React onClick and a native listener on its host, each counting its clicks. */
const clicks = { react: 0, native: 0 };
function Clickable({ host }: HostProps) {
  useEffect(() => {
    const onClick = () => void clicks.native++;
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);
  return (
    <button type="button" onClick={() => void clicks.react++}>
      Нажать
    </button>
  );
}
defineElement('test-react-events', Clickable);
/** Listens on its host from a layout effect, and notes whether its passive effects have run yet. */
const effects = { layout: 0, passive: 0 };
function Listening({ host }: HostProps) {
  useLayoutEffect(() => {
    const onClick = () => void effects.layout++;
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);
  useEffect(() => void effects.passive++, []);
  return <slot />;
}
defineElement('test-listening', Listening);
defineElement('test-broken', Broken);
defineElement('test-counted', Counted, { props: { label: 'string' } });
/** Measures its own box in a layout effect, as a carousel does before the first paint. */
const measuredWidths: number[] = [];
function Measuring() {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => void measuredWidths.push(box.current!.getBoundingClientRect().width), []);
  return <div ref={box}>своё</div>;
}
// laid out like a carousel's host before it is ready: its server markup in a row beside the element's own box
defineElement('test-measuring', Measuring, {
  styles: [':host { display: flex; } div { width: 100%; min-width: 0; }'],
});

const shown = (element: Element) => shadow(element).querySelector('output')?.textContent;

describe('defineElement (r2wc without its edges)', () => {
  afterEach(cleanup);
  before(() => setPageConfig()); // a page with the elements has its config

  it('an empty boolean attribute reads as true, "false" and absence as false', async () => {
    const page = mount(
      '<test-probe active></test-probe><test-probe active="false"></test-probe><test-probe></test-probe>',
    );
    const [on, off, absent] = [...page.querySelectorAll('test-probe')];
    await Promise.all([on, off, absent].map((element) => ready(element!)));
    expect(shown(on!)).to.equal('true|none|none');
    expect(shown(off!)).to.equal('false|none|none');
    expect(shown(absent!)).to.equal('false|none|none');
  });

  it('attribute changes re-render, and a removed attribute resets its prop', async () => {
    const page = mount('<test-probe label="Ламинат" count="3" active></test-probe>');
    const probe = await ready(page.querySelector('test-probe'));
    expect(shown(probe)).to.equal('true|Ламинат|3');
    probe.removeAttribute('active');
    probe.removeAttribute('label');
    probe.setAttribute('count', '5');
    await until(() => shown(probe) === 'false|none|5', 'the reset props');
  });

  it('defines a tag only once', () => {
    const first = customElements.get('test-probe');
    expect(defineElement('test-probe', Probe)).to.equal(first);
  });

  it('attaches an open shadow root with the element styles', async () => {
    const page = mount('<test-probe></test-probe>');
    const probe = await ready(page.querySelector('test-probe'));
    expect(getComputedStyle(probe).display).to.equal('block');
    expect(probe.shadowRoot!.adoptedStyleSheets).to.have.length(1);
  });

  it('elements share each stylesheet they have in common, in the cascade order given', async () => {
    const page = mount(
      '<test-probe></test-probe><test-styled></test-styled><test-styled></test-styled><test-shared></test-shared>',
    );
    const [probe, first, second, other] = await Promise.all(
      [...page.querySelectorAll('test-probe, test-styled, test-shared')].map((element) => ready(element)),
    );
    const [shared, own] = first!.shadowRoot!.adoptedStyleSheets;
    expect(second!.shadowRoot!.adoptedStyleSheets).to.deep.equal([shared, own]);
    expect(other!.shadowRoot!.adoptedStyleSheets).to.deep.equal([shared]);
    expect(probe!.shadowRoot!.adoptedStyleSheets).not.to.include(shared);
    // the later sheet wins: inline-block over the shared block
    expect(getComputedStyle(first!).display).to.equal('inline-block');
    expect(getComputedStyle(first!).color).to.equal('rgb(1, 2, 3)');
  });

  it('a rendering error keeps the server markup on screen instead of a blank element', async () => {
    const reported = captureConsole();
    // React's development build reports errors caught by a boundary as uncaught too; the production build does not
    const mochaOnError = window.onerror;
    window.onerror = (message) => String(message).includes('broken on purpose');
    try {
      const page = mount('<test-broken><p>Из шаблона</p></test-broken>');
      const broken = page.querySelector('test-broken')!;
      await until(() => reported.errors.length > 0, 'the render error');
      expect(broken.shadowRoot!.querySelectorAll('slot')).to.have.length(1);
      expect(page.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(
        reported.errors.some((line) => line.includes('[shop-elements] <test-broken> failed to render:')),
      ).to.equal(true);
    } finally {
      window.onerror = mochaOnError;
    }
  });

  it('one failing element leaves its server markup and the others keep running', async () => {
    const reported = captureConsole();
    const mochaOnError = window.onerror;
    window.onerror = (message) => String(message).includes('broken on purpose');
    try {
      const page = mount(
        '<test-probe label="до"></test-probe><test-broken><p>Из шаблона</p></test-broken><test-probe label="рядом"></test-probe>',
      );
      const [first, second] = [...page.querySelectorAll('test-probe')];
      await Promise.all([
        ready(first!),
        ready(second!),
        until(() => reported.errors.length > 0, 'the render error'),
      ]);
      expect(page.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0);
      first!.setAttribute('label', 'после');
      await until(() => shown(first!) === 'false|после|none', 'the next render of a neighbour');
      expect(shown(second!)).to.equal('false|рядом|none');
    } finally {
      window.onerror = mochaOnError;
    }
  });

  it('removing an element unmounts only it; moving one keeps it mounted', async () => {
    const page = mount('<test-counted label="один"></test-counted><test-counted label="два"></test-counted>');
    const [one, two] = [...page.querySelectorAll('test-counted')];
    await Promise.all([ready(one!), ready(two!)]);
    const before = { ...lifecycle };
    one!.remove();
    await until(() => lifecycle.unmounted === before.unmounted + 1, 'the unmount');
    expect(one!.shadowRoot!.querySelector('p')).to.equal(null);
    page.prepend(two!); // a move: disconnected and connected in one task
    two!.setAttribute('label', 'три');
    await until(() => two!.shadowRoot!.querySelector('p')?.textContent === 'три', 'the re-render');
    expect(lifecycle).to.deep.equal({ mounted: before.mounted, unmounted: before.unmounted + 1 });
  });

  it('shows the server markup from the moment the element exists until its first render', async () => {
    const page = mount('<test-counted label="готово"><span>Из шаблона</span></test-counted>');
    const counted = page.querySelector('test-counted')!;
    // not rendered yet: the shadow root holds only the placeholder slot, so the server markup is on screen
    expect(counted.hasAttribute('ready')).to.equal(false);
    expect(page.querySelector('span')!.getBoundingClientRect().height).to.be.greaterThan(0);
    await ready(counted);
    expect(counted.shadowRoot!.querySelectorAll('slot')).to.have.length(1);
    expect(page.querySelector('span')!.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it("the placeholder is gone when the element's layout effects measure: its own box has the host's width", async () => {
    const page = mount(
      '<div style="width: 400px"><test-measuring><span style="flex: 0 0 300px">Из шаблона</span></test-measuring></div>',
    );
    await ready(page.querySelector('test-measuring'));
    // with the server markup still shown through the placeholder, the box was squeezed to 100px
    expect(measuredWidths).to.deep.equal([400]);
  });

  it('attributes set before the element is connected are read when it mounts', async () => {
    const page = mount('');
    const probe = document.createElement('test-probe');
    probe.setAttribute('label', 'заранее');
    probe.setAttribute('count', '7');
    probe.setAttribute('active', '');
    page.append(probe);
    await ready(probe);
    expect(shown(probe)).to.equal('true|заранее|7');
  });

  it("React's event props and the host's native listeners both hear a click in the element", async () => {
    const page = mount('<test-react-events></test-react-events>');
    const element = await ready(page.querySelector('test-react-events'));
    clicks.react = clicks.native = 0;
    shadow(element).querySelector('button')!.click();
    expect(clicks).to.deep.equal({ react: 1, native: 1 });
  });

  it('is ready once its layout effects have run: a click the moment it is ready is heard', async () => {
    const element = document.createElement('test-listening');
    let heardAtReady: number | null = null;
    // the moment the runtime marks it ready, not a later task
    const setAttribute = element.setAttribute.bind(element);
    element.setAttribute = (name: string, value: string) => {
      setAttribute(name, value);
      if (name !== 'ready') return;
      const before = effects.layout;
      element.click();
      heardAtReady = effects.layout - before;
    };
    mount('').append(element);
    await ready(element);
    expect(heardAtReady).to.equal(1);
  });

  it('properties set before the element is defined are kept, and read through its accessors', async () => {
    const tag = 'test-probe-late';
    const early = document.createElement(tag) as HTMLElement & ProbeProps;
    early.label = 'заранее';
    early.count = 7;
    early.active = true;
    const page = mount('');
    page.append(early);
    defineElement(tag, Probe, { props: { active: 'boolean', label: 'string', count: 'number' } });
    await ready(early);
    expect(shown(early)).to.equal('true|заранее|7');
    expect(Object.hasOwn(early, 'count')).to.equal(false);
    expect(early.getAttribute('count')).to.equal('7');
    early.count = 8;
    await until(() => shown(early) === 'true|заранее|8', 'the property set after the upgrade');
  });

  it('its props are properties: set, they set the attribute; read, they are the parsed attribute', async () => {
    const page = mount('<test-probe></test-probe>');
    const probe = (await ready(page.querySelector('test-probe'))) as HTMLElement & ProbeProps;
    probe.label = 'Ламинат';
    probe.count = 4;
    probe.active = true;
    expect([
      probe.getAttribute('label'),
      probe.getAttribute('count'),
      probe.hasAttribute('active'),
    ]).to.deep.equal(['Ламинат', '4', true]);
    expect([probe.label, probe.count, probe.active]).to.deep.equal(['Ламинат', 4, true]);
    await until(() => shown(probe) === 'true|Ламинат|4', 'the render of the properties');
    probe.active = false;
    probe.label = undefined;
    await until(() => shown(probe) === 'false|none|4', 'the reset properties');
    expect(probe.hasAttribute('active') || probe.hasAttribute('label')).to.equal(false);
  });

  it('150 elements upgrade in one commit: every one becomes ready in the same task', async () => {
    const batches: number[] = [];
    const observer = new MutationObserver((records) =>
      batches.push(records.filter((r) => r.attributeName === 'ready').length),
    );
    const page = mount('');
    observer.observe(page, { subtree: true, attributes: true, attributeFilter: ['ready'] });
    page.innerHTML = Array.from({ length: 150 }, (_, i) => `<test-probe count="${i}"></test-probe>`).join('');
    await until(() => page.querySelectorAll('test-probe[ready]').length === 150, '150 ready elements');
    observer.disconnect();
    expect(batches).to.deep.equal([150]);
  });
});
