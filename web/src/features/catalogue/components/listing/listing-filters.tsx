import type { Tag } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { useTagLabel } from '@/shared/i18n/tag-label';
import styles from './listing-filters.module.css';

export interface FilterValues {
  onlyPromotions: boolean;
  onlyBranded: boolean;
  tags: string[];
}

export interface ListingFiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** One checkbox per tag; none on a tag page or the search page. */
  tags?: Tag[];
}

/** 'Solo offerte', 'A marchio' and the tag checkboxes. */
export function ListingFilters({ values, onChange, tags = [] }: ListingFiltersProps) {
  const { t } = useTranslation();
  const tagLabel = useTagLabel();
  const toggleTag = (id: string, checked: boolean) =>
    onChange({
      ...values,
      tags: checked ? [...values.tags, id] : values.tags.filter((tag) => tag !== id),
    });

  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{t('catalogueListing.filters')}</legend>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={values.onlyPromotions}
          onChange={(event) => onChange({ ...values, onlyPromotions: event.target.checked })}
        />
        {t('catalogueListing.onlyPromotions')}
      </label>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={values.onlyBranded}
          onChange={(event) => onChange({ ...values, onlyBranded: event.target.checked })}
        />
        {t('catalogueListing.onlyBranded')}
      </label>
      {tags.map((tag) => (
        <label key={tag.id} className={styles.option}>
          <input
            type="checkbox"
            checked={values.tags.includes(tag.id)}
            onChange={(event) => toggleTag(tag.id, event.target.checked)}
          />
          {tagLabel(tag)}
        </label>
      ))}
    </fieldset>
  );
}
