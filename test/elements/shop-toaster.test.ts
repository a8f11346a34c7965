import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/shop-toaster/shop-toaster.ts';
import { emit } from '../../shared/events.ts';
import { cleanup, mount, ready, setPageConfig, shadow, until } from '../helpers/page.ts';

describe('shop-toaster', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  const toaster = () => mount('<shop-toaster></shop-toaster>').querySelector('shop-toaster')!;
  const toasts = (element: Element) => [...shadow(element).querySelectorAll('.toast')];

  it('shows a toast in a polite live region, with a close button labelled Закрыть', async () => {
    const element = toaster();
    await ready(element);
    const region = shadow(element).querySelector('[role=status]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    emit('shop-toast', {
      kind: 'success',
      message: 'Товар добавлен в',
      link: { href: '/cart', text: 'корзину' },
    });
    await until(() => toasts(element).length === 1, 'one toast');
    const toast = toasts(element)[0]!;
    expect(toast.textContent).to.contain('Товар добавлен в');
    expect(toast.querySelector('a')!.getAttribute('href')).to.equal(`${location.origin}/cart`);
    expect(toast.querySelector('button')!.getAttribute('aria-label')).to.equal('Закрыть');
  });

  it('toasts last 3000 ms', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const element = toaster();
      await ready(element);
      emit('shop-toast', { kind: 'info', message: 'Привет' });
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
    emit('shop-toast', { kind: 'error', message: 'Ошибка' });
    await until(() => toasts(element).length === 1, 'a toast');
    const close = shadow(element).querySelector<HTMLButtonElement>('.toast button')!;
    close.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toasts(element).length === 0, 'closed');
  });

  it('a link that is not http(s) or relative is not rendered', async () => {
    const element = toaster();
    await ready(element);
    emit('shop-toast', {
      kind: 'info',
      message: 'Ссылка',
      link: { href: 'javascript:alert(1)', text: 'сюда' },
    });
    await until(() => toasts(element).length === 1, 'a toast');
    expect(toasts(element)[0]!.querySelector('a')).to.equal(null);
  });

  it('markup in a message is shown as text, never parsed', async () => {
    const element = toaster();
    await ready(element);
    emit('shop-toast', { kind: 'info', message: '<img src=x onerror="window.__pwned=1">' });
    await until(() => toasts(element).length === 1, 'a toast');
    expect(toasts(element)[0]!.querySelector('img')).to.equal(null);
    expect(toasts(element)[0]!.textContent).to.contain('<img');
  });
});
