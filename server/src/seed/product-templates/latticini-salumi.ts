import { RECYCLING, STORAGE, grams } from './common';
import type { SubcategorySpec } from './types';

const deliBrands = ['Salumificio Emiliano', 'Casa Modena', 'Citterio', 'Fiorucci', 'Rovagnati'];
const meatAllergens = { doesNotContain: ['glutine' as const, 'latte' as const] };

export const salumi: readonly SubcategorySpec[] = [
  {
    id: '0605',
    description: 'Salumi confezionati',
    weight: 30,
    templates: [
      {
        items: [
          { text: 'Prosciutto di Parma DOP', price: 1.5 },
          { text: 'Prosciutto San Daniele DOP', price: 1.5 },
          'Prosciutto cotto alta qualità',
          { text: 'Prosciutto cotto senza polifosfati', price: 1.1 },
          { text: 'Mortadella Bologna IGP', price: 0.8 },
          'Salame Milano',
          { text: 'Salame Felino IGP', price: 1.2 },
          'Speck Alto Adige IGP',
          {
            text: 'Bresaola della Valtellina IGP',
            price: 1.6,
            nutrition: [151, 2.6, 1, 0, 0, 32, 3.6],
          },
          'Coppa di Parma IGP',
          'Pancetta a cubetti',
          'Fesa di tacchino arrosto',
          'Wurstel di suino',
        ],
        formats: grams(100, 150),
        brands: deliBrands,
        price: [199, 349],
        vat: '10',
        food: {
          nutrition: [250, 18, 6.5, 0.5, 0.5, 22, 4.5],
          ingredients: 'Carne di suino, sale, pepe, aromi naturali.',
          allergens: meatAllergens,
        },
        storage: STORAGE.fridge,
        recycling: RECYCLING.pet,
        keywords: 'salumi affettati',
      },
    ],
  },
  {
    id: '0606',
    description: 'Salumi al banco',
    weight: 15,
    templates: [
      {
        items: [
          { text: 'Prosciutto di Parma DOP 18 mesi affettato', price: 1.3 },
          { text: 'Mortadella Bologna IGP affettata', price: 0.6 },
          'Prosciutto cotto affettato',
          'Salame nostrano affettato',
          { text: 'Culatello di Zibello DOP affettato', price: 2.2 },
          'Coppa piacentina DOP affettata',
          'Porchetta affettata',
        ],
        brands: deliBrands,
        price: [1790, 2690],
        byWeight: { step: 100, maxKg: 2, pieceGrams: 15 },
        vat: '10',
        food: {
          nutrition: [260, 19, 7, 0.5, 0.5, 21, 4.4],
          ingredients: 'Carne di suino, sale, pepe, aromi naturali.',
          allergens: meatAllergens,
        },
        storage: STORAGE.fresh,
        recycling: RECYCLING.paperWrap,
        keywords: 'gastronomia banco salumi',
      },
    ],
  },
];
