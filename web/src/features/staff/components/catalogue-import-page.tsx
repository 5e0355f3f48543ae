import type { CatalogueImportReport } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { notify } from '@/shared/ui/notify';
import { useImportCatalogue } from '../api/import-catalogue';
import { currentStoreId, useStaffStore } from '../stores/staff-store';
import { useStaffErrorText } from '../utils/staff-error';
import { ImportReport } from './import-report';
import styles from './import.module.css';

/**
 * A store's prices, offers and availability from its stock system's CSV: first a dry run that
 * reports every bad line or every change, then, only for a clean file, the real import.
 */
export function CatalogueImportPage() {
  const { t } = useTranslation();
  const fileId = useId();
  const storeFieldId = useId();
  const errorText = useStaffErrorText();
  const session = useStaffStore((s) => s.session);
  const chosen = useStaffStore((s) => s.storeId);
  const setStoreId = useStaffStore((s) => s.setStoreId);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const run = useImportCatalogue();
  if (!session) return null;
  const storeId = currentStoreId(session, chosen);

  const send = (dryRun: boolean) => {
    if (!file || storeId === null) return;
    run.mutate(
      { storeId, file, dryRun },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.applied)
            notify.success(t('staff.import.applied', { count: answer.counts.lines }));
        },
      },
    );
  };
  // A new file or store needs its own dry run before anything is applied.
  const reset = () => {
    setReport(null);
    run.reset();
  };
  const canApply = report !== null && report.dryRun && report.errors.length === 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('staff.import.title')}</h1>
      <p className={styles.intro}>{t('staff.import.intro')}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send(true);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={storeFieldId}>{t('staff.queue.store')}</label>
          <select
            id={storeFieldId}
            className={styles.control}
            value={storeId ?? ''}
            onChange={(event) => {
              setStoreId(event.target.value);
              reset();
            }}
          >
            {session.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={fileId}>{t('staff.import.file')}</label>
          <input
            id={fileId}
            className={styles.file}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              reset();
            }}
          />
          <p id={`${fileId}-hint`} className={styles.hint}>
            {t('staff.import.fileHint')}
          </p>
        </div>
        <div className={styles.actions}>
          <Button type="submit" className={styles.bigButton} disabled={!file || run.isPending}>
            {t('staff.import.dryRun')}
          </Button>
          <Button
            variant="secondary"
            className={styles.bigButton}
            disabled={!canApply || run.isPending}
            onClick={() => send(false)}
          >
            {t('staff.import.apply')}
          </Button>
        </div>
      </form>
      {run.isError ? <FormFailure>{errorText(run.error)}</FormFailure> : null}
      {report ? <ImportReport report={report} /> : null}
    </div>
  );
}
