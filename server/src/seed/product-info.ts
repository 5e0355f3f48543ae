import type { Rng } from './prng';
import type { TagId } from './tags';
import type { Allergen, AllergenSpec, NutritionProfile } from './product-templates/types';

const decimal = (value: number): string => {
  if (value === 0) return '0';
  if (value < 0.01) return '<0,01';
  const digits = value < 1 ? 2 : value < 10 ? 1 : 0;
  return value.toFixed(digits).replace('.', ',');
};

/**
 * The declaration printed on the pack, per 100 g; values drift a few percent
 * between brands, as real labels do.
 */
export function nutritionLabel(
  profile: NutritionProfile,
  rng: Rng,
): { name: string; value: string }[] {
  const drift = (v: number): number => v * (0.94 + rng.next() * 0.12);
  const [kcal, fat, saturated, carbs, sugars, protein, salt] = [
    drift(profile[0]),
    drift(profile[1]),
    drift(profile[2]),
    drift(profile[3]),
    drift(profile[4]),
    drift(profile[5]),
    drift(profile[6]),
  ];
  return [
    { name: 'Energia', value: `${Math.round(kcal * 4.184)} kJ / ${Math.round(kcal)} kcal` },
    { name: 'Grassi', value: `${decimal(fat)} g` },
    { name: 'di cui acidi grassi saturi', value: `${decimal(Math.min(saturated, fat))} g` },
    { name: 'Carboidrati', value: `${decimal(carbs)} g` },
    { name: 'di cui zuccheri', value: `${decimal(Math.min(sugars, carbs))} g` },
    { name: 'Proteine', value: `${decimal(protein)} g` },
    { name: 'Sale', value: `${decimal(salt)} g` },
  ];
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Merges template, item and variant declarations; what a product contains wins over "may contain". */
export function mergeAllergens(
  specs: readonly (AllergenSpec | undefined)[],
  tags: readonly TagId[],
) {
  const contains = unique(specs.flatMap((s) => s?.contains ?? []));
  const glutenFree = tags.includes('Senza_glutine');
  const finalContains = glutenFree ? contains.filter((a) => a !== 'glutine') : contains;
  const mayContain = unique(specs.flatMap((s) => s?.mayContain ?? [])).filter(
    (a) => !finalContains.includes(a) && !(glutenFree && a === 'glutine'),
  );
  const declaredAbsent: Allergen[] = [...specs.flatMap((s) => s?.doesNotContain ?? [])];
  if (glutenFree) declaredAbsent.push('glutine');
  const doesNotContain = unique(declaredAbsent).filter(
    (a) => !finalContains.includes(a) && !mayContain.includes(a),
  );
  return { contains: finalContains, mayContain, doesNotContain };
}

const TAG_RULES: readonly [TagId, RegExp][] = [
  ['Bio', /\bbio\b/i],
  ['Senza_glutine', /senza glutine|pasta di (mais|riso)|gallette di (mais|riso)|farina di riso/i],
  ['Senza_lattosio', /senza lattosio|zero lattosio/i],
  [
    'Benessere',
    /integral|\blight\b|magr|proteic|zero zuccheri|senza zuccheri|vitamin|fibr|omega|multicereali/i,
  ],
  ['Vegano', /vegetal|vegan|tofu|seitan|hummus|\bdi soia\b|\bdi avena\b|\bdi mandorla\b/i],
  [
    'Territorio',
    /parmigiano reggiano|di parma|di modena|lambrusco|romagn|mortadella bologna|squacquerone|tortellini|sangiovese|albana|pignoletto|cappelletti|emilia|zampone|tigelle/i,
  ],
];

/** Tags a shopper expects from the label, plus those the template declares. */
export function tagsFor(description: string, declared: readonly TagId[]): TagId[] {
  const found = new Set<TagId>(declared);
  for (const [tag, rule] of TAG_RULES) if (rule.test(description)) found.add(tag);
  return [...found];
}
