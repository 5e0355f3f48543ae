import type { LookupItem } from '@spesa/contracts';
import { useEffect, useLayoutEffect } from 'react';
import styles from './place-picker.module.css';

export interface PlaceListboxProps {
  id: string;
  label: string;
  /** Empty while the popup is closed. */
  items: LookupItem[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (item: LookupItem) => void;
}

/** The popup of a place picker; focus stays in the input (aria-activedescendant). */
export function PlaceListbox({
  id,
  label,
  items,
  activeIndex,
  optionId,
  onChoose,
}: PlaceListboxProps) {
  const open = items.length > 0;
  useLayoutEffect(() => {
    const list = document.getElementById(id);
    if (!open || !list?.parentElement) return;
    // A dialog's scrolling body clips a floating list: open where there is more room, no taller.
    // Written to the element directly: it is a measurement of the page, not React state.
    const field = list.parentElement.getBoundingClientRect();
    const frame = scrollFrame(list.parentElement);
    const below = frame.bottom - field.bottom - 8;
    const above = field.top - frame.top - 8;
    list.style.maxHeight = '';
    const openAbove = list.scrollHeight > below && above > below;
    list.classList.toggle(styles.above ?? '', openAbove);
    list.style.maxHeight = `${Math.min(Math.max(openAbove ? above : below, 96), LIST_MAX_HEIGHT)}px`;
  }, [open, id, items.length]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  return (
    <ul
      id={id}
      className={styles.listbox}
      role="listbox"
      aria-label={label}
      hidden={items.length === 0}
    >
      {items.map((item, index) => (
        <li
          key={item.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.option}
          // Keeps focus in the input so the list does not close before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(item)}
        >
          {item.code ? `${item.name} (${item.code})` : item.name}
        </li>
      ))}
    </ul>
  );
}

/** 15rem, as the stylesheet's own cap. */
const LIST_MAX_HEIGHT = 240;

/** The box that clips the list: the nearest scrolling ancestor, or the window. */
function scrollFrame(element: HTMLElement): { top: number; bottom: number } {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return node.getBoundingClientRect();
  }
  return { top: 0, bottom: window.innerHeight };
}
