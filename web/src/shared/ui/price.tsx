import { formatPrice } from '@spesa/contracts';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/shared/i18n/languages';

export interface PriceProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Amount in euros. */
  amount: number;
  /** Appended after the amount, e.g. 'kg' gives '2,58 €/kg'. */
  per?: string;
}

/** A euro amount in the interface language: '1,99 €' in Italian, '€1.99' in English. */
export function Price({ amount, per, ...rest }: PriceProps) {
  const { i18n } = useTranslation();
  const text = formatPrice(amount, localeFor(i18n.resolvedLanguage ?? i18n.language));
  return (
    <data value={amount.toFixed(2)} {...rest}>
      {per ? `${text}/${per}` : text}
    </data>
  );
}
