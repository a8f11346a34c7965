import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { t } from '../../shared/i18n/index.ts';
import type { AddressSuggestion } from '../../shared/services/suggest.ts';
import { prepareSuggestions } from './services.ts';
import type { SharedCancel } from './shared-cancel.ts';
import { useSuggestions, type Suggest } from './use-suggestions.ts';

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
  /** the request for a query, which must honour the signal; null: no suggestions, the address is typed */
  suggest: Suggest | null;
  cancel: SharedCancel;
  /** the shopper typed: the text is no longer a chosen suggestion */
  onType: (value: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
  /** a query failed (the service did not answer, or answered an error or garbage) */
  onUnavailable?: () => void;
  /** without suggestions: the id of a datalist of known values, and the browser's autofill token */
  list?: string | undefined;
  autoComplete?: string;
}

/**
 * An address input with suggestions, by the WAI-ARIA combobox pattern (list autocomplete): ArrowDown/ArrowUp
 * move through the options, Enter chooses, Escape closes the list (a second Escape clears the input).
 * Queries wait 300 ms after the last key and share one cancel, so a newer query aborts the older. A query
 * that finds nothing says so ('nothing found', announced politely). Without suggestions (`suggest` null) it is
 * a plain text input, the same element, so a shopper typing when the service fails keeps the focus and the text.
 */
export function AddressCombobox(props: Props) {
  const { id, name, label, value, suggest, onType } = props;
  const listId = useId();
  const list = useSuggestions(suggest, props.cancel, props.onUnavailable);
  const input = useRef<HTMLInputElement>(null);
  const problem = props.problem ?? '';
  useEffect(() => input.current?.setCustomValidity(problem), [problem]);

  const choose = (suggestion: AddressSuggestion) => {
    list.close(true);
    props.onChoose(suggestion);
  };
  const type = (text: string) => {
    onType(text);
    list.query(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { options, open, active } = list;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      list.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const option = open ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      list.quiet();
      if (open) {
        event.preventDefault();
        list.close(false);
      } else if (value) {
        event.preventDefault();
        type('');
      }
    }
  };

  const expanded = list.open && list.options.length > 0;
  const combobox = suggest
    ? {
        role: 'combobox',
        autoComplete: 'off',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && list.active >= 0 ? `${listId}-${list.active}` : undefined,
        onKeyDown,
        onFocus: prepareSuggestions,
        onBlur: () => {
          list.close(false);
          list.quiet();
        },
      }
    : { autoComplete: props.autoComplete, list: props.list };
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
        aria-invalid={props.invalid || undefined}
        className="field__input"
        value={value}
        required={props.required}
        disabled={props.disabled}
        onChange={(event) => type(event.currentTarget.value)}
        {...combobox}
      />
      {suggest ? (
        <>
          <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
            {list.options.map((option, index) => (
              <li
                key={`${index}-${option.value}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === list.active}
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
            {list.nothing ? t('nothing_found') : ''}
          </p>
        </>
      ) : null}
    </div>
  );
}
