import { RECYCLING, STORAGE, millilitres } from './common';
import type { MainCategorySpec } from './types';

const careBrands = ['Neutro Roberts', 'Palmolive', 'Nivea', 'Felce Azzurra', 'Bioline Cosmetici'];

export const curapersona: MainCategorySpec = {
  id: '11',
  description: 'CURAPERSONA',
  subcategories: [
    {
      id: '1101',
      description: 'Igiene orale',
      weight: 15,
      templates: [
        {
          items: [
            'Dentifricio sbiancante 75 ml',
            'Dentifricio protezione carie 75 ml',
            'Dentifricio gengive sensibili 75 ml',
            'Collutorio menta fresca 500 ml',
            'Spazzolino medio',
            'Spazzolino morbido 2 pezzi',
            'Filo interdentale 50 m',
            'Scovolini interdentali 6 pezzi',
          ],
          brands: ['Mentadent', 'AZ', 'Colgate', 'Oral-B', 'Elmex'],
          price: [149, 399],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.boxAndBag,
          keywords: 'igiene orale denti',
        },
      ],
    },
    {
      id: '1102',
      description: 'Bagno e doccia',
      weight: 20,
      templates: [
        {
          items: [
            'Bagnoschiuma idratante',
            'Doccia schiuma talco',
            'Doccia schiuma agli agrumi',
            'Sapone liquido mani',
            'Olio doccia nutriente',
            'Doccia schiuma per pelli sensibili',
          ],
          variants: ['', { text: 'bio', price: 1.3 }],
          formats: millilitres(250, 500),
          brands: careBrands,
          price: [149, 299],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.detergent,
          keywords: 'bagno doccia igiene',
        },
      ],
    },
    {
      id: '1103',
      description: 'Capelli',
      weight: 15,
      templates: [
        {
          items: [
            'Shampoo capelli normali',
            'Shampoo antiforfora',
            'Shampoo capelli colorati',
            'Balsamo districante',
            'Maschera capelli ristrutturante',
            'Lacca fissaggio forte',
            'Gel capelli effetto bagnato',
          ],
          formats: millilitres(250, 400),
          brands: ['Pantene', 'Garnier Fructis', 'Head & Shoulders', 'Elvive', 'Bioline Cosmetici'],
          price: [199, 399],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.detergent,
          keywords: 'capelli shampoo',
        },
      ],
    },
    {
      id: '1104',
      description: 'Corpo, viso e rasatura',
      weight: 15,
      templates: [
        {
          items: [
            'Deodorante spray 48h',
            'Deodorante roll-on senza alcol',
            'Crema corpo idratante',
            'Crema viso giorno',
            'Latte detergente',
            'Acqua micellare',
            'Crema mani',
          ],
          formats: millilitres(150, 250),
          brands: ['Nivea', 'Dove', 'Borotalco', 'Garnier', 'L’Erbolario'],
          price: [199, 449],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.detergent,
          keywords: 'cura del corpo viso deodorante',
        },
        {
          items: [
            'Rasoi usa e getta 5 pezzi',
            'Schiuma da barba 300 ml',
            'Gel da barba pelli sensibili 200 ml',
            'Dopobarba balsamo 100 ml',
          ],
          brands: ['Gillette', 'Wilkinson', 'Proraso', 'BIC'],
          price: [199, 499],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.detergent,
          keywords: 'rasatura barba uomo',
        },
      ],
    },
    {
      id: '1105',
      description: 'Igiene intima e infanzia',
      weight: 12,
      templates: [
        {
          items: [
            'Assorbenti ultra con ali 14 pezzi',
            'Proteggislip 40 pezzi',
            'Pannolini taglia 4 maxi 30 pezzi',
            'Pannolini taglia 5 junior 26 pezzi',
            'Salviette detergenti bambini 72 pezzi',
            'Detergente intimo 250 ml',
            'Cotton fioc 200 pezzi',
            'Dischetti di cotone 80 pezzi',
          ],
          brands: ['Lines', 'Pampers', 'Huggies', 'Chicco', 'Nuvenia'],
          price: [199, 999],
          vat: '22',
          storage: STORAGE.none,
          recycling: RECYCLING.bag,
          keywords: 'igiene bambini pannolini',
        },
      ],
    },
  ],
};
