import type {
  Choice,
  ChoiceInput,
  Format,
  ProductTemplate,
  SubcategorySpec,
} from './product-templates/types';
import type { Rng } from './prng';

export interface Combo {
  template: ProductTemplate;
  item: Choice;
  variant: Choice | undefined;
  format: Format | undefined;
  brand: string;
}

const asChoice = (c: ChoiceInput): Choice => (typeof c === 'string' ? { text: c } : c);

/**
 * Every item × variant × format once with one brand, then again with a second brand,
 * and so on: a small catalogue shows many different products before it shows the
 * same one from several producers.
 */
function combosOf(template: ProductTemplate, ownBrand: string, rng: Rng): Combo[] {
  const variants = template.variants?.map(asChoice) ?? [undefined];
  const formats = template.formats ?? [undefined];
  const brands = [...template.brands, ownBrand];
  const products = template.items
    .map(asChoice)
    .flatMap((item) =>
      variants.flatMap((variant) => formats.map((format) => ({ item, variant, format }))),
    );
  // Each product meets the brands in its own order.
  const shuffled = rng.shuffle(products.map((p) => ({ ...p, brands: rng.shuffle(brands) })));
  return brands.flatMap((_, layer) =>
    shuffled.map(({ item, variant, format, brands: order }) => ({
      template,
      item,
      variant,
      format,
      brand: order[layer] ?? ownBrand,
    })),
  );
}

/** Round-robin over the templates so a big template does not crowd out a small one. */
export function pickCombos(
  sub: SubcategorySpec,
  count: number,
  ownBrand: string,
  rng: Rng,
): Combo[] {
  const pools = sub.templates.map((t) => combosOf(t, ownBrand, rng));
  const longest = Math.max(0, ...pools.map((p) => p.length));
  if (count > 0 && longest === 0) throw new Error(`subcategory ${sub.id} has no products to offer`);
  const picked: Combo[] = [];
  // Past the distinct combinations (benchmark sizes) descriptions repeat; barcodes never do.
  for (let round = 0; picked.length < count; round++) {
    for (const pool of pools) {
      const combo = pool[round % longest];
      if (combo && picked.length < count) picked.push(combo);
    }
  }
  return picked;
}

export function nameOf(item: Choice, variant: Choice | undefined): string {
  if (!variant?.text) return item.text;
  return variant.text.includes('{item}')
    ? variant.text.replace('{item}', item.text)
    : `${item.text} ${variant.text}`;
}
