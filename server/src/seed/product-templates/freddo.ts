import { RECYCLING, STORAGE, grams } from './common';
import type { MainCategorySpec } from './types';

const frozenBrands = [
  'Findus',
  'Orogel',
  'Buitoni',
  'Surgelati Cuore Freddo',
  'Valfrutta Surgelati',
];

export const freddo: MainCategorySpec = {
  id: '09',
  description: 'FREDDO',
  subcategories: [
    {
      id: '0901',
      description: 'Gelati',
      weight: 25,
      templates: [
        {
          items: [
            'Gelato alla crema',
            'Gelato al cioccolato',
            'Gelato alla stracciatella',
            'Gelato al pistacchio',
            'Gelato fior di latte',
            'Gelato alla nocciola',
            'Gelato al limone',
            'Sorbetto al mango',
          ],
          formats: grams(500, 1000),
          brands: ['Sammontana', 'Algida', 'Motta', 'Gelateria Riviera'],
          price: [299, 499],
          vat: '10',
          food: {
            nutrition: [210, 10, 6.5, 26, 22, 3.5, 0.15],
            ingredients:
              'Latte scremato reidratato, zucchero, panna, sciroppo di glucosio, tuorlo d’uovo, aromi.',
            allergens: {
              contains: ['latte', 'uova'],
              mayContain: ['frutta a guscio', 'soia', 'glutine'],
            },
          },
          storage: STORAGE.frozen,
          recycling: 'Vaschetta: plastica PP, raccolta plastica.',
          keywords: 'gelato dessert',
        },
        {
          items: [
            'Coni alla vaniglia 6 pezzi',
            'Coni al cioccolato 6 pezzi',
            'Biscotti gelato 6 pezzi',
            'Ghiaccioli alla frutta 10 pezzi',
            'Stecchi alla vaniglia ricoperti 6 pezzi',
            'Tartufo al cioccolato 4 pezzi',
          ],
          brands: ['Sammontana', 'Algida', 'Motta', 'Nestlé Gelati'],
          price: [299, 449],
          vat: '10',
          food: {
            nutrition: [280, 14, 9, 34, 25, 3.5, 0.15],
            ingredients:
              'Latte, zucchero, panna, cialda (farina di frumento), copertura di cioccolato.',
            allergens: {
              contains: ['latte', 'glutine'],
              mayContain: ['frutta a guscio', 'uova', 'soia'],
            },
          },
          storage: STORAGE.frozen,
          recycling: RECYCLING.box,
          keywords: 'gelato multipack',
        },
      ],
    },
    {
      id: '0902',
      description: 'Verdure surgelate',
      weight: 20,
      templates: [
        {
          items: [
            'Spinaci in foglia',
            'Piselli finissimi',
            'Fagiolini',
            'Minestrone 14 verdure',
            'Misto per soffritto',
            'Verdure grigliate',
            'Patate prefritte',
            'Cavolfiore a cimette',
            'Zuppa di legumi e cereali',
          ],
          variants: ['', { text: 'bio', price: 1.35 }],
          formats: grams(450, 1000),
          brands: frozenBrands,
          price: [149, 269],
          vat: '4',
          food: { nutrition: [35, 0.4, 0.1, 4.5, 2, 3, 0.05], ingredients: 'Verdure.' },
          tags: ['Vegano'],
          storage: STORAGE.frozen,
          recycling: RECYCLING.bag,
          keywords: 'surgelati verdure congelate',
        },
      ],
    },
    {
      id: '0903',
      description: 'Pizze e piatti pronti surgelati',
      weight: 20,
      templates: [
        {
          items: [
            'Pizza margherita',
            'Pizza prosciutto e funghi',
            'Pizza quattro formaggi',
            'Pizza diavola',
            'Lasagne alla bolognese',
            'Risotto ai funghi porcini',
            'Tortellini panna e prosciutto',
            'Bastoncini di merluzzo',
            'Sofficini al formaggio',
          ],
          formats: grams(350, 700),
          brands: frozenBrands,
          price: [249, 449],
          vat: '10',
          food: {
            nutrition: [235, 8.5, 4, 30, 3.5, 10, 1.2],
            ingredients:
              'Farina di frumento, polpa di pomodoro, mozzarella, olio extra vergine di oliva, lievito, sale.',
            allergens: {
              contains: ['glutine', 'latte'],
              mayContain: ['uova', 'soia', 'pesce', 'senape'],
            },
          },
          storage: STORAGE.frozen,
          recycling: RECYCLING.boxAndBag,
          keywords: 'surgelati pizza piatti pronti',
        },
      ],
    },
    {
      id: '0904',
      description: 'Pesce surgelato',
      weight: 15,
      templates: [
        {
          items: [
            'Filetti di merluzzo',
            'Filetti di platessa',
            'Gamberetti sgusciati',
            'Calamari ad anelli',
            'Cozze sgusciate',
            'Misto mare',
            'Tranci di pesce spada',
            'Filetti di salmone',
          ],
          formats: grams(300, 600),
          brands: ['Findus', 'Orogel', 'Pescanova', 'Mare Nostrum Surgelati'],
          price: [399, 749],
          vat: '10',
          food: {
            nutrition: [80, 0.8, 0.2, 0, 0, 17.5, 0.35],
            ingredients: 'Pesce.',
            allergens: { contains: ['pesce'], mayContain: ['crostacei', 'molluschi'] },
          },
          storage: STORAGE.frozen,
          recycling: RECYCLING.bag,
          keywords: 'surgelati pesce',
        },
      ],
    },
  ],
};
