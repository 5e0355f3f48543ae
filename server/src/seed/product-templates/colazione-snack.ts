import { RECYCLING, STORAGE, grams } from './common';
import type { SubcategorySpec } from './types';

export const snackEIntegratori: readonly SubcategorySpec[] = [
  {
    id: '0804',
    description: 'Merendine e cioccolato',
    weight: 25,
    templates: [
      {
        items: [
          'Merendine al cioccolato 10 pezzi',
          'Croissant alla crema 6 pezzi',
          'Croissant all’albicocca 6 pezzi',
          'Plumcake allo yogurt 10 pezzi',
          'Pan di Spagna',
          'Crostatine alla ciliegia 6 pezzi',
          'Ciambelle al cacao 6 pezzi',
        ],
        brands: ['Mulino Bianco', 'Bauli', 'Balocco', 'Vicenzi'],
        price: [199, 349],
        vat: '10',
        food: {
          nutrition: [420, 19, 8, 55, 28, 6.5, 0.5],
          ingredients:
            'Farina di frumento, zucchero, uova, olio di girasole, burro, latte, agenti lievitanti.',
          allergens: {
            contains: ['glutine', 'uova', 'latte'],
            mayContain: ['frutta a guscio', 'soia'],
          },
        },
        storage: STORAGE.dry,
        recycling: RECYCLING.boxAndBag,
        keywords: 'merenda dolci',
      },
      {
        items: [
          'Tavoletta di cioccolato fondente 70%',
          'Tavoletta di cioccolato al latte',
          'Cioccolato al latte con nocciole intere',
          'Cioccolato bianco',
          'Cioccolato fondente extra 85%',
          'Barrette di cioccolato al latte 5 pezzi',
        ],
        variants: ['', { text: 'bio', price: 1.3 }],
        formats: grams(100),
        brands: ['Novi', 'Lindt', 'Caffarel', 'Ritter Sport', 'Perugina'],
        price: [149, 299],
        vat: '10',
        food: {
          nutrition: [545, 33, 20, 50, 45, 7, 0.2],
          ingredients:
            'Zucchero, pasta di cacao, burro di cacao, latte intero in polvere, emulsionante: lecitina di soia.',
          allergens: { contains: ['latte', 'soia'], mayContain: ['frutta a guscio', 'glutine'] },
        },
        storage: 'Conservare in luogo fresco e asciutto, a temperatura inferiore a 20 °C.',
        recycling: 'Incarto: carta e alluminio, raccolta carta e metalli.',
        keywords: 'cioccolato cioccolata',
      },
    ],
  },
  {
    id: '0805',
    description: 'Snack salati',
    weight: 25,
    templates: [
      {
        items: [
          'Patatine classiche',
          'Patatine alla paprika',
          'Patatine al rosmarino',
          'Patatine rustiche',
          'Tortilla chips',
          'Popcorn salati',
          'Taralli all’olio extra vergine',
          'Crackers salati',
          'Crackers integrali',
          'Grissini torinesi',
          'Arachidi tostate salate',
        ],
        formats: grams(150, 300),
        brands: ['San Carlo', 'Amica Chips', 'Pata', 'Crich', 'Grissin Bon'],
        price: [129, 229],
        vat: '10',
        food: {
          nutrition: [535, 33, 3.5, 51, 0.5, 6, 1.3],
          ingredients: 'Patate, olio di semi di girasole, sale.',
          allergens: { mayContain: ['glutine', 'latte', 'senape'] },
        },
        storage: STORAGE.dry,
        recycling: RECYCLING.bag,
        keywords: 'snack aperitivo salato',
      },
    ],
  },
  {
    id: '0806',
    description: 'Integratori e barrette',
    weight: 12,
    templates: [
      {
        items: [
          'Barrette proteiche al cacao 3 pezzi',
          'Barrette ai cereali e frutti rossi 6 pezzi',
          'Integratore di magnesio e potassio 20 bustine',
          'Integratore multivitaminico 30 compresse',
          'Vitamina C effervescente 20 compresse',
          'Fermenti lattici 10 flaconcini',
          'Integratore omega 3 30 perle',
        ],
        brands: ['Enervit', 'Polase', 'Supradyn', 'Equilibra', 'Named Sport'],
        price: [399, 1199],
        vat: '10',
        food: {
          nutrition: [360, 9, 4, 38, 15, 30, 0.5],
          ingredients: 'Proteine del latte, sciroppo di glucosio, cacao, vitamine, minerali.',
          allergens: { contains: ['latte', 'soia'], mayContain: ['frutta a guscio', 'glutine'] },
        },
        tags: ['Benessere'],
        storage: STORAGE.dry,
        recycling: RECYCLING.blister,
        keywords: 'integratori benessere sport vitamine',
      },
    ],
  },
];
