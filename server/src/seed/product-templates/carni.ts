import { RECYCLING, STORAGE, grams } from './common';
import type { MainCategorySpec } from './types';

const butcher = [
  'Macelleria Spesa Tradizione',
  'Allevamenti Padani',
  'Carni del Frignano',
  'Bovini di Romagna',
];
const meatStorage =
  'Conservare in frigorifero tra 0 °C e +4 °C. Consumare entro 2 giorni dall’acquisto.';

export const carni: MainCategorySpec = {
  id: '02',
  description: 'CARNI',
  subcategories: [
    {
      id: '0201',
      description: 'Bovino',
      weight: 30,
      templates: [
        {
          items: [
            { text: 'Fettine di scottona', pieceGrams: 100 },
            { text: 'Bistecca di manzo', pieceGrams: 300, price: 1.3 },
            { text: 'Fiorentina di scottona', pieceGrams: 1000, price: 1.7 },
            { text: 'Filetto di manzo', pieceGrams: 200, price: 2.4 },
            { text: 'Carne macinata scelta di bovino', price: 0.65 },
            { text: 'Spezzatino di vitellone', price: 0.8 },
            { text: 'Arrosto di vitello', price: 1.3 },
            { text: 'Ossobuco di vitello', pieceGrams: 350, price: 0.9 },
            { text: 'Roast beef', price: 1.4 },
            { text: 'Carpaccio di manzo', price: 1.6 },
            { text: 'Hamburger di bovino', pieceGrams: 120, price: 0.8 },
            { text: 'Bollito misto di manzo', price: 0.7 },
          ],
          variants: [
            '',
            { text: 'da allevamento italiano', price: 1.1 },
            { text: 'bio', price: 1.4 },
          ],
          brands: butcher,
          price: [1490, 2290],
          byWeight: { step: 100, maxKg: 3 },
          vat: '10',
          food: { nutrition: [158, 7, 2.8, 0, 0, 22, 0.15], ingredients: 'Carne bovina.' },
          storage: meatStorage,
          recycling: RECYCLING.tray,
          keywords: 'carne manzo bovino',
        },
      ],
    },
    {
      id: '0202',
      description: 'Suino',
      weight: 22,
      templates: [
        {
          items: [
            { text: 'Braciole di maiale', pieceGrams: 180 },
            { text: 'Lonza di maiale a fette', pieceGrams: 90 },
            { text: 'Filetto di maiale', price: 1.4 },
            { text: 'Costine di maiale', price: 0.8 },
            { text: 'Salsiccia fresca', pieceGrams: 90, price: 0.9 },
            { text: 'Salsiccia di Mora Romagnola', pieceGrams: 90, price: 1.6 },
            { text: 'Arista di maiale', price: 1.1 },
            { text: 'Pancetta fresca', price: 0.9 },
            { text: 'Macinato di suino', price: 0.8 },
          ],
          variants: ['', { text: 'da allevamento italiano', price: 1.1 }],
          brands: butcher,
          price: [790, 1190],
          byWeight: { step: 100, maxKg: 3 },
          vat: '10',
          food: { nutrition: [190, 12, 4.3, 0, 0, 20, 0.2], ingredients: 'Carne suina.' },
          storage: meatStorage,
          recycling: RECYCLING.tray,
          keywords: 'carne maiale suino',
        },
      ],
    },
    {
      id: '0203',
      description: 'Pollo e tacchino',
      weight: 28,
      templates: [
        {
          items: [
            { text: 'Petto di pollo a fette', pieceGrams: 100 },
            { text: 'Petto di pollo intero', pieceGrams: 450 },
            { text: 'Cosce di pollo', pieceGrams: 250, price: 0.6 },
            { text: 'Sovracosce di pollo', pieceGrams: 180, price: 0.7 },
            { text: 'Ali di pollo', pieceGrams: 80, price: 0.5 },
            { text: 'Pollo intero', pieceGrams: 1600, price: 0.45 },
            { text: 'Fesa di tacchino a fette', pieceGrams: 90, price: 1.1 },
            { text: 'Arrosto di tacchino', price: 1.1 },
            { text: 'Spiedini di pollo', pieceGrams: 70, price: 1.1 },
            { text: 'Bocconcini di pollo', price: 0.9 },
          ],
          variants: ['', { text: 'allevato a terra', price: 1.15 }, { text: 'bio', price: 1.5 }],
          brands: ['Amadori Campi', 'Avicola Romagnola', 'Aia del Borgo', 'Pollo del Montefeltro'],
          price: [890, 1390],
          byWeight: { step: 100, maxKg: 3 },
          vat: '10',
          food: { nutrition: [110, 1.5, 0.4, 0, 0, 23, 0.15], ingredients: 'Carne di pollo.' },
          storage: meatStorage,
          recycling: RECYCLING.tray,
          keywords: 'carne bianca pollo tacchino',
        },
      ],
    },
    {
      id: '0204',
      description: 'Preparati e carni pronte',
      weight: 18,
      templates: [
        {
          items: [
            'Hamburger di bovino 2 pezzi',
            'Polpette di carne',
            'Cotolette di pollo impanate',
            'Involtini di tacchino',
            'Cordon bleu di pollo',
            'Salsiccia a rotella',
            'Burger di pollo e verdure',
            'Spiedini misti',
          ],
          formats: grams(200, 400),
          brands: [
            'Amadori Campi',
            'Aia del Borgo',
            'Macelleria Spesa Tradizione',
            'Carni del Frignano',
          ],
          price: [249, 449],
          vat: '10',
          food: {
            nutrition: [215, 13, 4.5, 7, 1, 17, 1.3],
            ingredients:
              'Carne (75%), pangrattato (farina di frumento, acqua, lievito, sale), sale, aromi naturali.',
            allergens: { contains: ['glutine'], mayContain: ['uova', 'latte', 'senape'] },
          },
          storage: STORAGE.fridge,
          recycling: RECYCLING.pet,
          keywords: 'carne pronta da cuocere secondo',
        },
      ],
    },
  ],
};
