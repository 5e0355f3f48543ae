import { isoToDisplayDate, type SignupCheckResult } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './details-summary.module.css';

export interface DetailsSummaryProps {
  result: SignupCheckResult;
  /** Whether the card registry already held the birth place (then it is shown, not asked). */
  showBirthPlace: boolean;
}

/** What step 2 shows read-only (spec 5): name, birth date, card and what the shopper holds. */
export function DetailsSummary({ result, showBirthPlace }: DetailsSummaryProps) {
  const { t } = useTranslation();
  const birthPlace = [result.birthCity, result.birthCounty, result.birthNation]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string][] = [
    [t('signup.details.name'), `${result.firstName} ${result.lastName}`],
    [t('signup.details.birthDate'), isoToDisplayDate(result.birthDate)],
    [t('signup.details.card'), result.cardNumber || t('signup.details.newCard')],
  ];
  if (showBirthPlace && birthPlace) rows.push([t('signup.details.birthPlace'), birthPlace]);
  if (result.ssnCode) rows.push([t('signup.details.taxCode'), result.ssnCode]);
  return (
    <section className={styles.summary} aria-labelledby="signup-your-data">
      <h3 id="signup-your-data" className={styles.title}>
        {t('signup.details.yourData')}
      </h3>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
