import type { Cart } from '@spesa/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useOpenCarts } from '@/features/cart/api/get-open-carts';
import { useCreateCart } from '@/features/cart/hooks/use-create-cart';
import { LoginPrompt } from '@/features/cart/components/login-prompt';
import { OpenCarts } from '@/features/cart/components/open-carts';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { notify } from '@/shared/ui/notify';
import { Spinner } from '@/shared/ui/spinner';
import { useCartLoad } from '../cart/use-cart-load';
import styles from '../cart/create-cart.module.css';

/** Spec 2, /carts: the open carts; choosing one makes it current and shows it. */
export function CartsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useUserStore((state) => state.user?.id ?? null);
  const currentId = useCartStore((state) => state.cart?.id);
  const carts = useOpenCarts(userId);
  // cart/open on an existing cart's store and mode makes that cart the current one.
  const { create } = useCreateCart();
  const { loadExtras } = useCartLoad();
  const [choosing, setChoosing] = useState<string>();

  useEffect(() => {
    if (carts.data) useCartStore.getState().setCarts(carts.data);
  }, [carts.data]);

  async function choose(cart: Cart) {
    setChoosing(cart.id);
    const chosen = await create({
      storeId: cart.storeId,
      deliveryMode: cart.deliveryMode,
      addressId: cart.delivery.addressId ?? undefined,
    });
    setChoosing(undefined);
    if (!chosen) return;
    notify.success(t('cart.toast.chosen', { store: chosen.storeDescription }));
    await navigate('/cart');
    await loadExtras(chosen);
  }

  let content;
  if (userId === null) content = <LoginPrompt />;
  else if (carts.isPending) content = <Spinner />;
  else if (carts.isError) content = <LoadError onRetry={() => void carts.refetch()} />;
  else {
    content = carts.data.length ? (
      <OpenCarts
        carts={carts.data}
        currentId={currentId}
        choosingId={choosing}
        onChoose={(cart) => void choose(cart)}
      />
    ) : (
      <EmptyState
        title={t('carts.empty')}
        action={<Link to="/cart/create">{t('carts.create')}</Link>}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('carts.title')}</h1>
      {content}
    </div>
  );
}
