import { useId } from 'react';
import { useCombobox } from '@/shared/hooks/use-combobox';
import type { SearchOption } from './search-options';

/**
 * The search box's combobox (shared/hooks/use-combobox): Enter on a line opens it, otherwise
 * the form submits to /search; Escape closes the list and, when closed, clears the text.
 */
export function useSearchCombobox(
  options: SearchOption[],
  choose: (option: SearchOption) => void,
  clear: () => void,
) {
  const listId = useId();
  const combobox = useCombobox();
  const optionId = (index: number) => `${listId}-o${index}`;
  const list = combobox.withItems({
    items: options,
    optionId,
    onChoose: choose,
    onEscapeClosed: clear,
  });

  return {
    listId,
    expanded: list.expanded,
    active: list.activeIndex,
    optionId,
    close: combobox.close,
    typed: combobox.typed,
    inputProps: {
      ...list.ariaProps(listId),
      onKeyDown: list.onKeyDown,
      onBlur: combobox.close,
    },
  };
}
