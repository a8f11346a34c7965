import { getConfig } from '../config.ts';
import { emit } from '../events.ts';
import { providerGlobal } from './provider-global.ts';

type YandexMetrika = (counterId: number | string, action: 'reachGoal', goal: string) => void;

/**
 * Reports a goal to Yandex Metrika when its counter is on the page, and always as the `shop-goal` event from
 * `from`, the element the shopper used.
 */
export function reachGoal(from: HTMLElement, name: string): void {
  if (!name) return;
  const { counterId } = getConfig().analytics;
  const ym = providerGlobal<YandexMetrika>('ym', (value) => typeof value === 'function');
  if (ym && counterId !== null && counterId !== '') {
    try {
      ym(counterId, 'reachGoal', name);
    } catch (error) {
      console.error('[shop-elements] analytics:', error);
    }
  }
  emit('shop-goal', { name }, from);
}
