import { STORAGE } from './common';
import type { MainCategorySpec } from './types';

export const nessunaClassificazione: MainCategorySpec = {
  id: '16',
  description: 'Nessuna classificazione',
  subcategories: [
    {
      id: '1601',
      description: 'Altri prodotti',
      weight: 2,
      templates: [
        {
          items: [
            'Shopper riutilizzabile in tessuto',
            'Borsa termica',
            'Sacchetto compostabile per ortofrutta',
            'Bottiglia termica in acciaio 500 ml',
            'Borsa spesa pieghevole',
          ],
          brands: ['Casa Mia', 'Eco Borse'],
          price: [49, 999],
          vat: '22',
          storage: STORAGE.none,
          recycling: 'Borsa: riutilizzabile; a fine vita raccolta indifferenziata.',
        },
      ],
    },
  ],
};
