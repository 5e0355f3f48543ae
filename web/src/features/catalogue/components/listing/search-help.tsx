import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state';
import { useSearchHelp } from '../../api/get-search-help';
import type { ProductLinkState } from '../../utils/navigation-state';
import { ProductGrid } from '../product-grid';
import styles from './search-help.module.css';

export interface SearchHelpProps {
  storeId: string | undefined;
  q: string;
  linkState: ProductLinkState;
}

/** No dead end (issue 16): 'Forse cercavi' the closest catalogue words, then the store's offers. */
export function SearchHelpPanel({ storeId, q, linkState }: SearchHelpProps) {
  const { t } = useTranslation();
  const help = useSearchHelp(storeId, q);
  const words = help.data?.didYouMean ?? [];
  const offers = help.data?.offers ?? [];
  return (
    <div className={styles.help} data-testid="search-help">
      <EmptyState title={t('searchPage.emptyFor', { query: q })} />
      {words.length > 0 ? (
        <p className={styles.didYouMean}>
          {t('searchPage.didYouMean')}{' '}
          {words.map((word, i) => (
            <span key={word}>
              {i > 0 ? ', ' : null}
              <Link
                to={{ pathname: '/search', search: `?${new URLSearchParams({ q: word })}` }}
                state={{ searchInput: word }}
                className={styles.word}
              >
                {word}
              </Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {offers.length > 0 ? (
        <section aria-labelledby="search-help-offers">
          <h2 id="search-help-offers" className={styles.heading}>
            {t('searchPage.offers')}
          </h2>
          <ProductGrid products={offers} listName="search-help-offers" linkState={linkState} />
        </section>
      ) : null}
    </div>
  );
}
