import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { deepActiveElement } from '../../../shared/ui/Dialog.tsx';
import { cleanup, mount, ready, setPageConfig, until } from '../../helpers/page.ts';
import { press } from '../../helpers/pointer.ts';

const markup = (attributes = '') =>
  `<p id="outside">Текст страницы</p><shop-disclosure ${attributes}><details><summary>Нашли дешевле?</summary><form><label>Имя <input name="name"></label><p>Пришлите ссылку — снизим цену.</p></form></details></shop-disclosure>`;

/** The animations started on the details, kept as they start (on a busy machine one may be over before a check). */
function recordAnimations(details: HTMLDetailsElement): Animation[] {
  const started: Animation[] = [];
  const animate = details.animate.bind(details);
  details.animate = (...args: Parameters<Element['animate']>) => {
    const animation = animate(...args);
    started.push(animation);
    return animation;
  };
  return started;
}
const durationOfAnimation = (animation: Animation | undefined) =>
  (animation?.effect as KeyframeEffect | undefined)?.getTiming().duration;

describe('shop-disclosure (docs/behaviour/content.md disclosure widgets, docs/behaviour/states.md and docs/behaviour/constants.md timings)', () => {
  beforeEach(() => setPageConfig());
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
    cleanup();
  });

  // first: the element is not loaded yet
  it('works without the script: the summary opens and closes the details', async () => {
    const page = mount(markup());
    const details = page.querySelector('details')!;
    await press(page.querySelector('summary')!);
    await until(() => details.open, 'opened natively');
    await press(page.querySelector('summary')!);
    await until(() => !details.open, 'closed natively');
  });

  async function disclosure(attributes = '') {
    await import('../../../elements/shop-disclosure/shop-disclosure.ts');
    const page = mount(markup(attributes));
    const host = await ready(page.querySelector('shop-disclosure'));
    return {
      page,
      host,
      details: page.querySelector('details')!,
      summary: page.querySelector('summary')!,
    };
  }

  it('opening takes 200 ms and closing takes 150 ms', async () => {
    const { details, summary } = await disclosure();
    const started = recordAnimations(details);
    await press(summary);
    expect(details.open).to.equal(true);
    await until(() => started.length === 1, 'the opening animation');
    expect(durationOfAnimation(started[0])).to.equal(200);
    await started[0]!.finished;
    expect(details.open).to.equal(true);
    await press(summary);
    await until(() => started.length === 2, 'the closing animation');
    expect(durationOfAnimation(started[1])).to.equal(150);
    if (started[1]!.playState === 'running')
      expect(details.open, 'the content stays shown while it closes').to.equal(true);
    await started[1]!.finished;
    await until(() => !details.open, 'closed after 150 ms');
  });

  it('no animation when reduced motion is preferred', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { details, summary } = await disclosure();
    await press(summary);
    expect(details.open).to.equal(true);
    expect(details.getAnimations()).to.have.length(0);
    await press(summary);
    expect(details.open).to.equal(false);
  });

  it('Esc closes it while the focus is inside, and the focus goes to the summary', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { details, summary, page } = await disclosure();
    await press(summary);
    page.querySelector<HTMLInputElement>('input[name=name]')!.focus();
    await sendKeys({ type: 'Иван' });
    await sendKeys({ press: 'Escape' });
    await until(() => !details.open, 'closed by Esc');
    expect(deepActiveElement()).to.equal(summary);
    await press(summary);
    expect(page.querySelector<HTMLInputElement>('input[name=name]')!.value, 'nothing typed is lost').to.equal(
      'Иван',
    );
  });

  it('a click outside closes it; a click inside does not', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { details, summary, page } = await disclosure();
    await press(summary);
    await press(page.querySelector('form p')!);
    expect(details.open).to.equal(true);
    await press(page.querySelector('#outside')!);
    await until(() => !details.open, 'closed by a click outside');
  });

  it('open-media forces it open while it matches: the summary does not close it', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { host, details, summary, page } = await disclosure(
      'open-media="(min-width: 700px)" closed-media="(max-width: 500px)"',
    );
    expect(details.open).to.equal(true);
    expect(host.getAttribute('forced')).to.equal('open');
    expect(summary.getAttribute('aria-disabled')).to.equal('true');
    await press(summary);
    await press(page.querySelector('#outside')!);
    expect(details.open).to.equal(true);
    await setViewport({ width: 600, height: 600 });
    await until(() => !host.hasAttribute('forced'), 'not forced between the two queries');
    expect(summary.hasAttribute('aria-disabled')).to.equal(false);
    await press(summary);
    expect(details.open, 'the shopper decides again').to.equal(false);
  });

  it('closed-media forces it closed while it matches', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await setViewport({ width: 480, height: 600 });
    const { host, details, summary } = await disclosure(
      'open-media="(min-width: 700px)" closed-media="(max-width: 500px)"',
    );
    expect(host.getAttribute('forced')).to.equal('closed');
    await press(summary);
    expect(details.open).to.equal(false);
    await setViewport({ width: 800, height: 600 });
    await until(() => details.open && host.getAttribute('forced') === 'open', 'forced open on a wide screen');
  });
});
