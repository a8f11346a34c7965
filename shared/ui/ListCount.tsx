import { useState } from 'react';
import type { HostProps } from '../runtime/define.tsx';
import { t } from '../i18n/index.ts';
import { useReflect, useShopEvent } from './hooks.ts';

export interface ListCountProps extends HostProps {
  count?: number;
}

/** A count the page gave: a whole number from 0, or null (unknown: never a zero nobody measured). */
const measured = (count: unknown) =>
  typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;

/**
 * A compare or favourites counter: starts at the server's count, then shows the store's count of each change, or
 * ±1 when the store gives none, never below 0. Without a count from the page it is unknown: the server's text
 * stays and `state="unknown"` until the store tells one (docs/behaviour/header.md).
 */
export function ListCount({ host, count, list }: ListCountProps & { list: 'compare' | 'favorites' }) {
  const [value, setValue] = useState(() => measured(count));
  useShopEvent(list === 'compare' ? 'shop-compare-update' : 'shop-favorites-update', (update) =>
    setValue((current) =>
      update.count !== undefined
        ? measured(update.count)
        : current === null
          ? null
          : Math.max(0, current + (update.action === 'add' ? 1 : -1)),
    ),
  );
  useReflect(host, 'data-counter', value);
  useReflect(host, 'state', value === null ? 'unknown' : null);
  if (value === null) return <slot />;
  return (
    <span
      part="count"
      className="count"
      title={t(list === 'compare' ? 'compare_count_label' : 'favorites_count_label', { count: value })}
    >
      {value}
    </span>
  );
}
