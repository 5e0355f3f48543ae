import type { ProductMasterImportReport } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { notify } from '@/shared/ui/notify';
import { useImportProductMaster } from '../api/import-product-master';
import { incompleteProductsKey } from '../api/incomplete-products';
import { useStaffErrorText } from '../utils/staff-error';
import { IncompleteProducts } from './incomplete-products';
import { MasterImportReport } from './master-import-report';
import { ProductEditor } from './product-editor';
import styles from './import.module.css';

/**
 * /staff/products (issue 31, administrators): the chain's product master data from a CSV or
 * JSON file (ours or Open Food Facts' columns), checked then applied; and the foods that lack a
 * mandatory particular.
 */
export function ProductMasterPage() {
  const { t } = useTranslation();
  const fileId = useId();
  const errorText = useStaffErrorText();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductMasterImportReport | null>(null);
  const run = useImportProductMaster();

  const send = (dryRun: boolean) => {
    if (!file) return;
    run.mutate(
      { file, dryRun },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (!answer.applied) return;
          notify.success(t('staff.products.applied', { count: answer.counts.lines }));
          void queryClient.invalidateQueries({ queryKey: incompleteProductsKey });
        },
      },
    );
  };
  const canApply = report !== null && report.dryRun && report.errors.length === 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('staff.products.title')}</h1>
      <p className={styles.intro}>{t('staff.products.intro')}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send(true);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={fileId}>{t('staff.products.file')}</label>
          <input
            id={fileId}
            className={styles.file}
            type="file"
            accept=".csv,.tsv,.json,text/csv,application/json"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              run.reset();
            }}
          />
          <p id={`${fileId}-hint`} className={styles.hint}>
            {t('staff.products.fileHint')}
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
      {report ? <MasterImportReport report={report} /> : null}
      <IncompleteProducts />
      <ProductEditor />
    </div>
  );
}
