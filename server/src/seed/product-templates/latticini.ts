import { latteEFormaggi } from './latticini-latte-formaggi';
import { salumi } from './latticini-salumi';
import type { MainCategorySpec } from './types';

export const latticini: MainCategorySpec = {
  id: '06',
  description: 'LATTICINI SALUMI E FORMAGGI',
  subcategories: [...latteEFormaggi, ...salumi],
};
