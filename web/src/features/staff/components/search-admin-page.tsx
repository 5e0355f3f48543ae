import { useTranslation } from 'react-i18next';
import { SearchMisses } from './search-misses';
import { SearchSynonyms } from './search-synonyms';
import styles from './setup.module.css';

/** /staff/search: what shoppers searched in vain, and the synonyms that help them. */
export function SearchAdminPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('staff.search.title')}</h1>
      <SearchMisses />
      <SearchSynonyms />
    </div>
  );
}
