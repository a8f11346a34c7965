import { useEffect, useId, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { t } from '../../shared/i18n/index.ts';
import { useReflect } from '../../shared/ui/hooks.ts';

const normalise = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** The stores of the slotted list: `[data-store-id]` items, or the list's <li> items. */
const storesOf = (host: HTMLElement) => {
  const marked = [...host.querySelectorAll<HTMLElement>('[data-store-id]')];
  return marked.length ? marked : [...host.querySelectorAll<HTMLElement>('li')];
};

/** A text box that filters the slotted stores by every word typed (name, address, metro), with a count. */
export function StoreList({ host }: HostProps) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const inputId = useId();
  useReflect(host, 'empty', shown === 0);

  useEffect(() => {
    const words = normalise(query).split(' ').filter(Boolean);
    let count = 0;
    for (const store of storesOf(host)) {
      const text = normalise(store.textContent ?? '');
      const match = words.every((word) => text.includes(word));
      store.hidden = !match;
      if (match) count++;
    }
    setShown(count);
  }, [host, query]);

  return (
    <>
      <div className="search" part="search">
        <label className="visually-hidden" htmlFor={inputId}>
          {t('store_search_placeholder')}
        </label>
        <input
          id={inputId}
          type="search"
          part="input"
          className="input"
          placeholder={t('store_search_placeholder')}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="count" part="count" role="status" aria-live="polite">
          {query && shown !== null ? t('stores_found', { count: shown }) : ''}
        </p>
      </div>
      <slot />
      {shown === 0 ? (
        <p className="empty" part="empty">
          {t('no_stores')}
        </p>
      ) : null}
    </>
  );
}
