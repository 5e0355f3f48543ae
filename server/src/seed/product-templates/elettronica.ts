import { RECYCLING, STORAGE } from './common';
import type { MainCategorySpec } from './types';

export const elettronica: MainCategorySpec = {
  id: '14',
  description: 'ELETTRONICA E FAI DA TE',
  subcategories: [
    {
      id: '1401',
      description: 'Pile e lampadine',
      weight: 12,
      templates: [
        {
          items: [
            'Pile alcaline stilo AA 4 pezzi',
            'Pile alcaline ministilo AAA 4 pezzi',
            'Pile a bottone CR2032 2 pezzi',
            'Pile ricaricabili AA 4 pezzi',
            'Lampadina LED E27 10 W luce calda',
            'Lampadina LED E14 5 W',
            'Lampadina LED GU10 4 W',
            'Torcia LED tascabile',
          ],
          brands: ['Duracell', 'Energizer', 'Philips', 'Osram', 'Varta'],
          price: [299, 699],
          vat: '22',
          storage: STORAGE.none,
          recycling:
            'Pile esauste: raccolta negli appositi contenitori. Confezione: carta e plastica.',
          keywords: 'pile batterie lampadine',
        },
      ],
    },
    {
      id: '1402',
      description: 'Accessori elettronici',
      weight: 10,
      templates: [
        {
          items: [
            'Cavo USB-C 1 m',
            'Caricabatterie USB doppio',
            'Auricolari con filo',
            'Power bank 10000 mAh',
            'Ciabatta multipresa 4 posti',
            'Prolunga elettrica 3 m',
            'Adattatore multiplo',
            'Chiavetta USB 32 GB',
          ],
          brands: ['Trust', 'Celly', 'Bticino', 'SBS', 'Hama'],
          price: [499, 1999],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.electric,
          keywords: 'elettronica accessori',
        },
      ],
    },
    {
      id: '1403',
      description: 'Fai da te',
      weight: 8,
      templates: [
        {
          items: [
            'Nastro americano 25 m',
            'Colla istantanea 3 g',
            'Set cacciaviti 6 pezzi',
            'Metro a nastro 5 m',
            'Viti e tasselli assortiti',
            'Ganci adesivi 6 pezzi',
            'Silicone sigillante trasparente',
            'Guanti da lavoro',
          ],
          brands: ['Pattex', 'UHU', 'Tesa', 'Stanley', 'Fischer'],
          price: [199, 899],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.blister,
          keywords: 'bricolage fai da te ferramenta',
        },
      ],
    },
  ],
};
