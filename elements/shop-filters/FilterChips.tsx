import type { Chip } from '../../shared/domain/filters.ts';
import { t } from '../../shared/i18n/index.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { plainName } from './FilterName.tsx';

const chipLabel = (chip: Chip) =>
  chip.itemId === undefined
    ? t('range_chip', { from: chip.from ?? '', to: chip.to ?? '' })
    : (chip.value ?? '');

/** The applied filters as chips above the panel (docs/behaviour/listing.md); a click removes one. */
export function FilterChips({
  chips,
  applying,
  remove,
}: {
  chips: Chip[];
  /** a removal is being applied: the chips wait */
  applying: boolean;
  remove: (chip: Chip) => void;
}) {
  return chips.length ? (
    <div className="chips" part="chips" aria-busy={applying}>
      <ul className="chips__list" aria-label={t('applied_filters')}>
        {chips.map((chip) => {
          const label = chipLabel(chip);
          return (
            <li key={`${chip.key}:${chip.itemId ?? ''}`}>
              <button
                type="button"
                className="chip"
                part="chip"
                disabled={applying}
                aria-label={t('remove_filter', { name: `${plainName(chip.name)}: ${label}` })}
                onClick={() => remove(chip)}
              >
                <span>{label}</span>
                <span aria-hidden="true" className="chip__x">
                  ×
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {applying ? <Spinner /> : null}
    </div>
  ) : null;
}
