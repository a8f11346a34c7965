import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defineElement, type HostProps } from '../../shared/define.tsx';
import { cleanup, mount, ready, shadow, until } from '../helpers/page.ts';

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

defineElement('test-probe', Probe, {
  props: { active: 'boolean', label: 'string', count: 'number' },
  styles: ':host { display: block; }',
});
defineElement('test-broken', Broken);

const shown = (element: Element) => shadow(element).querySelector('output')?.textContent;

describe('defineElement (r2wc without its edges)', () => {
  afterEach(cleanup);

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

  it('a rendering error keeps the server markup on screen instead of a blank element', async () => {
    const errors = sinon.stub(console, 'error');
    // React's development build reports errors caught by a boundary as uncaught too; the production build does not
    const mochaOnError = window.onerror;
    window.onerror = (message) => String(message).includes('broken on purpose');
    try {
      const page = mount('<test-broken><p>Из шаблона</p></test-broken>');
      const broken = page.querySelector('test-broken')!;
      await until(() => broken.shadowRoot?.querySelector('slot'), 'the fallback slot');
      expect(page.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(errors.calledWithMatch('[shop-elements] <test-broken> failed to render:')).to.equal(true);
    } finally {
      window.onerror = mochaOnError;
      errors.restore();
    }
  });
});
