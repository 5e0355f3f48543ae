import type { Category } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chevron } from '@/shared/ui/chevron';
import { findCategoryPath } from '../../utils/category-tree';
import styles from './category-tree.module.css';

export interface CategoryTreeProps {
  /** Already sorted by `order`. */
  categories: Category[];
  selectedId: string | null;
  /** The link (path and query) that selects a category, or all of them for null. */
  hrefFor: (categoryId: string | null) => string;
}

/** The sidebar of main categories and subcategories; a disclosure below 768 px. */
export function CategoryTree({ categories, selectedId, hrefFor }: CategoryTreeProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { main, sub } = findCategoryPath(categories, selectedId);
  const current = sub ?? main;
  const close = () => setOpen(false);

  return (
    <nav className={styles.tree} aria-label={t('catalogueListing.categoriesNav')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{t('catalogueListing.categories')}</span>
        <span className={styles.current}>
          {current?.description ?? t('catalogueListing.allCategories')}
        </span>
        <Chevron />
      </button>
      <div id={listId} className={styles.panel} data-open={open}>
        <Link
          to={hrefFor(null)}
          className={styles.all}
          aria-current={selectedId === null ? 'page' : undefined}
          onClick={close}
        >
          {t('catalogueListing.seeAllCategories')}
        </Link>
        <ul className={styles.mains}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={hrefFor(category.id)}
                className={styles.main}
                data-active={main?.id === category.id}
                aria-current={selectedId === category.id ? 'page' : undefined}
                onClick={close}
              >
                {category.description}
              </Link>
              {main?.id === category.id && category.items.length > 0 ? (
                <ul className={styles.subs}>
                  {category.items.map((item) => (
                    <li key={item.id}>
                      <Link
                        to={hrefFor(item.id)}
                        className={styles.sub}
                        aria-current={selectedId === item.id ? 'page' : undefined}
                        onClick={close}
                      >
                        {item.description}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
