import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoginPrompt } from '@/features/cart/components/login-prompt';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { UpdateCartForm } from '../cart/update-cart-form';
import styles from '../cart/create-cart.module.css';

/** Spec 2, change-cart: the current cart to another store or mode, then back to /cart. */
export function CartUpdateRoute() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const cart = useCartStore((state) => state.cart);
  if (!cart) return <Navigate to="/cart/create" replace />;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('cartUpdate.title')}</h1>
        <p className={styles.text}>{t('cartUpdate.intro')}</p>
      </header>
      <div className={styles.panel}>
        {user ? <UpdateCartForm cart={cart} userId={user.id} /> : <LoginPrompt />}
      </div>
    </div>
  );
}
