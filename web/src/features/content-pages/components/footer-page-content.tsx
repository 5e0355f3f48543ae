import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FooterPage } from '../utils/footer-pages';
import { ContentPage } from './content-page';

/** The offers page leads to the promotions search, the stores page to the store locator. */
function PageAction({ page }: { page: FooterPage }) {
  const { t } = useTranslation();
  if (page === 'offerte') {
    return (
      <Link
        to={{ pathname: '/search', search: '?q=&onlyPromotions=true' }}
        state={{ searchInput: '', onlyPromotions: true }}
      >
        {t('footerPages.offerte.cta')}
      </Link>
    );
  }
  if (page === 'punti-vendita') {
    return <Link to="/stores">{t('footerPages.punti-vendita.cta')}</Link>;
  }
  return null;
}

/** One of the footer's information pages, its text from the footer-pages translations. */
export function FooterPageContent({ page }: { page: FooterPage }) {
  const { t } = useTranslation();
  const hasAction = page === 'offerte' || page === 'punti-vendita';
  return (
    <ContentPage
      title={t(`footerPages.${page}.title`)}
      lead={t(`footerPages.${page}.lead`)}
      sections={t(`footerPages.${page}.sections`, { returnObjects: true })}
      action={hasAction ? <PageAction page={page} /> : undefined}
    />
  );
}
