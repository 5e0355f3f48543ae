import type { Product } from '@spesa/contracts';
import type { ProductLinkState } from '../utils/navigation-state';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  products: Product[];
  /** True while newer products are on their way; the old ones stay but are dimmed. */
  busy?: boolean;
  linkState?: ProductLinkState;
  listName?: string;
}

export function ProductGrid({ products, busy = false, ...cardProps }: ProductGridProps) {
  return (
    // role="list" survives Safari dropping list semantics when list-style is none.
    <ul className={styles.grid} role="list" aria-busy={busy} data-busy={busy}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
