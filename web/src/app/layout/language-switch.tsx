import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '@/shared/i18n/languages';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './language-switch.module.css';

/** Two toggle buttons rather than a menu: one click, and the current choice is visible. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <div className={styles.group} role="group" aria-label={t('header.language')}>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={current === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {/* The name starts with the visible code (WCAG 2.5.3, label in name): 'IT Italiano'. */}
          {t(`header.languages.${language}.short`)}{' '}
          <VisuallyHidden>{t(`header.languages.${language}.name`)}</VisuallyHidden>
        </button>
      ))}
    </div>
  );
}
