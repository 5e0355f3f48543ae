import { romeToday } from '@spesa/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';

/** The date picker offers 100 years, up to today (spec 5). */
function hundredYearsBefore(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${Number(year) - 100}-${month}-${day}`;
}

export interface BirthDateInputProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * A native date input: its value is yyyy-MM-dd, what signupcheck sends, while the browser shows
 * it in the shopper's format (dd/MM/yyyy in Italian), which the hint spells out.
 */
export function BirthDateInput({ registration, error }: BirthDateInputProps) {
  const { t } = useTranslation();
  const today = romeToday();
  return (
    <TextField
      label={t('signup.check.birthDate')}
      hint={t('signup.check.birthDateHint')}
      type="date"
      autoComplete="bday"
      min={hundredYearsBefore(today)}
      max={today}
      required
      error={error}
      {...registration}
    />
  );
}
