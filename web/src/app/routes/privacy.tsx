import { PrivacyNotice } from '@/features/content-pages/components/privacy-notice';

/** /privacy and /app/privacy; the embedded one loses header and footer in the layout. */
export function PrivacyRoute() {
  return <PrivacyNotice />;
}
