import { colazioneDolce } from './colazione-dolce';
import { snackEIntegratori } from './colazione-snack';
import type { MainCategorySpec } from './types';

export const colazione: MainCategorySpec = {
  id: '08',
  description: 'COLAZIONE SNACK E INTEGRATORI',
  subcategories: [...colazioneDolce, ...snackEIntegratori],
};
