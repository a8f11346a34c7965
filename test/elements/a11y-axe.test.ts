import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { carouselPresetCss } from '../../shared/ui/carousel/carousel-presets.ts';
import { forgetCaptchaScript } from '../../shared/services/captcha-widget.ts';
import { cleanup, mount, newShopper, setPageConfig, until } from '../helpers/page.ts';
import { CAPTCHA } from '../helpers/forms.ts';

/**
 * WCAG 2.1 AA with axe over every element's live example (the one of /docs/elements/<tag>), rendered and `ready`
 * in the store's theme: the end-to-end a11y checks run through Playwright, which drives Chromium only here
 * (it cannot drive Debian's Firefox), so this check is the one that runs in each engine of the element suite.
 * As the end-to-end checks: no serious or critical violation.
 */
const modules = import.meta.glob('../../elements/shop-*/shop-*.ts');
const TAGS = Object.keys(modules)
  .map((path) => path.split('/'))
  .filter(([, , , folder, file]) => file === `${folder}.ts`)
  .map(([, , , folder]) => folder!);

async function example(tag: string): Promise<string | null> {
  const response = await fetch(`/demo/element-example/${tag}`);
  return response.ok ? response.text() : null;
}

async function load(tag: string) {
  await modules[`../../elements/${tag}/${tag}.ts`]!();
}

describe('accessibility of every element, rendered (WCAG 2.1 AA, axe)', function () {
  this.timeout(60000);
  before(async () => {
    const theme = document.createElement('link');
    theme.rel = 'stylesheet';
    theme.href = '/assets/theme.css';
    const loaded = new Promise((resolve) => theme.addEventListener('load', resolve, { once: true }));
    document.head.append(theme);
    await loaded;
    const page = document.createElement('style');
    page.textContent = carouselPresetCss();
    document.head.append(page);
  });
  beforeEach(async () => {
    setPageConfig({ storeId: '1', captcha: CAPTCHA });
    await newShopper();
  });
  afterEach(() => {
    cleanup();
    forgetCaptchaScript();
  });

  it('the check sees inside the shadow roots the elements render into', async () => {
    const fixture = mount('<main><h1>Проверка</h1><div id="host"></div></main>');
    fixture.querySelector('#host')!.attachShadow({ mode: 'open' }).innerHTML =
      '<button type="button"></button>';
    const results = await axe.run(fixture, { runOnly: { type: 'rule', values: ['button-name'] } });
    expect(results.violations.map((violation) => violation.id)).to.deep.equal(['button-name']);
  });

  it('every element has a live example', async () => {
    const missing: string[] = [];
    for (const tag of TAGS) if (!(await example(tag))) missing.push(tag);
    expect(missing).to.deep.equal([]);
  });

  for (const tag of TAGS) {
    it(`<${tag}>: no serious or critical violation`, async function () {
      const markup = await example(tag);
      if (!markup) this.skip();
      const fixture = mount(`<main><h1>${tag}</h1>${markup}</main>`);
      const elements = [...fixture.querySelectorAll<HTMLElement>('*')].filter((el) =>
        el.localName.startsWith('shop-'),
      );
      await Promise.all([...new Set(elements.map((el) => el.localName))].map(load));
      await until(() => elements.every((el) => el.hasAttribute('ready')), `<${tag}> ready`, 15000);
      const results = await axe.run(fixture, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      const found = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(found).to.deep.equal([]);
    });
  }
});
