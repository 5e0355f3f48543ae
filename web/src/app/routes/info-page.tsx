import { useParams } from 'react-router';
import { FooterPageContent } from '@/features/content-pages/components/footer-page-content';
import { isFooterPage } from '@/features/content-pages/utils/footer-pages';
import { NotFoundRoute } from './not-found';

/** /info/:page: the footer's information pages; any other name is not found. */
export function InfoPageRoute() {
  const { page } = useParams();
  if (!isFooterPage(page)) return <NotFoundRoute />;
  return <FooterPageContent page={page} />;
}
