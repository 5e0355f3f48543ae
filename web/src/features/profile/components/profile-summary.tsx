import { isoToDisplayDate, type User } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../utils/format-address';
import styles from './profile-screens.module.css';

/** The read-only part of the profile (spec 5): name, birth date, e-mail, card, address. */
export function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  // What an account from the short signup does not hold yet is a field of the form instead.
  const held = (label: string, value: string | null) => (value === null ? [] : [{ label, value }]);
  const rows = [
    ...held(t('profile.data.firstName'), user.firstName),
    ...held(t('profile.data.lastName'), user.lastName),
    ...held(t('profile.data.birthDate'), user.birthDate && isoToDisplayDate(user.birthDate)),
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
