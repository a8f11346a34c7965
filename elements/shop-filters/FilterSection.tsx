import { memo, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  isOptionDisabled,
  isRange,
  toggleOption,
  type Filter,
  type Range,
  type Selection,
} from '../../shared/domain/filters.ts';
import { t } from '../../shared/i18n/index.ts';
import { FilterName, plainName } from './FilterName.tsx';

const numberOrNull = (text: string): number | null => {
  if (text.trim() === '') return null;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
};

/**
 * The sections' handlers: opening and closing a section, a range's end typed, an option ticked. They stay the same
 * across renders, so a section is drawn again only when it changed.
 */
export function useSectionHandlers(
  selection: Selection,
  change: (next: Selection, control: Element | null) => void,
  setSections: Dispatch<SetStateAction<Record<string, boolean>>>,
): SectionHandlers {
  const latest = useRef({ selection, change });
  latest.current = { selection, change };
  return useMemo<SectionHandlers>(
    () => ({
      toggle: (key) => setSections((open) => ({ ...open, [key]: !open[key] })),
      range: (key, end, text, control) => {
        const { selection: current, change: apply } = latest.current;
        const chosen = current[key];
        const range: Range = isRange(chosen) ? { ...chosen } : { from: null, to: null };
        range[end] = numberOrNull(text);
        const next = { ...current };
        if (range.from === null && range.to === null) delete next[key];
        else next[key] = range;
        apply(next, control);
      },
      option: (key, id, checked, control) => {
        const { selection: current, change: apply } = latest.current;
        apply(toggleOption(current, key, id, checked), control);
      },
    }),
    [setSections],
  );
}

export interface SectionHandlers {
  toggle(key: string): void;
  range(key: string, end: keyof Range, text: string, control: Element): void;
  option(key: string, id: string, checked: boolean, control: Element | null): void;
}

interface SectionProps {
  filter: Filter;
  expanded: boolean;
  chosen: Selection[string] | undefined;
  on: SectionHandlers;
}

/**
 * One collapsible filter section. A collapsed one is not drawn again until it opens (its body is hidden), and its
 * options are first drawn when it first opens: most of a listing's sections start collapsed.
 */
export const FilterSection = memo(
  function FilterSection({ filter, expanded, chosen, on }: SectionProps) {
    const sectionId = `section-${filter.key}`;
    const [drawn, setDrawn] = useState(expanded);
    if (expanded && !drawn) setDrawn(true);
    return (
      <section className="section" part="section" data-key={filter.key}>
        <h3 className="section__title">
          <button
            type="button"
            className="section__toggle"
            part="section-toggle"
            aria-expanded={expanded}
            aria-controls={sectionId}
            onClick={() => on.toggle(filter.key)}
          >
            <FilterName name={filter.name} />
          </button>
        </h3>
        <div className="section__body" id={sectionId} hidden={!expanded}>
          {!drawn ? null : filter.type === 'range' ? (
            <div className="range" part="range">
              {(['from', 'to'] as const).map((end) => (
                <label key={end} className="range__end">
                  <span className="visually-hidden">
                    {plainName(filter.name)}: {t(end === 'from' ? 'range_from' : 'range_to')}
                  </span>
                  <span aria-hidden="true">{t(end === 'from' ? 'range_from' : 'range_to')}</span>
                  <input
                    type="number"
                    inputMode="decimal"
                    className="range__input"
                    name={`${filter.key}_${end}`}
                    placeholder={String(end === 'from' ? filter.min : filter.max)}
                    value={isRange(chosen) ? (chosen[end] ?? '') : ''}
                    onChange={(event) =>
                      on.range(
                        filter.key,
                        end,
                        event.target.value,
                        event.target.closest('.range') ?? event.target,
                      )
                    }
                  />
                </label>
              ))}
            </div>
          ) : (
            <ul className="options" part="options">
              {filter.items.map((item) => {
                const checked = Array.isArray(chosen) && chosen.includes(item.id);
                return (
                  <li key={item.id} className="option" part="option">
                    <label>
                      <input
                        type="checkbox"
                        name={filter.key}
                        value={item.id}
                        checked={checked}
                        disabled={isOptionDisabled(item, checked)}
                        onChange={(event) =>
                          on.option(filter.key, item.id, event.target.checked, event.target.closest('label'))
                        }
                      />
                      <span className="option__value">{item.value}</span>
                      <span className="option__count">({item.count})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    );
  },
  (before, after) =>
    before.on === after.on &&
    before.expanded === after.expanded &&
    ((!after.expanded && before.filter.name === after.filter.name) ||
      (before.filter === after.filter && before.chosen === after.chosen)),
);
