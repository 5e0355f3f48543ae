import { RECYCLING, STORAGE, grams } from './common';
import type { MainCategorySpec } from './types';

const petFood = (
  nutrition: readonly [number, number, number, number, number, number, number],
  ingredients: string,
) => ({
  nutrition,
  ingredients,
  allergens: { mayContain: ['glutine' as const, 'soia' as const] },
});

export const petcare: MainCategorySpec = {
  id: '13',
  description: 'PETCARE',
  subcategories: [
    {
      id: '1301',
      description: 'Cibo per cani',
      weight: 15,
      templates: [
        {
          items: [
            'Crocchette per cani adulti al pollo',
            'Crocchette per cani adulti al manzo',
            'Crocchette per cuccioli',
            'Crocchette per cani di taglia piccola',
            'Crocchette per cani senior',
            'Crocchette per cani al salmone',
          ],
          formats: grams(1500, 4000),
          brands: ['Purina One', 'Royal Canin', 'Monge', 'Trainer', 'Amici a Quattro Zampe'],
          price: [599, 999],
          vat: '22',
          food: petFood(
            [360, 14, 4, 40, 2, 25, 1],
            'Carne e derivati (pollo 26%), cereali, oli e grassi, minerali, vitamine.',
          ),
          animals: true,
          storage: STORAGE.dry,
          recycling: RECYCLING.bag,
          keywords: 'cane cani crocchette pet',
        },
        {
          items: [
            'Umido per cani con manzo e verdure',
            'Bocconcini per cani al pollo',
            'Paté per cani all’agnello',
            'Snack dentali per cani 7 pezzi',
            'Biscotti per cani',
          ],
          formats: grams(400, 1200),
          brands: ['Cesar', 'Pedigree', 'Monge', 'Amici a Quattro Zampe'],
          price: [149, 299],
          vat: '22',
          food: petFood(
            [95, 5, 1.5, 3, 0.5, 8, 0.5],
            'Carni e sottoprodotti (manzo 4%), verdure, minerali.',
          ),
          animals: true,
          storage: STORAGE.dry,
          recycling: RECYCLING.tin,
          keywords: 'cane cani umido pet',
        },
      ],
    },
    {
      id: '1302',
      description: 'Cibo per gatti',
      weight: 15,
      templates: [
        {
          items: [
            'Crocchette per gatti adulti al salmone',
            'Crocchette per gatti sterilizzati',
            'Crocchette per gattini',
            'Crocchette per gatti al pollo e tacchino',
          ],
          formats: grams(400, 1500),
          brands: ['Purina One', 'Friskies', 'Schesir', 'Amici a Quattro Zampe'],
          price: [299, 599],
          vat: '22',
          food: petFood(
            [380, 13, 4, 35, 2, 34, 1.1],
            'Carne e derivati, cereali, pesce e sottoprodotti del pesce, minerali, vitamine.',
          ),
          animals: true,
          storage: STORAGE.dry,
          recycling: RECYCLING.bag,
          keywords: 'gatto gatti crocchette pet',
        },
        {
          items: [
            'Bocconcini in salsa per gatti al tonno',
            'Mousse per gatti al salmone',
            'Umido per gatti multipack 12 buste',
            'Filetti di pollo per gatti',
            'Snack per gatti al formaggio',
          ],
          formats: grams(85, 340),
          brands: ['Gourmet', 'Whiskas', 'Felix', 'Schesir'],
          price: [69, 129],
          vat: '22',
          food: petFood(
            [85, 4, 1.2, 2, 0.5, 10, 0.6],
            'Pesce e sottoprodotti (tonno 4%), carne, minerali, zuccheri.',
          ),
          animals: true,
          storage: STORAGE.dry,
          recycling: RECYCLING.tin,
          keywords: 'gatto gatti umido pet',
        },
      ],
    },
    {
      id: '1303',
      description: 'Lettiere e accessori',
      weight: 8,
      templates: [
        {
          items: [
            'Lettiera agglomerante 10 L',
            'Lettiera vegetale compostabile 6 L',
            'Lettiera al silicio 5 L',
            'Sacchetti igienici per cani 4 rotoli',
            'Tappetini assorbenti 10 pezzi',
            'Gioco per gatti con piuma',
            'Ciotola in acciaio',
          ],
          brands: ['Catsan', 'Ecopet', 'Trixie', 'Amici a Quattro Zampe'],
          price: [249, 699],
          vat: '22',
          animals: true,
          storage: STORAGE.none,
          recycling: RECYCLING.bag,
          keywords: 'lettiera accessori animali pet',
        },
      ],
    },
  ],
};
