import { zodResolver } from '@hookform/resolvers/zod';
import type { SignupCheckResult, SignupType } from '@spesa/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NATION } from '@/shared/places/address-draft';
import { TextField } from '@/shared/ui/form/text-field';
import { notify } from '@/shared/ui/notify';
import { useSignupCheck } from '../api/signup-check';
import { checkRequest } from '../utils/check-request';
import { errorText } from '../utils/error-text';
import {
  checkFormSchema,
  type CheckFormOutput,
  type CheckFormValues,
} from '../utils/signup-schemas';
import { BirthDateInput } from './birth-date-input';
import { BirthPlaceFieldset } from './birth-place-fieldset';
import { GenderField } from './gender-field';
import { StepActions } from './step-actions';
import { stepFormMode } from '../utils/form-mode';
import styles from './signup-wizard.module.css';

/** Step 1 starts empty, the birth place from Italy like the address pickers. */
export function emptyCheck(type: SignupType): CheckFormValues {
  return {
    '@type': type,
    cardNumber: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    birthNationId: DEFAULT_NATION.id,
    birthNation: DEFAULT_NATION.name,
    birthCountyId: '',
    birthCounty: '',
    birthCityId: '',
    birthCity: '',
  };
}

export interface CheckStepProps {
  type: SignupType;
  defaultValues: CheckFormValues;
  onBack: (values: CheckFormValues) => void;
  onChecked: (values: CheckFormValues, output: CheckFormOutput, result: SignupCheckResult) => void;
}

/**
 * Step 1: the card and identity ('fetch') or identity, gender and birth place ('check'), sent
 * to signupcheck; a failure shows the server's message as a toast (spec 8).
 */
export function CheckStep({ type, defaultValues, onBack, onChecked }: CheckStepProps) {
  const { t } = useTranslation();
  const check = useSignupCheck();
  const form = useForm<CheckFormValues, unknown, CheckFormOutput>({
    mode: stepFormMode,
    resolver: zodResolver(checkFormSchema),
    // The type travels in the form so the contract's rules pick the required fields.
    defaultValues: { ...defaultValues, '@type': type },
  });
  const { register, handleSubmit, getValues, control, formState } = form;
  const { errors } = formState;

  function onSubmit(output: CheckFormOutput) {
    check.mutate(checkRequest(output), {
      onSuccess: (result) => onChecked(getValues(), output, result),
      onError: (error) => notify.error(errorText(error)),
    });
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      {type === 'fetch' && (
        <TextField
          label={t('signup.check.cardNumber')}
          hint={t('signup.check.cardNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
      )}
      <div className={styles.pair}>
        <TextField
          label={t('signup.check.firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('signup.check.lastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <BirthDateInput registration={register('birthDate')} error={errors.birthDate?.message} />
      {type === 'check' && (
        <>
          <GenderField control={control} />
          <BirthPlaceFieldset control={control} />
        </>
      )}
      <StepActions
        onBack={() => onBack(getValues())}
        submitLabel={t('signup.check.submit')}
        pendingLabel={t('signup.check.submitting')}
        pending={check.isPending}
      />
    </form>
  );
}
