import type { Cart, Fee } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A fee line's name: in Italian the server's own (the spec's text), in another language the
 * interface's, from the fee and the cart's mode and bags (issue 27.5: 'Spese di consegna'
 * in the English cart).
 */
export function useFeeLabel(): (fee: Fee, cart: Pick<Cart, 'deliveryMode' | 'bags'>) => string {
  const { t, i18n } = useTranslation();
  return (fee, cart) => {
    if (i18n.resolvedLanguage === 'it') return fee.description;
    if (fee.id === 'BAGS')
      return t('cart.fees.BAGS', { count: Math.max(0, cart.bags.count - cart.bags.free) });
    return t(`cart.fees.${cart.deliveryMode}`);
  };
}
