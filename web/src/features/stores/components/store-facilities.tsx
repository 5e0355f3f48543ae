import { useTranslation } from 'react-i18next';
import { FacilityIcon } from './facility-icon';
import styles from './store-detail.module.css';

const labelKeys = {
  arbi: 'storeLocator.services.arbi',
  bain: 'storeLocator.services.bain',
  banc: 'storeLocator.services.banc',
  bar_: 'storeLocator.services.bar_',
  wifi: 'storeLocator.services.wifi',
  park: 'storeLocator.services.park',
  farm: 'storeLocator.services.farm',
  enot: 'storeLocator.departments.enot',
  fipi: 'storeLocator.departments.fipi',
  gast: 'storeLocator.departments.gast',
  orto: 'storeLocator.departments.orto',
  pane: 'storeLocator.departments.pane',
  past: 'storeLocator.departments.past',
  pesc: 'storeLocator.departments.pesc',
} as const;

function isKnown(code: string): code is keyof typeof labelKeys {
  return Object.hasOwn(labelKeys, code);
}

export interface StoreFacilitiesProps {
  title: string;
  codes: string[];
}

/** Services or departments as icon tiles, each with its name in words. */
export function StoreFacilities({ title, codes }: StoreFacilitiesProps) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ul className={styles.facilities}>
        {codes.map((code) => (
          <li key={code} className={styles.facility}>
            <FacilityIcon code={code} className={styles.facilityIcon} />
            <span>{isKnown(code) ? t(labelKeys[code]) : code}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
