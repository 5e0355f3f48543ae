import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { footerPagePath, footerPages } from '@/features/content-pages/utils/footer-pages';
import { ExternalLink } from './external-link';
import { contactEmail, externalLinks, helpline, socialLinks } from './footer-data';
import { SocialIcon } from './social-icon';
import styles from './app-footer.module.css';

// The cookie window is opened by few shoppers: it is fetched on the first opening.
const CookiePreferences = lazy(() =>
  import('./cookie-preferences').then((m) => ({ default: m.CookiePreferences })),
);

/** Every footer item of spec 1: helpline, e-mail, hours, address, VAT, links and cookies. */
export function AppFooter() {
  const { t } = useTranslation();
  const [cookiesOpen, setCookiesOpen] = useState(false);
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.heading}>
            {t('footer.customerService.title')}
          </h2>
          <p className={styles.phoneLabel}>{t('footer.customerService.phoneLabel')}</p>
          <a className={styles.phone} href={helpline.href} data-testid="footer-phone">
            {helpline.display}
          </a>
          <p className={styles.note}>{t('footer.customerService.phoneNote')}</p>
          <p className={styles.line}>
            <span className={styles.muted}>{t('footer.customerService.hoursLabel')}: </span>
            {t('footer.customerService.hours')}
          </p>
          <p className={styles.line}>
            <span className={styles.muted}>{t('footer.customerService.emailLabel')}: </span>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            {t('footer.shopTitle')}
          </h2>
          <ul className={styles.list}>
            {footerPages.map((page) => (
              <li key={page}>
                <Link to={footerPagePath(page)}>{t(`footerPages.${page}.link`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            {t('footer.infoTitle')}
          </h2>
          <ul className={styles.list}>
            <li>
              <ExternalLink href={externalLinks.institutional}>
                {t('footer.links.institutional')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={externalLinks.faq}>{t('footer.links.faq')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={externalLinks.saleConditions}>
                {t('footer.links.saleConditions')}
              </ExternalLink>
            </li>
            <li>
              <Link to="/privacy">{t('footer.links.privacy')}</Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.linkButton}
                aria-haspopup="dialog"
                onClick={() => setCookiesOpen(true)}
              >
                {t('footer.links.cookieManagement')}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.socialTitle')}
          </h2>
          <ul className={styles.social}>
            {socialLinks.map(({ network, href }) => (
              <li key={network}>
                <ExternalLink
                  href={href}
                  className={styles.socialLink}
                  label={t(`footer.social.${network}`)}
                >
                  <SocialIcon network={network} className={styles.socialIcon} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        <p>{t('footer.address')}</p>
        <p>{t('footer.vat')}</p>
        <p>
          © {t('footer.company')}. {t('footer.rights')}
        </p>
      </div>
      {cookiesOpen ? (
        <Suspense fallback={null}>
          <CookiePreferences open onClose={() => setCookiesOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
