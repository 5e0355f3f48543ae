import { isoToDisplayDate, type User } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../utils/format-address';
import styles from './profile-screens.module.css';

/** The read-only part of the profile (spec 5): name, birth date, e-mail, card, address. */
export function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('profile.data.firstName'), value: user.firstName },
    { label: t('profile.data.lastName'), value: user.lastName },
    { label: t('profile.data.birthDate'), value: isoToDisplayDate(user.birthDate) },
    { label: t('profile.data.email'), value: user.email },
    { label: t('profile.data.card'), value: user.cards[0]?.code ?? '' },
    { label: t('profile.data.address'), value: user.address ? formatAddress(user.address) : '' },
  ];
  return (
    <section className={styles.section} aria-labelledby="profile-personal">
      <h2 id="profile-personal" className={styles.sectionTitle}>
        {t('profile.data.personal')}
      </h2>
      <dl className={styles.summary}>
        {rows.map((row) => (
          <div key={row.label} className={styles.summaryRow}>
            <dt>{row.label}</dt>
            <dd>{row.value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
