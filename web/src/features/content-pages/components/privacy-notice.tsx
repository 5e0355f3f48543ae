import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page';

/** The static privacy notice, at /privacy and, for the native app, at /app/privacy. */
export function PrivacyNotice() {
  const { t } = useTranslation();
  return (
    <ContentPage
      title={t('privacyNotice.title')}
      lead={t('privacyNotice.lead')}
      sections={t('privacyNotice.sections', { returnObjects: true })}
    />
  );
}
