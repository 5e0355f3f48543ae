import type { Product } from '@spesa/contracts';
import { useInBrowser } from '@/shared/hooks/use-in-browser';
import type { ProductLinkState } from '../utils/navigation-state';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

// The first row on a wide screen, two rows on a phone: the photos likely in the first view.
const PRIORITY_CARDS = 4;
// The server's drawing of a first screen (app/entry-server.tsx) holds the cards of the first
// view only (two rows of five on a wide screen): the rest would cost a slow phone parsing and
// layout before its first paint. The app renders them all.
const DRAWN_CARDS = 10;

export interface ProductGridProps {
  products: Product[];
  /** True while newer products are on their way; the old ones stay but are dimmed. */
  busy?: boolean;
  linkState?: ProductLinkState;
  listName?: string;
  /** 'Compra di nuovo' (issue 30): per product id, the quantity one tap adds. */
  repeatAmounts?: ReadonlyMap<string, number>;
}

export function ProductGrid({
  products,
  busy = false,
  repeatAmounts,
  ...cardProps
}: ProductGridProps) {
  const shown = useInBrowser() ? products : products.slice(0, DRAWN_CARDS);
  return (
    // role="list" survives Safari dropping list semantics when list-style is none.
    <ul className={styles.grid} role="list" aria-busy={busy} data-busy={busy}>
      {shown.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard
            product={product}
            priority={index < PRIORITY_CARDS}
            repeatAmount={repeatAmounts?.get(product.id)}
            {...cardProps}
          />
        </li>
      ))}
    </ul>
  );
}
