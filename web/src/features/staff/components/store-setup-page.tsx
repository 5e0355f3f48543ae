import { deliveryModes, type DeliveryModeId } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentStoreId, useStaffStore } from '../stores/staff-store';
import { FeaturedProducts } from './featured-products';
import { PriorityCustomers } from './priority-customers';
import { SlotCalendar } from './slot-calendar';
import { SlotHoldSettings } from './slot-hold-settings';
import { SlotOccupancyTable } from './slot-occupancy-table';
import { StoreBanners } from './store-banners';
import { SubstitutionBand } from './substitution-band';
import styles from './setup.module.css';

/** A store's set-up: its slot calendar per delivery mode, its banners, its featured products. */
export function StoreSetupPage() {
  const { t } = useTranslation();
  const storeFieldId = useId();
  const modeFieldId = useId();
  const calendarTitleId = useId();
  const session = useStaffStore((s) => s.session);
  const chosen = useStaffStore((s) => s.storeId);
  const setStoreId = useStaffStore((s) => s.setStoreId);
  const [mode, setMode] = useState<DeliveryModeId>('AT_HOME');
  if (!session) return null;
  const storeId = currentStoreId(session, chosen);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('staff.setup.title')}</h1>
      <div className={styles.pickers}>
        <div className={styles.field}>
          <label htmlFor={storeFieldId}>{t('staff.queue.store')}</label>
          <select
            id={storeFieldId}
            className={styles.control}
            value={storeId ?? ''}
            onChange={(event) => setStoreId(event.target.value)}
          >
            {session.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {storeId === null ? null : (
        <>
          <section className={styles.section} aria-labelledby={calendarTitleId}>
            <h2 id={calendarTitleId} className={styles.sectionTitle}>
              {t('staff.setup.calendarTitle')}
            </h2>
            <div className={styles.field}>
              <label htmlFor={modeFieldId}>{t('staff.setup.mode')}</label>
              <select
                id={modeFieldId}
                className={styles.control}
                value={mode}
                onChange={(event) => setMode(event.target.value as DeliveryModeId)}
              >
                {deliveryModes.map((m) => (
                  <option key={m} value={m}>
                    {t(`staff.setup.modes.${m}`)}
                  </option>
                ))}
              </select>
            </div>
            <SlotOccupancyTable
              key={`occupancy-${storeId}-${mode}`}
              storeId={storeId}
              mode={mode}
            />
            <SlotCalendar key={`${storeId}-${mode}`} target={{ storeId, mode }} />
          </section>
          <SlotHoldSettings key={`holds-${storeId}`} storeId={storeId} />
          <PriorityCustomers />
          <StoreBanners key={`banners-${storeId}`} storeId={storeId} />
          <FeaturedProducts key={`featured-${storeId}`} storeId={storeId} />
          <SubstitutionBand key={`band-${storeId}`} storeId={storeId} />
        </>
      )}
    </div>
  );
}
