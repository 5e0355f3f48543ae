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

/** A fixed pseudo-random sequence, so every run asks the same things. */
function rng(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const pick = <T>(r: () => number, items: readonly T[]): T =>
  items[Math.floor(r() * items.length)] as T;

/**
 * What shoppers ask, roughly: 80 % first pages of departments, subcategories
 * and common searches; 20 % deep pages, filter mixes and rare words.
 */
export function mixScenario(sample: CatalogueSample): Scenario {
  const r = rng(14);
  const base = `/cli/ecommerce/products/${sample.storeId}`;
  const filters = [
    'onlyPromotions=true',
    'onlyBranded=true',
    'onlyPromotions=true&onlyBranded=true',
  ];
  return {
    name: 'popular + long-tail mix',
    nextPath: () => {
      const roll = r();
      if (roll < 0.3) return `${base}?category=${pick(r, sample.departments)}`;
      if (roll < 0.6) return `${base}?category=${pick(r, sample.categories)}`;
      if (roll < 0.8) return `${base}?q=${encodeURIComponent(pick(r, searches))}`;
      if (roll < 0.88)
        return `${base}?category=${pick(r, sample.categories)}&p=${2 + Math.floor(r() * 30)}`;
      if (roll < 0.94) return `${base}?category=${pick(r, sample.departments)}&${pick(r, filters)}`;
      return `${base}?q=${encodeURIComponent(pick(r, sample.words))}`;
    },
  };
}

/** Requests no earlier scenario made (so never cached), for the one-at-a-time cold figure. */
export function coldPaths(sample: CatalogueSample, count: number): string[] {
  const r = rng(1414);
  const base = `/cli/ecommerce/products/${sample.storeId}`;
  const seen = new Set<string>();
  while (seen.size < count) {
    const roll = r();
    const size = 10 + Math.floor(r() * 40);
    seen.add(
      roll < 0.4
        ? `${base}?category=${pick(r, sample.categories)}&p=${Math.floor(r() * 5)}&s=${size}`
        : roll < 0.6
          ? `${base}?category=${pick(r, sample.departments)}&p=${Math.floor(r() * 5)}&s=${size}`
          : roll < 0.9
            ? `${base}?q=${encodeURIComponent(pick(r, sample.words))}&s=${size}`
            : `/cli/ecommerce/products/barcode/${pick(r, sample.barcodes)}?store=${sample.storeId}&_=${size}`,
    );
  }
  return [...seen];
}

/**
 * What a shopper's keystrokes ask while typing: the 2- to 6-letter starts of
 * catalogue words and of the common searches, in a fixed shuffled order.
 */
export function typedPrefixes(sample: CatalogueSample): string[] {
  const words = [...searches, ...sample.words];
  const prefixes = new Set<string>();
  for (const word of words) {
    for (let n = 2; n <= Math.min(6, word.length); n++) prefixes.add(word.slice(0, n));
  }
  const r = rng(16);
  return [...prefixes].sort(() => r() - 0.5);
}

export const suggestPath = (storeId: number, prefix: string) =>
  `/cli/ecommerce/products/${storeId}/suggestions?q=${encodeURIComponent(prefix)}`;

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
    mixScenario(sample),
    {
      name: 'suggestions while typing',
      nextPath: (() => {
        const prefix = rotate(typedPrefixes(sample));
        return () => suggestPath(store, prefix());
      })(),
    },
  ];
}
