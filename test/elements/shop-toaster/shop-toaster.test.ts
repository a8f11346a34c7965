import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/shop-toaster/shop-toaster.ts';
import { emit } from '../../../shared/events.ts';
import { shopStore } from '../../../shared/store.ts';
import { toastsAtom } from '../../../elements/shop-toaster/toast-queue.ts';
import { deepActiveElement } from '../../../shared/ui/focus.ts';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';

describe('shop-toaster', () => {
  beforeEach(() => setPageConfig());
  afterEach(() => {
    cleanup();
    shopStore.set(toastsAtom, []); // a toast a test left on screen would wait for the next test's toaster
  });

  const toaster = () => mount('<shop-toaster></shop-toaster>').querySelector('shop-toaster')!;
  const toasts = (element: Element) => [...shadow(element).querySelectorAll('.toast')];

  const addedToCart = () =>
    emit(
      'shop-toast',
      {
        kind: 'success',
        message: 'Товар добавлен в',
        link: { href: '/cart', text: 'корзину' },
      },
      null,
    );

  it('shows a toast in a polite live region, with a close button labelled Закрыть', async () => {
    const element = toaster();
    await ready(element);
    const region = shadow(element).querySelector('[role=status]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    addedToCart();
    await until(() => toasts(element).length === 1, 'one toast');
    const toast = toasts(element)[0]!;
    expect(toast.textContent).to.contain('Товар добавлен в');
    expect(toast.querySelector('a')!.getAttribute('href')).to.equal(`${location.origin}/cart`);
    expect(toast.querySelector('button')!.getAttribute('aria-label')).to.equal('Закрыть');
  });

  it('a toaster styled to cover the page keeps its corner: no box of its own, toasts of their own size', async () => {
    const element = mount(
      '<shop-toaster style="display:block;width:100vw;height:100vh;max-width:none;background-color:#c00;' +
        'font-size:200px;writing-mode:vertical-rl;--shop-toaster-z:2147483647"></shop-toaster>',
    ).querySelector('shop-toaster')!;
    await ready(element);
    addedToCart();
    await until(() => toasts(element).length === 1, 'one toast');
    expect(element.getBoundingClientRect().height).to.equal(0);
    const covering = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    expect(element.contains(covering) || covering === element).to.equal(false);
    const toast = toasts(element)[0]!.getBoundingClientRect();
    expect(toast.width).to.be.at.most(380);
    expect(toast.height).to.be.below(120);
    expect(innerWidth - toast.right).to.be.closeTo(16, 1);
  });

  it('toasts last 3000 ms', async () => {
    const clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      shouldClearNativeTimers: true,
    });
    try {
      const element = toaster();
      await ready(element);
      emit('shop-toast', { kind: 'info', message: 'Привет' }, null);
      await until(() => toasts(element).length === 1, 'a toast');
      clock.tick(2999);
      await Promise.resolve();
      expect(toasts(element)).to.have.length(1);
      clock.tick(2);
      await until(() => toasts(element).length === 0, 'the toast gone after 3000 ms');
    } finally {
      clock.restore();
    }
  });

  it('the close button removes the toast at once, by click or keyboard', async () => {
    const element = toaster();
    await ready(element);
    emit('shop-toast', { kind: 'error', message: 'Ошибка' }, null);
    await until(() => toasts(element).length === 1, 'a toast');
    const close = shadow(element).querySelector<HTMLButtonElement>('.toast button')!;
    close.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toasts(element).length === 0, 'closed');
  });

  it('a link that is not http(s) or relative is not rendered', async () => {
    const element = toaster();
    await ready(element);
    emit(
      'shop-toast',
      {
        kind: 'info',
        message: 'Ссылка',
        link: { href: 'javascript:alert(1)', text: 'сюда' },
      },
      null,
    );
    await until(() => toasts(element).length === 1, 'a toast');
    expect(toasts(element)[0]!.querySelector('a')).to.equal(null);
  });

  it('markup in a message is shown as text, never parsed', async () => {
    const element = toaster();
    await ready(element);
    emit('shop-toast', { kind: 'info', message: '<img src=x onerror="window.__pwned=1">' }, null);
    await until(() => toasts(element).length === 1, 'a toast');
    expect(toasts(element)[0]!.querySelector('img')).to.equal(null);
    expect(toasts(element)[0]!.textContent).to.contain('<img');
  });
  it("Alt+T takes the keyboard to the newest toast's link; it stays while focused; Esc closes it and the focus returns to the control the shopper used", async () => {
    const clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      shouldClearNativeTimers: true,
    });
    try {
      const page = mount('<button id="used">В корзину</button><shop-toaster></shop-toaster>');
      const element = page.querySelector('shop-toaster')!;
      await ready(element);
      const used = page.querySelector<HTMLButtonElement>('#used')!;
      used.focus();
      emit('shop-toast', { kind: 'info', message: 'Старое' }, null);
      addedToCart();
      await until(() => toasts(element).length === 2, 'two toasts');
      const link = toasts(element)[1]!.querySelector('a')!;
      expect(link.getAttribute('aria-keyshortcuts')).to.equal('Alt+T');
      expect(toasts(element)[1]!.textContent).to.contain('Alt+T — перейти к уведомлению');
      await sendKeys({ press: 'Alt+KeyT' });
      await until(() => deepActiveElement() === link, 'the focus on the link');
      clock.tick(10000);
      await until(() => toasts(element).length === 1, 'the other toast gone after 3000 ms');
      expect(toasts(element)[0]!.querySelector('a')).to.equal(link);
      await sendKeys({ press: 'Escape' });
      await until(() => toasts(element).length === 0, 'closed by Esc');
      expect(document.activeElement).to.equal(used);
    } finally {
      clock.restore();
    }
  });

  it('the close button, used from the keyboard, gives the focus back to the control the shopper came from', async () => {
    const page = mount('<button id="used">В корзину</button><shop-toaster></shop-toaster>');
    const element = page.querySelector('shop-toaster')!;
    await ready(element);
    const used = page.querySelector<HTMLButtonElement>('#used')!;
    used.focus();
    addedToCart();
    await until(() => toasts(element).length === 1, 'a toast');
    await sendKeys({ press: 'Alt+KeyT' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(toasts(element)[0]!.querySelector('button'));
    await sendKeys({ press: 'Enter' });
    await until(() => toasts(element).length === 0, 'closed');
    expect(document.activeElement).to.equal(used);
  });

  it('a toast stays while the pointer is on it and goes 3000 ms after the pointer leaves', async () => {
    const element = toaster();
    await ready(element);
    // the pointer starts away from where the toast appears, so moving onto it is a real enter
    await sendMouse({ type: 'move', position: [0, 0] });
    const clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      shouldClearNativeTimers: true,
    });
    try {
      addedToCart();
      await until(() => toasts(element).length === 1, 'a toast');
      const box = toasts(element)[0]!.getBoundingClientRect();
      await sendMouse({
        type: 'move',
        position: [Math.round(box.x + 20), Math.round(box.y + box.height / 2)],
      });
      await until(() => toasts(element)[0]!.matches(':hover'), 'the pointer on the toast');
      clock.tick(10000);
      await Promise.resolve();
      expect(toasts(element)).to.have.length(1);
      await sendMouse({ type: 'move', position: [0, 0] });
      await until(() => !toasts(element)[0]!.matches(':hover'), 'the pointer off the toast');
      clock.tick(2900);
      await Promise.resolve();
      expect(toasts(element)).to.have.length(1);
      clock.tick(200);
      await until(() => toasts(element).length === 0, 'gone');
    } finally {
      clock.restore();
    }
  });

  // docs/sites-that-swap-pages.md: a page swap takes the toaster out with the body and the loader adds another
  it('a toast fired while the page has no toaster is shown by the next toaster, once', async () => {
    emit('shop-toast', { kind: 'error', message: 'Ошибка без тостера' }, null);
    const element = toaster();
    await ready(element);
    await until(() => toasts(element).length === 1, 'the toast fired before');
    expect(toasts(element)[0]!.textContent).to.contain('Ошибка без тостера');
    cleanup();
    const next = toaster();
    await ready(next);
    await until(() => toasts(next).length === 1, 'the toast still on screen, in the next toaster');
  });

  it('a toaster taken off the page mid-toast leaves the rest of the 3000 ms to the next one', async () => {
    const clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      shouldClearNativeTimers: true,
    });
    try {
      const first = toaster();
      await ready(first);
      addedToCart();
      await until(() => toasts(first).length === 1, 'a toast');
      clock.tick(1000);
      cleanup(); // the body is swapped
      const next = toaster();
      await ready(next);
      await until(() => toasts(next).length === 1, 'the toast in the next toaster');
      clock.tick(1999);
      await Promise.resolve();
      expect(toasts(next)).to.have.length(1);
      clock.tick(2);
      await until(() => toasts(next).length === 0, 'gone 3000 ms after it was first shown');
    } finally {
      clock.restore();
    }
  });
});
