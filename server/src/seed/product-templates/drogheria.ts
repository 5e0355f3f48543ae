import { pastaRisoFarine } from './drogheria-pasta-riso';
import { dispensa } from './drogheria-dispensa';
import type { MainCategorySpec } from './types';

export const drogheria: MainCategorySpec = {
  id: '03',
  description: 'DROGHERIA ALIMENTARE',
  subcategories: [...pastaRisoFarine, ...dispensa],
};
