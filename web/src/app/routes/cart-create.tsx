import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoginPrompt } from '@/features/cart/components/login-prompt';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { CreateCartForm } from '../cart/create-cart-form';
import styles from '../cart/create-cart.module.css';

/** Spec 2, start / create-cart: mode, address or place, store, then the cart opens. */
export function CartCreateRoute() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  // Only a cart present on arrival sends the shopper on: the one this screen opens goes
  // through its own steps (the waiting product) before leaving.
  const [hadCart] = useState(() => useCartStore.getState().cart !== null);
  if (hadCart) return <Navigate to="/home" replace />;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t('cartCreate.eyebrow')}</p>
        <h1 className={styles.title}>{t('cartCreate.title')}</h1>
        <p className={styles.text}>{t('cartCreate.intro')}</p>
      </header>
      <div className={styles.panel}>
        {user ? <CreateCartForm userId={user.id} /> : <LoginPrompt />}
      </div>
    </div>
  );
}
