import { useState } from 'react';
import type { HostProps } from '../runtime/define.tsx';
import { t } from '../i18n/index.ts';
import { useReflect, useShopEvent } from './hooks.ts';

export interface ListCountProps extends HostProps {
  count?: number;
}

/** A compare or favourites counter: starts at the server's count, ±1 per toggle, never below 0. */
export function ListCount({ host, count, list }: ListCountProps & { list: 'compare' | 'favorites' }) {
  const [value, setValue] = useState(() => Math.max(0, Math.trunc(Number(count) || 0)));
  useShopEvent(list === 'compare' ? 'shop-compare-update' : 'shop-favorites-update', ({ action }) =>
    setValue((current) => Math.max(0, current + (action === 'add' ? 1 : -1))),
  );
  useReflect(host, 'data-counter', value);
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
