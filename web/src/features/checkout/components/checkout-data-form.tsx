import { zodResolver } from '@hookform/resolvers/zod';
import {
  invoiceBillingProblems,
  isBillingCompleteForInvoice,
  validationKeyOf,
  type BillingAddress,
  type User,
} from '@spesa/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceContext } from '@/shared/i18n/service-context';
import { useCartStore } from '@/shared/state/cart-store';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { TextField } from '@/shared/ui/form/text-field';
import type { CheckoutContact } from '../state/checkout-store';
import {
  contactSchemaFor,
  type ContactFormOutput,
  type ContactFormValues,
} from '../utils/contact-schema';
import { BillingChoice } from './billing-choice';
import { TextAreaField } from './text-area-field';
import styles from './checkout.module.css';

export interface CheckoutDataFormProps {
  user: User;
  /** What the customer confirmed earlier in this checkout, if anything. */
  saved: CheckoutContact | null;
  billingAddresses: BillingAddress[];
  onConfirm: (contact: CheckoutContact) => void;
}

function defaults(user: User, saved: CheckoutContact | null): ContactFormValues {
  return {
    profileEmail: saved?.profileEmail ?? user.email,
    profileMobilePhone: saved?.profileMobilePhone ?? user.mobilePhone ?? '',
    // An account from the short signup (spec 7) may hold no name: the fields start empty.
    firstName: saved?.firstName ?? user.firstName ?? '',
    lastName: saved?.lastName ?? user.lastName ?? '',
    profileCard: saved ? (saved.profileCard ?? '') : (user.cards[0]?.code ?? ''),
    notes: saved?.notes ?? '',
    withIntegrationNotes: Boolean(saved?.integrationNotes),
    integrationNotes: saved?.integrationNotes ?? '',
    invoice: saved?.invoice ?? false,
    billingAddressId: saved?.billingAddressId ? String(saved.billingAddressId) : '',
  };
}

/** /checkout/data: contact data, notes and invoice (spec 2 and 5). */
export function CheckoutDataForm({
  user,
  saved,
  billingAddresses,
  onConfirm,
}: CheckoutDataFormProps) {
  const { t } = useTranslation();
  // Spec 5: the loyalty card field shows only for customers with attrib1.
  const withCard = Boolean(user.attrib1);
  // A pickup's notes speak of the pickup (spec 4's service wording).
  const mode = useCartStore((state) => state.cart?.deliveryMode);
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    mode: 'onBlur',
    resolver: zodResolver(contactSchemaFor(user, withCard)),
    defaultValues: defaults(user, saved),
  });
  const { register, handleSubmit, setValue, setError, control, formState } = form;
  const { errors } = formState;
  const withNotes = useWatch({ control, name: 'withIntegrationNotes' });
  const invoice = useWatch({ control, name: 'invoice' });

  function submit(values: ContactFormOutput) {
    const billing = billingAddresses.find((a) => String(a.id) === values.billingAddressId);
    if (values.invoice && !billing) {
      setError('billingAddressId', { message: t('checkout.data.billingMissing') });
      return;
    }
    if (values.invoice && billing && !isBillingCompleteForInvoice(billing)) {
      setError('billingAddressId', { message: t('checkout.data.billingIncomplete') });
      return;
    }
    // What SdI would refuse (issue 32), checked as the server will: each field named.
    const problems = values.invoice && billing ? invoiceBillingProblems(billing) : [];
    if (problems.length > 0) {
      const named = problems.map((p) => {
        const key = validationKeyOf(p.message);
        return `${t(`billing.fields.${p.field}`)}: ${key ? t(`validation.${key}`) : p.message}`;
      });
      setError('billingAddressId', {
        message: [t('checkout.data.billingRejected'), ...named].join(' '),
      });
      return;
    }
    onConfirm({
      profileEmail: values.profileEmail,
      profileMobilePhone: values.profileMobilePhone,
      firstName: values.firstName,
      lastName: values.lastName,
      profileCard: withCard ? values.profileCard : undefined,
      notes: values.notes,
      integrationNotes: values.withIntegrationNotes ? values.integrationNotes : undefined,
      invoice: values.invoice,
      billingAddressId: values.invoice ? billing?.id : undefined,
    });
  }

  const notesToggle = register('withIntegrationNotes');
  const invoiceToggle = register('invoice');
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.data.contacts')}</legend>
        <div className={styles.fields}>
          <TextField
            label={t('checkout.data.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.profileEmail?.message}
            {...register('profileEmail')}
          />
          <TextField
            label={t('checkout.data.mobilePhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            error={errors.profileMobilePhone?.message}
            {...register('profileMobilePhone')}
          />
          <TextField
            label={t('checkout.data.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('checkout.data.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          {withCard ? (
            <TextField
              label={t('checkout.data.card')}
              inputMode="numeric"
              error={errors.profileCard?.message}
              {...register('profileCard')}
            />
          ) : null}
        </div>
      </fieldset>
      <TextAreaField
        label={t('checkout.data.notes', { context: serviceContext(mode) })}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <CheckboxField
        label={t('checkout.data.withIntegrationNotes')}
        {...notesToggle}
        onChange={(event) => {
          void notesToggle.onChange(event);
          // Spec 4: the product notes are cleared when the box is unchecked.
          if (!event.target.checked) setValue('integrationNotes', '');
        }}
      />
      <TextAreaField
        label={t('checkout.data.integrationNotes')}
        disabled={!withNotes}
        error={errors.integrationNotes?.message}
        {...register('integrationNotes')}
      />
      <CheckboxField
        label={t('checkout.data.invoice')}
        {...invoiceToggle}
        onChange={(event) => {
          void invoiceToggle.onChange(event);
          // Spec 4: unchecking the invoice clears the billing address.
          if (!event.target.checked) setValue('billingAddressId', '');
        }}
      />
      {invoice ? (
        <BillingChoice
          addresses={billingAddresses}
          registration={register('billingAddressId')}
          error={errors.billingAddressId?.message}
        />
      ) : null}
      <div className={styles.actions}>
        <Link to="/checkout" className={styles.backLink}>
          {t('checkout.back')}
        </Link>
        <Button type="submit">{t('checkout.next')}</Button>
      </div>
    </form>
  );
}
