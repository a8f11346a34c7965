import { expect } from '@open-wc/testing';
import { defineLightElement } from '../../../shared/runtime/define-light.ts';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';

interface ProbeProps {
  active?: boolean;
  label?: string;
  count?: number;
}

/** Writes its props into the host's `data-shown`, and counts what happens to it. */
const lifecycle = { connected: 0, disconnected: 0, clicks: 0 };
defineLightElement<ProbeProps>(
  'test-light',
  (host, _shadowRoot, initial) => {
    lifecycle.connected++;
    const show = ({ active, label, count }: ProbeProps) =>
      (host.dataset.shown = `${String(active)}|${label ?? 'none'}|${count ?? 'none'}`);
    const onClick = () => void lifecycle.clicks++;
    host.addEventListener('click', onClick);
    show(initial);
    return {
      update: show,
      disconnect() {
        lifecycle.disconnected++;
        host.removeEventListener('click', onClick);
      },
    };
  },
  {
    props: { active: 'boolean', label: 'string', count: 'number' },
    styles: [':host { display: block; color: rgb(1, 2, 3); }'],
  },
);

const shown = (element: Element) => (element as HTMLElement).dataset.shown;

/** The probe's element, defined under another tag once a test has set properties on an undefined one. */
function defineLateProbe(tag: string) {
  defineLightElement<ProbeProps>(
    tag,
    (host, _shadowRoot, initial) => {
      const show = ({ active, label, count }: ProbeProps) =>
        (host.dataset.shown = `${String(active)}|${label ?? 'none'}|${count ?? 'none'}`);
      show(initial);
      return { update: show, disconnect() {} };
    },
    { props: { active: 'boolean', label: 'string', count: 'number' } },
  );
}

describe('defineLightElement (an element without a React tree, on the same host contract)', () => {
  afterEach(cleanup);
  before(() => setPageConfig()); // a page with the elements has its config

  it("shows the author's markup through its slot, with its styles, and is ready once it listens", async () => {
    const page = mount('<test-light label="один"><button type="button">Нажать</button></test-light>');
    const light = page.querySelector('test-light')!;
    expect(light.shadowRoot!.querySelectorAll('slot')).to.have.length(1);
    expect(page.querySelector('button')!.getBoundingClientRect().height).to.be.greaterThan(0);
    await ready(light);
    expect(getComputedStyle(light).color).to.equal('rgb(1, 2, 3)');
    expect(shown(light)).to.equal('false|один|none');
    const before = lifecycle.clicks;
    page.querySelector('button')!.click();
    expect(lifecycle.clicks).to.equal(before + 1);
  });

  it('an empty boolean attribute reads as true, "false" and absence as false; a removed attribute resets its prop', async () => {
    const page = mount('<test-light active count="3"></test-light><test-light active="false"></test-light>');
    const [on, off] = [...page.querySelectorAll('test-light')];
    await Promise.all([ready(on!), ready(off!)]);
    expect(shown(on!)).to.equal('true|none|3');
    expect(shown(off!)).to.equal('false|none|none');
    on!.removeAttribute('count');
    on!.setAttribute('label', 'два');
    expect(shown(on!)).to.equal('true|два|none');
    on!.removeAttribute('active');
    expect(shown(on!)).to.equal('false|два|none');
  });

  it('its props are properties too: set, they set the attribute', async () => {
    const page = mount('<test-light></test-light>');
    const light = page.querySelector('test-light') as HTMLElement & ProbeProps;
    await ready(light);
    light.count = 7;
    light.active = true;
    expect(light.getAttribute('count')).to.equal('7');
    expect(light.hasAttribute('active')).to.equal(true);
    expect(light.count).to.equal(7);
    expect(shown(light)).to.equal('true|none|7');
    light.active = false;
    expect(light.hasAttribute('active')).to.equal(false);
  });

  it('properties set before the element is defined are kept, and read through its accessors', async () => {
    const early = document.createElement('test-light-late') as HTMLElement & ProbeProps;
    early.count = 3;
    early.active = true;
    mount('').append(early);
    defineLateProbe('test-light-late');
    await ready(early);
    expect(shown(early)).to.equal('true|none|3');
    expect(Object.hasOwn(early, 'count')).to.equal(false);
    early.count = 4;
    expect(shown(early)).to.equal('true|none|4');
  });

  it('removing an element stops it; moving one keeps it running', async () => {
    const page = mount('<test-light label="один"></test-light><test-light label="два"></test-light>');
    const [one, two] = [...page.querySelectorAll<HTMLElement>('test-light')];
    await Promise.all([ready(one!), ready(two!)]);
    const before = { ...lifecycle };
    one!.remove();
    await until(() => lifecycle.disconnected === before.disconnected + 1, 'the removed element to stop');
    one!.click();
    expect(lifecycle.clicks).to.equal(before.clicks);
    page.prepend(two!); // a move: disconnected and connected in one task
    await new Promise((resolve) => setTimeout(resolve, 0));
    two!.click();
    expect(lifecycle).to.deep.equal({
      connected: before.connected,
      disconnected: before.disconnected + 1,
      clicks: before.clicks + 1,
    });
  });

  it("a CMS's <p> that split it from its markup is mended before it starts", async () => {
    // wpautop's <p><test-light></p><button>…</button><p></test-light></p>, as the HTML parser leaves it
    const page = mount(
      '<p><test-light label="из CMS"></test-light></p><button type="button">Нажать</button><p></p>',
    );
    const light = page.querySelector('test-light')!;
    await ready(light);
    expect(light.querySelector('button')?.textContent).to.equal('Нажать');
  });
});
