import type { StaffProductDetail } from '@spesa/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { notify } from '@/shared/ui/notify';
import { useSaveProduct } from '../api/save-product';
import { useSetProductActive } from '../api/set-product-active';
import {
  problemsOf,
  problemsOfServer,
  useProblemText,
  type FieldProblems,
} from '../utils/product-form-errors';
import { formValuesOf, masterInputOf, type ProductFormValues } from '../utils/product-form-values';
import { useStaffErrorText } from '../utils/staff-error';
import { ProductIdentityFields } from './product-identity-fields';
import { ProductLabelFields } from './product-label-fields';
import { ProductNutritionFields } from './product-nutrition-fields';
import { ProductSaleFields } from './product-sale-fields';
import cardStyles from './import.module.css';
import styles from './product-editor.module.css';

/**
 * A product's master data and label information, checked with the import's schema before it is
 * sent and saved with the import's rules; on or off sale.
 */
export function ProductEditorForm({ detail }: { detail: StaffProductDetail }) {
  const { t } = useTranslation();
  const errorText = useStaffErrorText();
  const problemText = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProductFormValues>(() => formValuesOf(detail.master));
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useSaveProduct();
  const active = useSetProductActive();
  const change = (patch: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const errorOf = (field: string) => {
    const key =
      field in problems ? field : Object.keys(problems).find((k) => k.startsWith(`${field}.`));
    return problemText(key === undefined ? undefined : problems[key]);
  };
  // The first field in trouble (in the page's order) takes the focus, so its message is read
  // with its name; an allergen group is reached through its first box.
  const focusFirst = () =>
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')
        ?.focus(),
    );
  const sections = { values, change, errorOf };
  const serverProblems =
    save.isError && isApiError(save.error) && save.error.fieldErrors.length > 0;

  return (
    <form
      ref={formRef}
      className={`${cardStyles.form} ${styles.form}`}
      noValidate
      aria-label={t('staff.products.editTitle', { name: detail.master.description })}
      onSubmit={(event) => {
        event.preventDefault();
        const found = problemsOf(values);
        setProblems(found);
        if (Object.keys(found).length > 0) return focusFirst();
        save.mutate(masterInputOf(values), {
          onSuccess: () => notify.success(t('staff.products.saved')),
          onError: (error) => {
            if (!isApiError(error) || error.fieldErrors.length === 0) return;
            const fromServer = problemsOfServer(error.fieldErrors);
            setProblems(fromServer);
            focusFirst();
          },
        });
      }}
    >
      <ProductIdentityFields {...sections} />
      <ProductSaleFields {...sections} />
      <ProductLabelFields {...sections} />
      <ProductNutritionFields {...sections} />
      <div className={styles.actions}>
        <Button type="submit" className={styles.bigButton} disabled={save.isPending}>
          {t('staff.products.save')}
        </Button>
        <Button
          variant="secondary"
          className={styles.bigButton}
          disabled={active.isPending}
          onClick={() => active.mutate({ barcode: values.barcode, active: !detail.active })}
        >
          {t(detail.active ? 'staff.products.deactivate' : 'staff.products.activate')}
        </Button>
      </div>
      {Object.keys(problems).length > 0 ? (
        <FormFailure>
          {t('staff.products.invalid.summary', { count: Object.keys(problems).length })}
        </FormFailure>
      ) : null}
      {save.isError && !serverProblems ? <FormFailure>{errorText(save.error)}</FormFailure> : null}
      {active.isError ? <FormFailure>{errorText(active.error)}</FormFailure> : null}
    </form>
  );
}
