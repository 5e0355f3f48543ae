import { useTranslation } from 'react-i18next';
import styles from './landing-hero.module.css';

const perks = [
  { key: 'fresh', icon: 'M12 21c-4-2.5-7-6-7-10a7 7 0 0 1 14 0c0 4-3 7.5-7 10zM12 7v7M9 11h6' },
  { key: 'prices', icon: 'M4 12l8-8h7v7l-8 8zM15 8.5h.01' },
  { key: 'slots', icon: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM12 7.5V12l3 2' },
] as const;

/** The welcome block: what the shop offers, before the three questions. */
export function LandingHero({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.hero}>
      <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
      <h1 id={titleId} className={styles.title}>
        {t('landing.title')}
      </h1>
      <p className={styles.pitch}>{t('landing.pitch')}</p>
      <ul className={styles.perks} role="list">
        {perks.map((perk) => (
          <li key={perk.key} className={styles.perk}>
            <svg className={styles.perkIcon} viewBox="0 0 24 24" aria-hidden="true">
              <path d={perk.icon} />
            </svg>
            {t(`landing.perks.${perk.key}`)}
          </li>
        ))}
      </ul>
      <svg className={styles.basket} viewBox="0 0 200 150" aria-hidden="true" focusable="false">
        <circle cx="70" cy="52" r="26" fill="#ffd166" />
        <circle cx="112" cy="44" r="22" fill="#8ac926" />
        <path d="M140 30c12 0 22 12 18 26-14 2-24-8-18-26z" fill="#2a9d8f" />
        <circle cx="138" cy="62" r="18" fill="#ff8c42" />
        <path d="M22 66h156l-16 70a10 10 0 0 1-10 8H48a10 10 0 0 1-10-8z" fill="#fff" />
        <path d="M62 84v42M100 84v42M138 84v42" stroke="#d6001c" strokeWidth="6" />
      </svg>
    </div>
  );
}
