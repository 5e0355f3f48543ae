import type { BuyAgainItem } from '@spesa/contracts';
import { repeatAmounts } from '@/features/buy-again/utils/repeat-amount';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';

const LIST_NAME = 'buy-again';

/**
 * The catalogue's cards for 'Compra di nuovo' (issue 30), the same as every listing's, whose
 * buy button adds the last quantity ordered in one tap (the page and the home strip use it).
 */
export function BuyAgainGrid({ items, busy = false }: { items: BuyAgainItem[]; busy?: boolean }) {
  return (
    <ProductGrid
      products={items.map((item) => item.product)}
      repeatAmounts={repeatAmounts(items)}
      busy={busy}
      listName={LIST_NAME}
    />
  );
}

/** The store whose prices and stock the list shows: the current cart's, else the chosen one. */
export function useBuyAgainStoreId(): string | undefined {
  const cartStoreId = useCartStore((state) => state.cart?.storeId);
  const defaultStoreId = useUserStore((state) => state.defaultStore?.id);
  return cartStoreId ?? defaultStoreId;
}
