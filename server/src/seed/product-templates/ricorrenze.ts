import { RECYCLING, STORAGE, grams } from './common';
import type { MainCategorySpec } from './types';

export const ricorrenze: MainCategorySpec = {
  id: '15',
  description: 'RICORRENZE E COLLECTION',
  subcategories: [
    {
      id: '1501',
      description: 'Dolci delle feste',
      weight: 12,
      templates: [
        {
          items: [
            'Panettone classico',
            'Panettone al cioccolato',
            'Pandoro',
            'Colomba classica',
            'Panettone senza canditi',
            'Torrone morbido alle mandorle',
            'Certosino di Bologna',
            'Spongata',
          ],
          formats: grams(750, 1000),
          brands: ['Bauli', 'Motta', 'Balocco', 'Loison', 'Tre Marie'],
          price: [599, 1299],
          vat: '10',
          food: {
            nutrition: [400, 16, 9, 56, 22, 7.5, 0.4],
            ingredients:
              'Farina di frumento, zucchero, burro, uova, uvetta, scorze di arancia candite, lievito naturale.',
            allergens: {
              contains: ['glutine', 'uova', 'latte'],
              mayContain: ['frutta a guscio', 'soia'],
            },
          },
          storage: STORAGE.dry,
          recycling: RECYCLING.boxAndBag,
          keywords: 'natale pasqua feste dolci',
        },
      ],
    },
    {
      id: '1502',
      description: 'Addobbi e articoli per feste',
      weight: 8,
      templates: [
        {
          items: [
            'Candeline di compleanno 24 pezzi',
            'Palloncini colorati 20 pezzi',
            'Festone di auguri',
            'Luci decorative LED 100 lampadine',
            'Carta regalo 2 m',
            'Nastro regalo',
            'Biglietto di auguri',
            'Candela profumata in vetro',
          ],
          brands: ['Party Italia', 'Festa Facile', 'Casa Mia', 'Decorazioni Emiliane'],
          price: [149, 999],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.bag,
          keywords: 'feste compleanno regali',
        },
      ],
    },
    {
      id: '1503',
      description: 'Cioccolatini e idee regalo',
      weight: 10,
      templates: [
        {
          items: [
            'Cioccolatini assortiti',
            'Praline al latte ripiene',
            'Baci di cioccolato fondente',
            'Cioccolatini al liquore',
            'Uovo di Pasqua al latte',
            'Calendario dell’Avvento',
            'Gianduiotti',
          ],
          formats: grams(200, 400),
          brands: ['Perugina', 'Ferrero', 'Lindt', 'Caffarel', 'Venchi'],
          price: [499, 999],
          vat: '10',
          food: {
            nutrition: [560, 36, 20, 49, 45, 7, 0.2],
            ingredients:
              'Zucchero, burro di cacao, latte intero in polvere, nocciole, pasta di cacao, emulsionante: lecitina di soia.',
            allergens: {
              contains: ['latte', 'frutta a guscio', 'soia'],
              mayContain: ['glutine', 'arachidi'],
            },
          },
          storage: 'Conservare in luogo fresco e asciutto, a temperatura inferiore a 20 °C.',
          recycling: RECYCLING.box,
          keywords: 'cioccolatini regalo',
        },
      ],
    },
  ],
};
