import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import {
  consentsFormSchema,
  type ConsentsFormOutput,
  type ConsentsFormValues,
} from '../utils/signup-schemas';
import { StepActions } from './step-actions';
import { stepFormMode } from '../utils/form-mode';
import styles from './signup-wizard.module.css';

export const emptyConsents: ConsentsFormValues = {
  accept1: false,
  accept2: false,
  accept3: false,
  accept4: false,
};

// The documents open in a new tab so the wizard keeps what was typed.
const documents = { accept1: '/info/termini', accept2: '/privacy' } as const;

// The schema's input says 'true' for the required boxes; the form starts with them unticked.
const consentsResolver = zodResolver(consentsFormSchema) as Resolver<
  ConsentsFormValues,
  unknown,
  ConsentsFormOutput
>;

export interface ConsentsStepProps {
  defaultValues: ConsentsFormValues;
  pending: boolean;
  onBack: (values: ConsentsFormValues) => void;
  /** The values as typed (to show again) and as validated (to send). */
  onSubmit: (values: ConsentsFormValues, output: ConsentsFormOutput) => void;
}

/** Step 4: terms and privacy are required, marketing and profiling optional (spec 5). */
export function ConsentsStep({ defaultValues, pending, onBack, onSubmit }: ConsentsStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, getValues, formState } = useForm<
    ConsentsFormValues,
    unknown,
    ConsentsFormOutput
  >({ mode: stepFormMode, resolver: consentsResolver, defaultValues });
  const { errors } = formState;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((output) => onSubmit(getValues(), output))}
    >
      <p className={styles.lead}>{t('signup.consents.intro')}</p>
      {(['accept1', 'accept2'] as const).map((name) => (
        <CheckboxField
          key={name}
          aria-required
          error={errors[name]?.message}
          label={
            <>
              <Trans
                i18nKey={`signup.consents.${name}`}
                components={{ doc: <Link to={documents[name]} target="_blank" rel="noopener" /> }}
              />{' '}
              <VisuallyHidden>{t('signup.consents.newTab')}</VisuallyHidden>
              <span aria-hidden="true"> *</span>
            </>
          }
          {...register(name)}
        />
      ))}
      {(['accept3', 'accept4'] as const).map((name) => (
        <CheckboxField key={name} label={t(`signup.consents.${name}`)} {...register(name)} />
      ))}
      <StepActions
        onBack={() => onBack(getValues())}
        submitLabel={t('signup.consents.submit')}
        pendingLabel={t('signup.consents.submitting')}
        pending={pending}
      />
    </form>
  );
}
