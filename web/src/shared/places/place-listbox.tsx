import type { LookupItem } from '@spesa/contracts';
import { useEffect } from 'react';
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
