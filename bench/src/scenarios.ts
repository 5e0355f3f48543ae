import type { CatalogueSample } from './prepare-catalogue';

export interface Scenario {
  name: string;
  /** Returns the next path to request; rotating inputs defeats any single-row cache. */
  nextPath: () => string;
}

function rotate<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length] as T;
}

/** Misspelt and accent-less on purpose: the search must be typo tolerant. */
const searches = [
  'mozarela',
  'biscoti',
  'parmigiano',
  'caffe',
  'pomodori pelati',
  'acqua frizante',
];

export function scenarios(sample: CatalogueSample): Scenario[] {
  const store = sample.storeId;
  const category = rotate(sample.categories);
  const page = rotate([0, 1, 2, 3, 4]);
  const search = rotate(searches);
  const barcode = rotate(sample.barcodes);
  return [
    { name: 'constant JSON route', nextPath: () => '/bench/constant' },
    {
      name: 'product listing (category, page)',
      nextPath: () => `/cli/ecommerce/products/${store}?category=${category()}&p=${page()}`,
    },
    {
      name: 'search with a typo',
      nextPath: () => `/cli/ecommerce/products/${store}?q=${encodeURIComponent(search())}`,
    },
    {
      name: 'product by barcode',
      nextPath: () => `/cli/ecommerce/products/barcode/${barcode()}?store=${store}`,
    },
  ];
}
