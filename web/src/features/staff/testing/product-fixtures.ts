import type { Category, StaffProductDetail } from '@spesa/contracts';

export const EDITED_BARCODE = '8001234567890';

export function makeProductDetail(
  master: Partial<StaffProductDetail['master']> = {},
): StaffProductDetail {
  return {
    master: {
      barcode: EDITED_BARCODE,
      description: 'Savoiardi 400 g',
      brand: 'Vicenzi',
      ownBrand: false,
      legalName: 'Biscotti savoiardi',
      netQuantity: 400,
      netQuantityUnit: 'G',
      categoryId: '0301',
      unit: 'PZ',
      umStep: 1,
      maxAmount: 10,
      vat: '10',
      tags: [],
      food: true,
      operatorName: 'Vicenzi S.p.A.',
      operatorAddress: 'Via Forte Garofolo 1, San Giovanni Lupatoto (VR)',
      country: 'Italia',
      storage: 'Conservare in luogo fresco e asciutto',
      ingredients: 'Farina di _frumento_, zucchero, _uova_',
      allergensContains: ['glutine', 'uova'],
      allergensMayContain: [],
      nutrition: {
        energyKcal: 390,
        fat: 4,
        saturatedFat: 1.2,
        carbohydrates: 80,
        sugars: 40,
        fibre: null,
        proteins: 9,
        salt: 0.3,
      },
      recycling: 'Sacchetto: plastica',
      ...master,
    },
    active: true,
    missing: [],
    history: [],
  };
}

export function makeCategories(): Category[] {
  return [
    {
      id: '03',
      description: 'Dolci e colazione',
      order: 2,
      items: [
        { id: '0301', description: 'Biscotti', order: 1, items: [] },
        { id: '0302', description: 'Merendine', order: 2, items: [] },
      ],
    },
    {
      id: '01',
      description: 'Frutta e verdura',
      order: 1,
      items: [{ id: '0101', description: 'Frutta', order: 1, items: [] }],
    },
  ];
}
