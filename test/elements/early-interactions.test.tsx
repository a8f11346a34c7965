import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useEffect } from 'react';
import { giveUp, holdEarlyInteractions } from '../../elements/early-interactions.ts';
import { defineElement, type HostProps } from '../../shared/runtime/define.tsx';
import { cleanup, mount, ready, setPageConfig, until } from '../helpers/page.ts';

/** What an element saw of the shopper, once it listens. */
const seen: string[] = [];

function Listening({ host }: HostProps) {
  useEffect(() => {
    const note = (event: Event) => {
      const target = event.target as HTMLElement;
      const what = event instanceof KeyboardEvent ? event.key : (target.dataset.name ?? target.localName);
      seen.push(`${event.type}:${what}`);
    };
    for (const type of ['click', 'change', 'input', 'keydown']) host.addEventListener(type, note);
    return () =>
      ['click', 'change', 'input', 'keydown'].forEach((type) => host.removeEventListener(type, note));
  }, [host]);
  return <slot />;
}

/** The elements a held interaction reached, as the autoloader is told of them. */
const reached: Element[] = [];
/** The elements a held click on did nothing once let through, as the autoloader is told of them. */
const unanswered: Element[] = [];
holdEarlyInteractions(
  (name) => name.startsWith('test-late-'),
  (host) => reached.push(host),
  (host) => unanswered.push(host),
);

async function clickOn(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + 4), Math.round(box.y + 4)] });
}

describe('what the shopper does before an element is ready (the autoloader)', () => {
  before(() => setPageConfig()); // a page with the elements has its config
  beforeEach(() => (seen.length = 0));
  afterEach(cleanup);

  it('an early click is delivered once, when the element is ready, with its default action', async () => {
    const page = mount(
      '<test-late-a><button type="button" data-name="buy">В корзину</button><input type="checkbox" data-name="box" aria-label="Сравнить"></test-late-a>',
    );
    const box = page.querySelector('input')!;
    await clickOn(page.querySelector('button')!);
    await clickOn(box);
    expect(box.checked).to.equal(false); // held, not lost: nothing happened yet
    defineElement('test-late-a', Listening);
    await ready(page.querySelector('test-late-a'));
    await until(() => seen.length >= 4, 'the replayed clicks');
    // the box's click ticks it, which fires its own input and change
    expect(seen).to.deep.equal(['click:buy', 'click:box', 'input:box', 'change:box']);
    expect(box.checked).to.equal(true);
  });

  it('a change, the last input and an arrow key reach the element once it is ready', async () => {
    const page = mount(
      `<test-late-b>
        <select data-name="sort" aria-label="Сортировка"><option>Популярные</option><option value="price">Цена</option></select>
        <input type="search" data-name="query" aria-label="Поиск">
      </test-late-b>`,
    );
    page.querySelector('select')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    page.querySelector<HTMLInputElement>('input')!.focus();
    await sendKeys({ type: 'лам' });
    await sendKeys({ press: 'ArrowLeft' });
    defineElement('test-late-b', Listening);
    await ready(page.querySelector('test-late-b'));
    await until(() => seen.length >= 5, 'the replayed events');
    expect(seen).to.deep.equal([
      'keydown:ArrowDown',
      'input:sort',
      'change:sort',
      'input:query', // one input for 'лам': the element reads the field's value
      'keydown:ArrowLeft',
    ]);
    expect(page.querySelector('select')!.value).to.equal('price');
  });

  it('an element whose code could not be loaded lets what was held go through, and holds the next click while its code is requested again', async () => {
    const page = mount('<test-late-c><input type="checkbox" aria-label="Сравнить"></test-late-c>');
    const host = page.querySelector('test-late-c')!;
    const box = page.querySelector('input')!;
    await clickOn(box);
    expect(box.checked).to.equal(false);
    expect(reached.at(-1)).to.equal(host);
    giveUp('test-late-c'); // what the autoloader does when the element's code fails to load
    expect(box.checked).to.equal(true);
    reached.length = 0;
    await clickOn(box); // held again: the autoloader is told, and requests the code once more
    expect(box.checked).to.equal(true);
    expect(reached).to.deep.equal([host]);
    giveUp('test-late-c'); // failed again: the click goes through as it was
    expect(box.checked).to.equal(false);
    expect(unanswered).to.not.include(host); // the box ticked itself: no error for the shopper
  });

  it('a held click that does nothing by itself (a button of the server markup) is told of when let through, and a link’s is not', async () => {
    const page = mount(
      '<test-late-d><button type="button">В корзину</button></test-late-d><test-late-e><a href="#nowhere">Подробнее</a></test-late-e>',
    );
    const [buy, more] = [page.querySelector('test-late-d')!, page.querySelector('test-late-e')!];
    await clickOn(page.querySelector('button')!);
    await clickOn(page.querySelector('a')!);
    expect(location.hash).to.equal(''); // held, not followed yet
    unanswered.length = 0;
    giveUp('test-late-d');
    giveUp('test-late-e');
    expect(unanswered).to.deep.equal([buy]);
    await until(() => location.hash === '#nowhere', 'the link followed'); // it went through as it was
    expect(unanswered).to.not.include(more);
    history.replaceState(null, '', location.pathname + location.search);
  });
});
