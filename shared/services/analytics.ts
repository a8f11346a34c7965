import { getConfig } from '../config.ts';
import { emit } from '../events.ts';

type YandexMetrika = (counterId: number | string, action: 'reachGoal', goal: string) => void;

/**
 * Reports a goal to Yandex Metrika when its counter is on the page, and always as the `shop-goal` event from
 * `from`, the element the shopper used.
 */
export function reachGoal(from: HTMLElement, name: string): void {
  if (!name) return;
  const { counterId } = getConfig().analytics;
  // an element with id="ym" is on window too: only Metrika's function is called (SECURITY.md)
  const ym = (window as unknown as { ym?: unknown }).ym;
  if (typeof ym === 'function' && counterId !== null && counterId !== '') {
    try {
      (ym as YandexMetrika)(counterId, 'reachGoal', name);
    } catch (error) {
      console.error('[shop-elements] analytics:', error);
    }
  }
  emit('shop-goal', { name }, from);
}
