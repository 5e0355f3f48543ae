import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/features/content-pages/hooks/use-document-title';
import { SignupWizard } from '@/features/signup/components/signup-wizard';

/** /signup: the registration wizard. */
export function SignupRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('signup.title'));
  return <SignupWizard />;
}
