import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA combobox pattern (an input with a popup listbox) as a React hook, for any list of options:
 * the header product search, address suggestions.
 *
 * - ArrowDown / ArrowUp move the active option (wrapping; ArrowDown on a closed popup calls `onOpen`);
 * - Enter picks the active option (`onPick(index)`), or calls `onEnter` when none is active;
 * - Escape closes (`onClose`); Home/End stay with the text box, as the pattern says.
 * The active option is announced through aria-activedescendant; focus stays in the input.
 *
 * ```tsx
 * const box = useCombobox({ count: items.length, open, onPick, onClose: () => setOpen(false) });
 * <input {...box.inputProps} />
 * <ul {...box.listboxProps}>{items.map((item, i) => <li {...box.optionProps(i)}>{item}</li>)}</ul>
 * ```
 * The input and the listbox must share one root (the same shadow root), since ARIA ids do not cross shadow roots.
 */
export interface ComboboxOptions {
  /** how many options the listbox shows */
  count: number;
  /** whether the popup is shown */
  open: boolean;
  onPick: (index: number) => void;
  onClose: () => void;
  /** Enter with no active option (e.g. open the full results) */
  onEnter?: () => void;
  /** ArrowDown while closed */
  onOpen?: () => void;
}

export function useCombobox({ count, open, onPick, onClose, onEnter, onOpen }: ComboboxOptions) {
  const base = useId();
  const listboxId = `${base}listbox`;
  const optionId = useCallback((index: number) => `${base}option-${index}`, [base]);
  const [active, setActive] = useState(-1);

  // a new list or a closed popup starts with no active option
  useEffect(() => setActive(-1), [count, open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) onOpen?.();
        else if (count) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open && count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        if (open && active >= 0 && active < count) {
          event.preventDefault();
          onPick(active);
        } else if (onEnter) {
          event.preventDefault();
          onEnter();
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          onClose();
        }
        break;
      default:
    }
  };

  const activeId = open && active >= 0 && active < count ? optionId(active) : undefined;
  return {
    active,
    setActive,
    optionId,
    listboxId,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': activeId,
      onKeyDown,
    },
    listboxProps: { id: listboxId, role: 'listbox' },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      onMouseEnter: () => setActive(index),
    }),
  };
}
