import { reflect } from '../runtime/element-host.ts';
import { useLayoutEffect, useRef } from 'react';
import { listen, type ShopEventMap, type ShopEventName } from '../events.ts';

/** Reflects state on the host as an attribute so page CSS can use it; false, null and undefined remove it. */
export function useReflect(
  host: HTMLElement,
  name: string,
  value: string | number | boolean | null | undefined,
): void {
  useLayoutEffect(() => reflect(host, name, value), [host, name, value]);
}

/** Listens to a shop event for the component's lifetime, always calling the latest handler. */
export function useShopEvent<K extends ShopEventName>(
  name: K,
  handler: (detail: ShopEventMap[K]) => void,
): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => listen(name, (detail) => latest.current(detail)), [name]);
}
