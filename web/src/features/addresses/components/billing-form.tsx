import { zodResolver } from '@hookform/resolvers/zod';
import {
  BillingAddressInput,
  type BillingAddress,
  type BillingAddressInputParsed,
} from '@spesa/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import { billingDraft, emptyBillingDraft, type BillingDraft } from '../utils/billing-draft';
import { AddressFormShell, type AddressFormProps } from './address-form-shell';
import styles from './addresses.module.css';

export type BillingFormProps = AddressFormProps<BillingAddress, BillingAddressInput>;

type FieldName = keyof BillingDraft;

/** Every rule of spec 5 for billing addresses, from the contracts, checked on blur. */
export function BillingForm({ address, saving, onSave, onCancel }: BillingFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BillingAddressInput, unknown, BillingAddressInputParsed>({
    mode: 'onBlur',
    resolver: zodResolver(BillingAddressInput),
    defaultValues: address ? billingDraft(address) : emptyBillingDraft(),
  });

  const field = (
    name: FieldName,
    required: boolean,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={t(`billing.fields.${name}`)}
      required={required}
      error={errors[name]?.message}
      disabled={saving}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <AddressFormShell saving={saving} onSubmit={handleSubmit(onSave)} onCancel={onCancel}>
      <div className={styles.fields}>
        {field('companyName', true, { autoComplete: 'organization' })}
        {field('vatCode', true, { autoCapitalize: 'characters' })}
        {field('ssnCode', false, { autoCapitalize: 'characters' })}
        {field('phone', true, { type: 'tel', autoComplete: 'tel' })}
        {field('fax', false, { type: 'tel' })}
        {field('pec', false, { type: 'email', autoComplete: 'email' })}
        {field('recipientCode', false, {
          // Spec 5: the label carries a star although the field is not enforced.
          label: `${t('billing.fields.recipientCode')} *`,
          autoCapitalize: 'characters',
        })}
        {field('address', true, { autoComplete: 'address-line1' })}
        {field('streetNumber', true)}
        {field('zip', true, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 })}
        {field('city', true, { autoComplete: 'address-level2' })}
        {field('county', true, { autoCapitalize: 'characters', maxLength: 2 })}
      </div>
    </AddressFormShell>
  );
}
