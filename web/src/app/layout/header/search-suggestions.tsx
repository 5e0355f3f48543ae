import { useTranslation } from 'react-i18next';
import { cardPrice } from '@/features/catalogue/utils/product-pricing';
import { Price } from '@/shared/ui/price';
import { ProductImage } from '@/shared/ui/product-image';
import { SearchIcon } from './header-icons';
import type { SearchOption } from './search-options';
import styles from './search-suggestions.module.css';

export interface SearchSuggestionsProps {
  listId: string;
  options: SearchOption[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SearchOption) => void;
}

/**
 * The listbox of the header's search combobox (WAI-ARIA APG 'combobox with
 * listbox popup'): focus stays in the input, the active line is named by
 * aria-activedescendant. Pressing a line must not blur the input first.
 */
export function SearchSuggestionsList({
  listId,
  options,
  active,
  optionId,
  onChoose,
}: SearchSuggestionsProps) {
  const { t } = useTranslation();
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('header.search.suggestions')}
      className={styles.list}
      onMouseDown={(event) => event.preventDefault()}
    >
      {options.map((option, index) => (
        <li
          key={option.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={styles.option}
          data-active={index === active}
          onClick={() => onChoose(option)}
        >
          {option.kind === 'category' ? (
            <>
              <span className={styles.shelfMark} aria-hidden="true">
                <SearchIcon className={styles.shelfIcon} />
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                <span className={styles.detail}>
                  {t('header.search.shelf')}
                  {option.detail ? ` · ${option.detail}` : ''}
                </span>
              </span>
            </>
          ) : (
            <>
              <ProductImage
                src={option.product.imageUrl}
                alt=""
                className={styles.image}
                sizes="2.5rem"
              />
              <span className={styles.text}>
                <span className={styles.productLabel}>{option.label}</span>
                <span className={styles.detail}>{option.product.brand}</span>
              </span>
              <Price amount={cardPrice(option.product)} className={styles.price} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
