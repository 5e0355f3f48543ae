import { RECYCLING, STORAGE, grams } from './common';
import type { MainCategorySpec } from './types';

export const fresco: MainCategorySpec = {
  id: '07',
  description: 'FRESCO',
  subcategories: [
    {
      id: '0701',
      description: 'Pasta fresca e ripiena',
      weight: 25,
      templates: [
        {
          items: [
            { text: 'Tortellini alla bolognese', price: 1.3 },
            'Tortelloni ricotta e spinaci',
            'Cappelletti al prosciutto crudo',
            'Ravioli di magro',
            'Tortelli di zucca',
            'Tagliatelle all’uovo fresche',
            'Gnocchi di patate',
            'Lasagne all’uovo fresche',
            'Girasoli ai funghi porcini',
            'Anolini di Parma',
          ],
          variants: ['', { text: 'bio', price: 1.3 }],
          formats: grams(250, 500),
          brands: ['Rana', 'Pastificio Bolognese', 'Giovanni Fontana', 'Sfoglia d’Emilia'],
          price: [199, 349],
          vat: '10',
          food: {
            nutrition: [300, 9, 3.5, 42, 2.5, 12, 1.1],
            ingredients:
              'Semola di grano duro, farina di grano tenero, uova (25%), ripieno (carne di suino, Parmigiano Reggiano DOP, pangrattato, sale, noce moscata).',
            allergens: {
              contains: ['glutine', 'uova', 'latte'],
              mayContain: ['soia', 'frutta a guscio'],
            },
          },
          storage: STORAGE.fridge,
          recycling: RECYCLING.pet,
          keywords: 'pasta fresca ripiena primi',
        },
      ],
    },
    {
      id: '0702',
      description: 'Uova e burro',
      weight: 12,
      templates: [
        {
          items: [
            {
              text: 'Uova fresche da galline allevate a terra 6 pezzi',
              nutrition: [128, 8.7, 2.6, 0.5, 0.5, 12.4, 0.3],
            },
            {
              text: 'Uova fresche da galline allevate all’aperto 6 pezzi',
              price: 1.2,
              nutrition: [128, 8.7, 2.6, 0.5, 0.5, 12.4, 0.3],
            },
            {
              text: 'Uova fresche biologiche 4 pezzi',
              price: 1.1,
              nutrition: [128, 8.7, 2.6, 0.5, 0.5, 12.4, 0.3],
            },
            {
              text: 'Uova grandi 10 pezzi',
              price: 1.4,
              nutrition: [128, 8.7, 2.6, 0.5, 0.5, 12.4, 0.3],
            },
          ],
          brands: ['Aia', 'Ovito', 'Uova del Santerno', 'Fattoria Roberti'],
          price: [189, 299],
          vat: '4',
          food: {
            nutrition: [128, 8.7, 2.6, 0.5, 0.5, 12.4, 0.3],
            ingredients: 'Uova fresche di categoria A.',
            allergens: { contains: ['uova'] },
          },
          storage: STORAGE.fridge,
          recycling: 'Confezione: carta riciclata, raccolta carta.',
          keywords: 'uova',
        },
        {
          items: [
            'Burro',
            'Burro di panna centrifugata',
            'Burro chiarificato',
            'Burro senza lattosio',
            'Panna fresca da montare',
            'Panna da cucina',
          ],
          variants: ['', { text: 'bio', price: 1.3 }],
          formats: grams(250, 125),
          brands: ['Granarolo', 'Parmareggio', 'Prealpi', 'Latteria Soresina'],
          price: [229, 329],
          vat: '4',
          food: {
            nutrition: [745, 82, 55, 0.6, 0.6, 0.7, 0.02],
            ingredients: 'Crema di latte.',
            allergens: { contains: ['latte'] },
          },
          storage: STORAGE.fridge,
          recycling: 'Incarto: carta alluminata, raccolta indifferenziata.',
          keywords: 'burro panna',
        },
      ],
    },
    {
      id: '0703',
      description: 'Piatti pronti e gastronomia',
      weight: 20,
      templates: [
        {
          items: [
            'Lasagne alla bolognese',
            'Parmigiana di melanzane',
            'Insalata di riso',
            'Cotoletta alla milanese',
            'Polpette al sugo',
            'Insalata russa',
            'Hummus di ceci',
            'Vitello tonnato',
            'Cannelloni ricotta e spinaci',
          ],
          formats: grams(300, 600),
          brands: [
            'Gastronomia Spesa Cucina',
            'Buitoni Fresco',
            'Cucina Nostra',
            'Delizie d’Emilia',
          ],
          price: [299, 549],
          vat: '10',
          food: {
            nutrition: [170, 9, 3.5, 14, 3, 8, 0.9],
            ingredients:
              'Pasta all’uovo, ragù di carne, besciamella (latte, farina di frumento, burro), Parmigiano Reggiano DOP.',
            allergens: {
              contains: ['glutine', 'latte', 'uova'],
              mayContain: ['sedano', 'pesce', 'senape'],
            },
          },
          storage: STORAGE.fridge,
          recycling: RECYCLING.tray,
          keywords: 'piatti pronti gastronomia',
        },
      ],
    },
    {
      id: '0704',
      description: 'Pane e prodotti da forno',
      weight: 20,
      templates: [
        {
          items: [
            { text: 'Piadina romagnola IGP', price: 1.1 },
            'Piadina sfogliata',
            'Pane in cassetta',
            'Pane in cassetta integrale',
            'Pan bauletto',
            'Tigelle modenesi',
            'Crescentine',
            'Pane casereccio a fette',
            'Pinsa romana',
            'Base pizza',
            'Pane per hamburger 4 pezzi',
          ],
          variants: ['', { text: 'bio', price: 1.3 }],
          formats: grams(400),
          brands: ['Mulino Bianco', 'Loriana', 'Bauli Forno', 'Forno Emiliano'],
          price: [129, 249],
          vat: '4',
          food: {
            nutrition: [290, 5, 1.5, 52, 3.5, 8.5, 1.3],
            ingredients: 'Farina di grano tenero tipo 0, acqua, olio di oliva, lievito, sale.',
            allergens: { contains: ['glutine'], mayContain: ['latte', 'soia', 'sesamo'] },
          },
          storage: STORAGE.dry,
          recycling: RECYCLING.bag,
          keywords: 'pane forno',
        },
      ],
    },
    {
      id: '0705',
      description: 'Specialità vegetali',
      weight: 12,
      templates: [
        {
          items: [
            'Tofu al naturale',
            'Tofu affumicato',
            'Burger vegetale di soia',
            'Burger di ceci e verdure',
            'Seitan al naturale',
            'Polpette vegetali',
            {
              text: 'Hummus classico',
              allergens: { contains: ['sesamo'], doesNotContain: ['latte', 'uova'] },
            },
            'Tempeh',
          ],
          variants: ['', { text: 'bio', price: 1.25 }],
          formats: grams(180, 250),
          brands: ['Valsoia', 'Kioene', 'Sojasun', 'Compagnia Italiana Vegetale'],
          price: [199, 329],
          vat: '10',
          food: {
            nutrition: [160, 9, 1.4, 4, 1, 15, 0.8],
            ingredients: 'Fagioli di soia (60%), acqua, coagulante: cloruro di magnesio.',
            allergens: {
              contains: ['soia'],
              mayContain: ['glutine', 'sedano', 'senape'],
              doesNotContain: ['latte', 'uova'],
            },
          },
          tags: ['Vegano'],
          storage: STORAGE.fridge,
          recycling: RECYCLING.pet,
          keywords: 'vegano vegetariano proteine vegetali',
        },
      ],
    },
  ],
};
