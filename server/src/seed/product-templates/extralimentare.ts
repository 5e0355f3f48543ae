import { RECYCLING, STORAGE } from './common';
import type { MainCategorySpec } from './types';

export const extralimentare: MainCategorySpec = {
  id: '05',
  description: 'EXTRALIMENTARE',
  subcategories: [
    {
      id: '0501',
      description: 'Casalinghi e cucina',
      weight: 20,
      templates: [
        {
          items: [
            'Pellicola trasparente per alimenti 50 m',
            'Alluminio per alimenti 30 m',
            'Carta forno 20 m',
            'Sacchetti gelo 3 L 40 pezzi',
            'Sacchetti per la spazzatura 50 L 20 pezzi',
            'Sacchi per la raccolta organico compostabili 10 L',
            { text: 'Padella antiaderente 28 cm', price: 6 },
            { text: 'Set coltelli da cucina 3 pezzi', price: 5 },
            { text: 'Contenitori ermetici 3 pezzi', price: 3 },
            { text: 'Tagliere in legno di faggio', price: 3.5 },
            { text: 'Caraffa in vetro 1 L', price: 2.5 },
          ],
          brands: ['Domopak', 'Cuki', 'Tescoma', 'Casa Mia'],
          price: [149, 299],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.box,
          keywords: 'casa cucina accessori',
        },
      ],
    },
    {
      id: '0502',
      description: 'Cartoleria e scuola',
      weight: 12,
      templates: [
        {
          items: [
            'Quaderno A4 a quadretti 5 mm',
            'Quaderno A4 a righe',
            'Penne a sfera blu 10 pezzi',
            'Matite HB 12 pezzi',
            'Pastelli colorati 24 pezzi',
            'Pennarelli colorati 12 pezzi',
            'Colla stick 20 g',
            'Risma carta per stampanti A4 500 fogli',
            'Evidenziatori 4 colori',
            'Nastro adesivo trasparente',
          ],
          brands: ['Pigna', 'BIC', 'Giotto', 'Fila'],
          price: [129, 399],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.blister,
          keywords: 'scuola ufficio cartoleria',
        },
      ],
    },
    {
      id: '0503',
      description: 'Piatti, bicchieri e usa e getta',
      weight: 10,
      templates: [
        {
          items: [
            'Piatti piani compostabili 20 pezzi',
            'Piatti fondi in carta 20 pezzi',
            'Bicchieri in carta 200 ml 40 pezzi',
            'Tovaglioli in carta 2 veli 100 pezzi',
            'Posate compostabili 24 pezzi',
            'Tovaglia in carta 140 x 180 cm',
            'Cannucce in carta 50 pezzi',
          ],
          brands: ['Dopla', 'Fato', 'Tenderly', 'Party Italia'],
          price: [149, 349],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.box,
          keywords: 'festa picnic monouso',
        },
      ],
    },
  ],
};
