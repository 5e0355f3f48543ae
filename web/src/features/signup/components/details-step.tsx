import { zodResolver } from '@hookform/resolvers/zod';
import { mobilePhoneField, type SignupCheckResult } from '@spesa/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields, addressDraftSchema } from '@/shared/places/address-fields';
import {
  detailsFormSchema,
  type DetailsFormOutput,
  type DetailsFormValues,
} from '../utils/details-schema';
import { BirthPlaceFieldset } from './birth-place-fieldset';
import { ContactFields } from './contact-fields';
import { DetailsSummary } from './details-summary';
import { StepActions } from './step-actions';
import { stepFormMode } from '../utils/form-mode';
import styles from './signup-wizard.module.css';

// The pickers keep every address text as a string, which the schema's input also accepts.
const detailsResolver = zodResolver(detailsFormSchema) as Resolver<
  DetailsFormValues,
  unknown,
  DetailsFormOutput
>;

export interface DetailsStepProps {
  result: SignupCheckResult;
  defaultValues: DetailsFormValues;
  onBack: (values: DetailsFormValues) => void;
  /** The values as typed (to show again) and as validated (to send). */
  onSubmit: (values: DetailsFormValues, output: DetailsFormOutput) => void;
}

/**
 * Step 2: registration address, phones and, if the registry lacked it, the birth place. What the
 * check found is read-only when it is valid as it is (spec 5); otherwise it is a prefill to fix.
 */
export function DetailsStep({ result, defaultValues, onBack, onSubmit }: DetailsStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, getValues, control, formState } = useForm<
    DetailsFormValues,
    unknown,
    DetailsFormOutput
  >({ mode: stepFormMode, resolver: detailsResolver, defaultValues });
  const { errors } = formState;
  const heldBirthPlace = Boolean(
    result.birthNationId && result.birthCountyId && result.birthCityId,
  );
  const heldAddress = addressDraftSchema.safeParse(result.address).success;
  const heldPhone = mobilePhoneField.safeParse(result.mobilePhone).success;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((output) => onSubmit(getValues(), output))}
    >
      <DetailsSummary result={result} showBirthPlace={heldBirthPlace} />
      {!heldBirthPlace && <BirthPlaceFieldset control={control} />}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signup.details.address')}</legend>
        <AddressFields control={control} name="address" readOnly={heldAddress} />
      </fieldset>
      <ContactFields register={register} errors={errors} phoneHeld={heldPhone} />
      <StepActions onBack={() => onBack(getValues())} />
    </form>
  );
}
