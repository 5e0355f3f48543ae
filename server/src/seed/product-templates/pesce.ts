import { RECYCLING, STORAGE, grams } from './common';
import type { MainCategorySpec } from './types';

const fishCounter = [
  'Pescheria dell’Adriatico',
  'Mare di Goro',
  'Cooperativa Pescatori Cesenatico',
  'Ittica del Delta',
];
const fishStorage =
  'Conservare in frigorifero tra 0 °C e +2 °C e consumare entro il giorno dell’acquisto.';

export const pesce: MainCategorySpec = {
  id: '10',
  description: 'PESCE',
  subcategories: [
    {
      id: '1001',
      description: 'Pesce fresco',
      weight: 20,
      templates: [
        {
          items: [
            { text: 'Orata di allevamento', pieceGrams: 400 },
            { text: 'Branzino di allevamento', pieceGrams: 400 },
            {
              text: 'Salmone norvegese a tranci',
              pieceGrams: 200,
              country: 'Norvegia',
              price: 1.2,
            },
            { text: 'Filetto di merluzzo', pieceGrams: 250, country: 'Islanda' },
            { text: 'Alici fresche', pieceGrams: 20, price: 0.5 },
            { text: 'Sardine fresche', pieceGrams: 40, price: 0.5 },
            { text: 'Sgombro', pieceGrams: 300, price: 0.6 },
            { text: 'Pesce spada a tranci', pieceGrams: 250, price: 1.4 },
            { text: 'Tonno fresco a tranci', pieceGrams: 250, price: 1.6 },
            { text: 'Rombo', pieceGrams: 800, price: 1.3 },
          ],
          variants: ['', { text: 'pulito', price: 1.15 }],
          brands: fishCounter,
          price: [1190, 1890],
          byWeight: { step: 250, maxKg: 3 },
          vat: '10',
          food: {
            nutrition: [121, 5, 1.1, 0, 0, 19, 0.2],
            ingredients: 'Pesce fresco.',
            allergens: { contains: ['pesce'] },
          },
          storage: fishStorage,
          recycling: RECYCLING.paperWrap,
          keywords: 'pesce fresco pescheria',
        },
      ],
    },
    {
      id: '1002',
      description: 'Molluschi e crostacei',
      weight: 10,
      templates: [
        {
          items: [
            { text: 'Cozze di Goro', pieceGrams: 20, price: 0.35 },
            { text: 'Vongole veraci', pieceGrams: 10, price: 1 },
            { text: 'Calamari', pieceGrams: 150 },
            { text: 'Seppie', pieceGrams: 200 },
            { text: 'Gamberi rossi', pieceGrams: 40, price: 1.8 },
            { text: 'Mazzancolle', pieceGrams: 35, price: 1.3 },
            { text: 'Polpo', pieceGrams: 800 },
          ],
          brands: fishCounter,
          price: [1190, 1890],
          byWeight: { step: 500, maxKg: 3 },
          vat: '10',
          food: {
            nutrition: [80, 1.5, 0.3, 2, 0, 15, 0.6],
            ingredients: 'Molluschi freschi.',
            allergens: { contains: ['molluschi'], mayContain: ['crostacei'] },
          },
          storage: fishStorage,
          recycling: RECYCLING.bulk,
          keywords: 'frutti di mare pesce fresco',
        },
      ],
    },
    {
      id: '1003',
      description: 'Pesce affumicato e marinato',
      weight: 12,
      templates: [
        {
          items: [
            'Salmone affumicato norvegese',
            'Salmone affumicato selvaggio',
            'Pesce spada affumicato',
            'Alici marinate',
            'Insalata di mare',
            'Filetti di aringa affumicata',
            'Carpaccio di tonno',
          ],
          formats: grams(100, 200),
          brands: ['Fjord', 'Nostromo', 'Delizie di Mare', 'Riunione Pescatori'],
          price: [349, 549],
          vat: '10',
          food: {
            nutrition: [185, 11, 2, 0.5, 0, 22, 3],
            ingredients: 'Pesce (97%), sale, fumo di legno di faggio.',
            allergens: { contains: ['pesce'], mayContain: ['crostacei', 'molluschi'] },
          },
          storage: STORAGE.fridge,
          recycling: RECYCLING.pet,
          keywords: 'salmone affumicato antipasto pesce',
        },
      ],
    },
  ],
};
