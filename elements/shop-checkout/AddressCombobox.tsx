import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { debounce } from '../../shared/domain/debounce.ts';
import { t } from '../../shared/i18n/index.ts';
import type { AddressSuggestion } from '../../shared/services/suggest.ts';
import type { SharedCancel } from './shared-cancel.ts';

/** Address suggestion debounce (docs/behaviour/constants.md). */
export const SUGGEST_DEBOUNCE_MS = 300;

interface Props {
  /** the id of the input, for its <label> */
  id: string;
  name: string;
  label: string;
  value: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** a validation message the form shows on submit ('' when valid) */
  problem?: string;
  /** the request for a query; it must honour the signal */
  suggest: (query: string, signal: AbortSignal) => Promise<AddressSuggestion[]>;
  cancel: SharedCancel;
  /** the shopper typed: the text is no longer a chosen suggestion */
  onType: (value: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
}

/**
 * An address input with suggestions, by the WAI-ARIA combobox pattern (list autocomplete): ArrowDown/ArrowUp
 * move through the options, Enter chooses, Escape closes the list (a second Escape clears the input).
 * Queries wait 300 ms after the last key and share one cancel, so a newer query aborts the older. A query
 * that finds nothing says so ('nothing found', announced politely).
 */
export function AddressCombobox({
  id,
  name,
  label,
  value,
  required,
  disabled,
  invalid,
  problem = '',
  suggest,
  cancel,
  onType,
  onChoose,
}: Props) {
  const listId = useId();
  const [options, setOptions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** the last query found nothing: 'nothing found' shows until the shopper types or leaves */
  const [nothing, setNothing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.setCustomValidity(problem), [problem]);
  const latestSuggest = useRef(suggest);
  latestSuggest.current = suggest;

  const query = useMemo(
    () =>
      debounce((text: string) => {
        const signal = cancel.next();
        latestSuggest.current(text, signal).then(
          (found) => {
            if (signal.aborted) return;
            setOptions(found);
            setActive(-1);
            setOpen(found.length > 0);
            setNothing(found.length === 0);
          },
          (error: unknown) => {
            if (error instanceof ApiError && error.aborted) return;
            console.error('[shop-elements] address suggestions failed:', error);
            setOptions([]);
            setOpen(false);
          },
        );
      }, SUGGEST_DEBOUNCE_MS),
    [cancel],
  );
  useEffect(() => () => query.cancel(), [query]);

  const choose = (suggestion: AddressSuggestion) => {
    query.cancel();
    setOpen(false);
    setOptions([]);
    setActive(-1);
    onChoose(suggestion);
  };

  const type = (text: string) => {
    onType(text);
    setNothing(false);
    if (text.trim().length === 0) {
      query.cancel();
      setOpen(false);
      setOptions([]);
      return;
    }
    query(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === 'Enter') {
      const option = open ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (nothing) setNothing(false);
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        type('');
      }
    }
  };

  const expanded = open && options.length > 0;
  return (
    <div className="combobox">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        className="field__input"
        value={value}
        required={required}
        disabled={disabled}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setNothing(false);
        }}
      />
      <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={`${index}-${option.value}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // keeps the focus in the input, so blur does not close the list before the click lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.value}
          </li>
        ))}
      </ul>
      <p className="combobox__nothing" role="status">
        {nothing ? t('nothing_found') : ''}
      </p>
    </div>
  );
}
