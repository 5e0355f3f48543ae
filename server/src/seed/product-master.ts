/** The food business operator of art. 8 Reg. 1169/2011: who markets the food, and where. */
export interface FoodOperator {
  name: string;
  address: string;
}

export const COOPERATIVE: FoodOperator = {
  name: 'Spesa Società Cooperativa',
  address: 'Via dell’Industria 12, 40138 Bologna (BO)',
};

/** A few national brands under the company that markets them. */
const KNOWN: Record<string, FoodOperator> = {
  Barilla: {
    name: 'Barilla G. e R. Fratelli S.p.A.',
    address: 'Via Mantova 166, 43122 Parma (PR)',
  },
  'Mulino Bianco': {
    name: 'Barilla G. e R. Fratelli S.p.A.',
    address: 'Via Mantova 166, 43122 Parma (PR)',
  },
  Ferrero: {
    name: 'Ferrero Commerciale Italia S.r.l.',
    address: 'Piazzale Pietro Ferrero 1, 12051 Alba (CN)',
  },
  Nutella: {
    name: 'Ferrero Commerciale Italia S.r.l.',
    address: 'Piazzale Pietro Ferrero 1, 12051 Alba (CN)',
  },
  Lavazza: { name: 'Luigi Lavazza S.p.A.', address: 'Via Bologna 32, 10152 Torino (TO)' },
  Granarolo: { name: 'Granarolo S.p.A.', address: 'Via Cadriano 27/2, 40127 Bologna (BO)' },
  Mutti: { name: 'Mutti S.p.A.', address: 'Via Traversetolo 28, 43022 Montechiarugolo (PR)' },
};

/** Where the other producers are based: a plausible Italian address chosen by the brand's name. */
const TOWNS = [
  'Via Emilia Ponente 120, 40133 Bologna (BO)',
  'Via dell’Artigianato 8, 42124 Reggio Emilia (RE)',
  'Via per Modena 45, 41051 Castelnuovo Rangone (MO)',
  'Via Romea 210, 48124 Ravenna (RA)',
  'Via Industriale 15, 25016 Ghedi (BS)',
  'Via dei Mestieri 3, 37135 Verona (VR)',
  'Viale Europa 60, 20090 Segrate (MI)',
  'Via Nazionale 98, 84018 Scafati (SA)',
  'Via Adriatica 33, 60027 Osimo (AN)',
  'Strada Statale 9 n. 71, 29122 Piacenza (PC)',
];

const hash = (text: string): number =>
  [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/** The operator named on a product's label: the cooperative for its own brand. */
export function operatorFor(brand: string, ownBrand: boolean): FoodOperator {
  if (ownBrand) return COOPERATIVE;
  return (
    KNOWN[brand] ?? {
      name: `${brand} S.r.l.`,
      address: TOWNS[hash(brand) % TOWNS.length]!,
    }
  );
}

/** Pet food is feed (Reg. 767/2009), not food under Reg. 1169/2011. */
export const isFood = (mainCategoryId: string, hasFoodSpec: boolean): boolean =>
  hasFoodSpec && mainCategoryId !== '13';

/** '6 pezzi', '30 perle': how many items a packet sold by number holds. */
export function countIn(label: string | undefined): number | null {
  const count = label ? /^(\d+)\s/.exec(label)?.[1] : undefined;
  return count ? Number(count) : null;
}
