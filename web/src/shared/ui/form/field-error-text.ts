import { validationKeyOf } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Validation messages come from the contracts in Italian (the same words the server answers);
 * this shows them in the user's language.
 */
export function useFieldErrorText(message: string | undefined): string | undefined {
  const { t } = useTranslation();
  if (!message) return undefined;
  const key = validationKeyOf(message);
  return key ? t(`validation.${key}`) : message;
}
