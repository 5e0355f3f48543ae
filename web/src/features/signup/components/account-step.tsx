import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/shared/ui/form/new-password-fields';
import { TextField } from '@/shared/ui/form/text-field';
import {
  accountFormSchema,
  type AccountFormOutput,
  type AccountFormValues,
} from '../utils/signup-schemas';
import { PasswordStrength } from './password-strength';
import { StepActions } from './step-actions';
import { stepFormMode } from '../utils/form-mode';
import styles from './signup-wizard.module.css';

export const emptyAccount: AccountFormValues = { email: '', password: '', passwordConfirm: '' };

export interface AccountStepProps {
  defaultValues: AccountFormValues;
  onBack: (values: AccountFormValues) => void;
  /** The values as typed (to show again) and as validated (to send). */
  onSubmit: (values: AccountFormValues, output: AccountFormOutput) => void;
}

/** Step 3: the e-mail that becomes the username, the password and its confirmation. */
export function AccountStep({ defaultValues, onBack, onSubmit }: AccountStepProps) {
  const { t } = useTranslation();
  const form = useForm<AccountFormValues, unknown, AccountFormOutput>({
    mode: stepFormMode,
    resolver: zodResolver(accountFormSchema),
    defaultValues,
  });
  const { register, handleSubmit, getValues, control, formState } = form;
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((output) => onSubmit(getValues(), output))}
    >
      <TextField
        label={t('signup.account.email')}
        hint={t('signup.account.emailHint')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        passwordLabel={t('signup.account.password')}
        confirmLabel={t('signup.account.passwordConfirm')}
        password={register('password')}
        confirm={register('passwordConfirm')}
        passwordError={errors.password?.message}
        confirmError={errors.passwordConfirm?.message}
        meter={<PasswordStrength password={password} />}
      />
      <StepActions onBack={() => onBack(getValues())} />
    </form>
  );
}
