import type { Cart, CartItem, CartSubstitutionRequest } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form/form.module.css';
import { notify } from '@/shared/ui/notify';
import { useCartStore } from '@/shared/state/cart-store';
import { useLineSubstitutes } from '../api/get-line-substitutes';
import { useSetLineSubstitution } from '../api/set-line-substitution';
import { cartErrorText, needsOwnToast } from '../utils/cart-messages';
import styles from './cart-line.module.css';

export interface LineSubstitutionProps {
  cart: Cart;
  item: CartItem;
}

const PRODUCT_PREFIX = 'PRODUCT:';

function valueOf(item: CartItem): string {
  const s = item.substitution;
  if (!s) return 'DEFAULT';
  return s.choice === 'PRODUCT' ? `${PRODUCT_PREFIX}${s.barcode ?? ''}` : s.choice;
}

function requestOf(cart: Cart, item: CartItem, value: string): CartSubstitutionRequest {
  const line = { cartId: cart.id, barcode: item.barcode };
  if (value.startsWith(PRODUCT_PREFIX))
    return { ...line, choice: 'PRODUCT', substituteBarcode: value.slice(PRODUCT_PREFIX.length) };
  return { ...line, choice: value as 'DEFAULT' | 'NONE' | 'SIMILAR' };
}

/**
 * Issue 30: what the store may do when the line's product is missing. 'Come al checkout'
 * follows the order's yes/no; a named product comes from the suggestions, which are asked for
 * only when the shopper opens the choice. The server refuses a product that breaks a rule.
 */
export function LineSubstitution({ cart, item }: LineSubstitutionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const suggestions = useLineSubstitutes(cart.id, item.barcode, wanted);
  const save = useSetLineSubstitution();
  const setCart = useCartStore((state) => state.setCart);
  const named = item.substitution?.choice === 'PRODUCT' ? item.substitution : null;
  const products = (suggestions.data?.suggestions ?? []).map((s) => ({
    barcode: s.barcode,
    description: s.description,
  }));
  if (named?.barcode && !products.some((p) => p.barcode === named.barcode))
    products.unshift({ barcode: named.barcode, description: named.description ?? named.barcode });

  const change = async (value: string) => {
    try {
      setCart((await save.mutateAsync(requestOf(cart, item, value))).cart);
    } catch (error) {
      if (needsOwnToast(error)) notify.error(cartErrorText(t, error));
    }
  };

  return (
    <div className={styles.substitution}>
      <label htmlFor={id} className={formStyles.label}>
        {t('cartPage.substitution.label')}
      </label>
      <select
        id={id}
        className={`${formStyles.input} ${styles.substitutionSelect}`}
        value={save.isPending ? requestValue(save.variables) : valueOf(item)}
        disabled={save.isPending}
        data-testid="line-substitution"
        onFocus={() => setWanted(true)}
        onPointerDown={() => setWanted(true)}
        onChange={(event) => void change(event.target.value)}
      >
        <option value="DEFAULT">{t('cartPage.substitution.default')}</option>
        <option value="NONE">{t('cartPage.substitution.none')}</option>
        <option value="SIMILAR">{t('cartPage.substitution.similar')}</option>
        {products.length > 0 ? (
          <optgroup label={t('cartPage.substitution.products')}>
            {products.map((p) => (
              <option key={p.barcode} value={`${PRODUCT_PREFIX}${p.barcode}`}>
                {p.description}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}

function requestValue(req: CartSubstitutionRequest | undefined): string {
  if (!req) return 'DEFAULT';
  return req.choice === 'PRODUCT' ? `${PRODUCT_PREFIX}${req.substituteBarcode ?? ''}` : req.choice;
}
