import type { Product } from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/hooks/use-online';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';

export interface CardStepperProps {
  product: Product;
  /** What the cart holds of the product. */
  amount: number;
  /** Sets the line to the amount; resolves whether the cart took it. */
  onChange: (amount: number) => Promise<boolean>;
}

/**
 * Issue 27.12: once the product is in the cart, the card changes its quantity in place
 * (− qty +), with the cart's stepper rules (pieces by one, weights by umStep, maxAmount).
 * While a change travels it shows the amount asked for; the cart's answer then wins.
 */
export function CardStepper({ product, amount, onChange }: CardStepperProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const [asked, setAsked] = useState<number | undefined>();
  const change = async (next: number) => {
    setAsked(next);
    try {
      await onChange(next);
    } finally {
      setAsked(undefined);
    }
  };
  return (
    <QuantityStepper
      rule={product}
      value={asked ?? amount}
      onChange={(next) => void change(next)}
      label={t('buyButton.quantityOf', { product: product.description })}
      busy={asked !== undefined}
      waiting={asked !== undefined && !online}
      size="sm"
    />
  );
}
