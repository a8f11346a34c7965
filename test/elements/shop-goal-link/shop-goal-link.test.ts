import { expect } from '@open-wc/testing';
import '../../../elements/shop-goal-link/shop-goal-link.ts';
import { cleanup, mount, ready, record, setPageConfig, until } from '../../helpers/page.ts';

describe('shop-goal-link (docs/behaviour/README.md analytics)', () => {
  const stay = (event: Event) => event.preventDefault();
  beforeEach(() => window.addEventListener('click', stay));
  afterEach(() => {
    window.removeEventListener('click', stay);
    delete (window as { ym?: unknown }).ym;
    cleanup();
  });

  for (const goal of ['click-whatsapp', 'click-telegram', 'ozon', 'wildberries', 'yandex-market']) {
    it(`a click on the link reports its own goal: ${goal}`, async () => {
      setPageConfig({ storeId: '1', analytics: { counterId: 98765 } });
      const calls: unknown[][] = [];
      (window as { ym?: unknown }).ym = (...args: unknown[]) => calls.push(args);
      const goals = record<{ name: string }>('shop-goal');
      const page = mount(
        `<shop-goal-link goal="${goal}"><a href="https://example.test/">ссылка</a></shop-goal-link>`,
      );
      await ready(page.querySelector('shop-goal-link'));
      page.querySelector('a')!.click();
      await until(() => goals.events.length === 1, 'the goal event');
      goals.stop();
      expect(goals.events[0]).to.deep.equal({ name: goal });
      expect(calls).to.deep.equal([[98765, 'reachGoal', goal]]);
    });
  }

  it('without Metrika on the page the goal is still fired as the shop-goal event', async () => {
    setPageConfig({ storeId: '1' });
    const goals = record<{ name: string }>('shop-goal');
    const page = mount(
      '<shop-goal-link goal="click-telegram"><a href="https://t.me/x">Telegram</a></shop-goal-link>',
    );
    await ready(page.querySelector('shop-goal-link'));
    page.querySelector('a')!.click();
    await until(() => goals.events.length === 1, 'the goal event');
    goals.stop();
  });
});
