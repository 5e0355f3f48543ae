import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/features/content-pages/hooks/use-document-title';
import { ActivationPage } from '@/features/signup/components/activation-page';

/** /signup/activate?token=…: the page the activation mail links to. */
export function SignupActivateRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('activation.title'));
  return <ActivationPage token={params.get('token')?.trim() || null} />;
}
