import { useTranslation } from 'react-i18next';
import styles from './buy-button.module.css';

export interface BuyButtonProps {
  inCart: boolean;
  /** Names the product for screen readers, since every card has the same label. */
  productName: string;
  disabled?: boolean;
  /** Instead of 'Acquista': 'Aggiungi 2 pz' on a 'Compra di nuovo' card (issue 30). */
  buyLabel?: string;
  onClick: () => void;
}

/** Red 'Acquista', or green 'NEL CARRELLO' once the product is in the cart (spec 4). */
export function BuyButton({ inCart, productName, disabled, buyLabel, onClick }: BuyButtonProps) {
  const { t } = useTranslation();
  const label = inCart ? t('buyButton.inCart') : (buyLabel ?? t('buyButton.buy'));
  return (
    <button
      type="button"
      className={styles.button}
      data-state={inCart ? 'in-cart' : 'buy'}
      aria-label={`${label}: ${productName}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
