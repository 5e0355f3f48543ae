import type { Category } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '@/features/catalogue/api/get-categories';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { CategoryIcon } from './category-icon';
import styles from './categories-modal.module.css';

/** Server descriptions are upper case ('DROGHERIA ALIMENTARE'): cards read better in sentence case. */
function sentenceCase(text: string): string {
  const lower = text.toLocaleLowerCase('it');
  return lower.charAt(0).toLocaleUpperCase('it') + lower.slice(1);
}

function CategoryCards({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  if (categories.isPending) return <Spinner />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  if (categories.data.length === 0) return <EmptyState title={t('header.categories.empty')} />;

  const sorted = [...categories.data].sort((a, b) => a.order - b.order);
  return (
    <ul className={styles.grid}>
      {sorted.map((category: Category) => (
        <li key={category.id}>
          <Link
            className={styles.card}
            to={{ pathname: '/category', search: `?c=${encodeURIComponent(category.id)}` }}
            state={{ category, activeKey: category.id }}
            onClick={onChoose}
          >
            <CategoryIcon className={styles.icon} description={category.description} />
            <span className={styles.name}>{sentenceCase(category.description)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The categories panel (spec 2): a card per main category, each leading to /category. */
export function CategoriesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('header.categories.title')}
      size="lg"
      data-testid="categories-modal"
    >
      <p className={styles.intro}>{t('header.categories.intro')}</p>
      <CategoryCards onChoose={onClose} />
    </Modal>
  );
}
