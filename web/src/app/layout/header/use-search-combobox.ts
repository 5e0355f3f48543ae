import { useId, useState, type KeyboardEvent } from 'react';
import type { SearchOption } from './search-options';

/**
 * Keyboard and open state of the search combobox (WAI-ARIA APG): Down and Up
 * move through the lines (wrapping), Enter on a line opens it (otherwise the
 * form submits to /search), Escape closes the list and, when closed, clears
 * the text; typing opens it again.
 */
export function useSearchCombobox(
  options: SearchOption[],
  choose: (option: SearchOption) => void,
  clear: () => void,
) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const current = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-o${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (n === 0) return;
      event.preventDefault();
      setOpen(true);
      if (event.key === 'ArrowDown') setActive(current < 0 ? 0 : (current + 1) % n);
      else setActive(current <= 0 ? n - 1 : current - 1);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      close();
      choose(options[current]!);
    } else if (event.key === 'Escape') {
      // A search input clears itself on Escape: the first press only closes the list.
      if (expanded) {
        event.preventDefault();
        close();
      } else clear();
    }
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  return {
    listId,
    expanded,
    active: current,
    optionId,
    close,
    /** A keystroke changed the text: the list shows again, nothing active. */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
      onKeyDown,
      onBlur: close,
    },
  };
}
