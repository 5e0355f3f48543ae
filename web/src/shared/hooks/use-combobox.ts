import { useState, type KeyboardEvent } from 'react';

export interface ComboboxOptions<T> {
  /** What the list offers now; it shows only while open and not empty. */
  items: readonly T[];
  /** The id of the option at `index`, which aria-activedescendant names. */
  optionId: (index: number) => string;
  /** Enter on the active option; the list has closed and forgotten its active line first. */
  onChoose: (item: T) => void;
  /**
   * Enter with no active option. Without it Enter keeps its usual meaning, so the header's
   * search form submits; with it a surrounding form never submits half-filled.
   */
  onEnterWithoutOption?: () => void;
  /**
   * Escape once the list is closed: clears the typed text. Without it (nothing to clear)
   * Escape is left to what surrounds the box, such as a dialog.
   */
  onEscapeClosed?: () => void;
  /** Inside a dialog: an Escape the box handles goes no further, so the dialog stays open. */
  containEscape?: boolean;
  /**
   * Down or Up on a closed list opens it on the first option whatever the key: the address
   * cascade's suggestions are not on screen yet when the key is pressed.
   */
  reopenAtFirst?: boolean;
}

/**
 * The keyboard and open state of an ARIA 1.2 combobox with a listbox popup (WAI-ARIA APG):
 * focus stays in the input, Down and Up move the active option (wrapping), Enter chooses it,
 * Escape closes the list and, once closed, clears the text. The header search, the landing's
 * town search and the address pickers share it; the options are where they differ.
 *
 * Two steps, because what is offered may depend on whether the list is open (the address
 * pickers search only then): `open` first, then `withItems` once the items are known.
 */
export function useCombobox() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  /** Closes the list and forgets the active option (Escape, Enter, blur, a click, submit). */
  function close() {
    setOpen(false);
    setActive(-1);
  }

  function withItems<T>(options: ComboboxOptions<T>) {
    const { items, optionId } = options;
    const expanded = open && items.length > 0;
    // A newer, shorter list can leave the remembered index past its end.
    const activeIndex = expanded && active < items.length ? active : -1;

    function move(step: 1 | -1) {
      if (!open && options.reopenAtFirst) {
        setOpen(true);
        setActive(0);
        return;
      }
      setOpen(true);
      const n = items.length;
      if (n === 0) return;
      setActive((current) => {
        // A closed list has no active option: Down starts at the first, Up at the last.
        const from = open && current < n ? current : -1;
        if (from < 0) return step === 1 ? 0 : n - 1;
        return (from + step + n) % n;
      });
    }

    function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter') {
        const item = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item !== undefined) {
          event.preventDefault();
          close();
          options.onChoose(item);
        } else if (options.onEnterWithoutOption) {
          event.preventDefault();
          options.onEnterWithoutOption();
        }
      } else if (event.key === 'Escape' && (expanded || options.onEscapeClosed)) {
        event.preventDefault();
        if (options.containEscape) event.stopPropagation();
        if (expanded) close();
        else options.onEscapeClosed?.();
      }
    }

    return {
      expanded,
      /** The active option's index, or -1 (always -1 while the list is closed). */
      activeIndex,
      onKeyDown,
      /** The input's ARIA state; the listbox's id is the caller's. */
      ariaProps: (listboxId: string) => ({
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': listboxId,
        'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      }),
    };
  }

  return {
    /** Whether the list is wanted; it shows only once there are items too. */
    open,
    close,
    /** Shows the list again (focus). */
    show: () => setOpen(true),
    /** A keystroke changed the text: the list shows again, nothing active. */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    withItems,
  };
}
