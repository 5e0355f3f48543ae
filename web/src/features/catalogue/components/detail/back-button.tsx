import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readProductLinkState } from '../../utils/navigation-state';
import styles from './product-detail.module.css';

/** React Router numbers its history entries; above 0 there is a page of ours to go back to. */
function hasHistory(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && Number((state as { idx?: unknown }).idx) > 0
  );
}

/**
 * Back to the listing the shopper came from, with its selection in the state as the spec
 * names it; otherwise one step back, or home for a page opened directly.
 */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const linkState = readProductLinkState(useLocation().state);

  const goBack = () => {
    if (linkState) {
      const { from, ...selection } = linkState;
      void navigate(from, { state: selection });
    } else if (hasHistory()) void navigate(-1);
    else void navigate('/home');
  };

  return (
    <button type="button" className={styles.back} onClick={goBack}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" />
      </svg>
      {t('productDetail.back')}
    </button>
  );
}
