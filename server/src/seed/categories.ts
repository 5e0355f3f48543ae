import type { DbOrTx } from '../db/client';
import { categories } from '../db/schema';
import { bevande } from './product-templates/bevande';
import { carni } from './product-templates/carni';
import { colazione } from './product-templates/colazione';
import { curacasa } from './product-templates/curacasa';
import { curapersona } from './product-templates/curapersona';
import { drogheria } from './product-templates/drogheria';
import { elettronica } from './product-templates/elettronica';
import { extralimentare } from './product-templates/extralimentare';
import { freddo } from './product-templates/freddo';
import { fresco } from './product-templates/fresco';
import { latticini } from './product-templates/latticini';
import { nessunaClassificazione } from './product-templates/nessuna-classificazione';
import { ortofrutta } from './product-templates/ortofrutta';
import { pesce } from './product-templates/pesce';
import { petcare } from './product-templates/petcare';
import { ricorrenze } from './product-templates/ricorrenze';
import type { MainCategorySpec } from './product-templates/types';

/** The sixteen departments the web shop knows by description (it picks their icons by it). */
export const MAIN_CATEGORIES: readonly MainCategorySpec[] = [
  ortofrutta,
  carni,
  drogheria,
  bevande,
  extralimentare,
  latticini,
  fresco,
  colazione,
  freddo,
  pesce,
  curapersona,
  curacasa,
  petcare,
  elettronica,
  ricorrenze,
  nessunaClassificazione,
];

export function categoryRows(): (typeof categories.$inferInsert)[] {
  return MAIN_CATEGORIES.flatMap((main, i) => [
    { id: main.id, parentId: null, description: main.description, order: i + 1 },
    ...main.subcategories.map((sub, j) => ({
      id: sub.id,
      parentId: main.id,
      description: sub.description,
      order: j + 1,
    })),
  ]);
}

export async function seedCategories(db: DbOrTx): Promise<number> {
  const rows = categoryRows();
  await db.insert(categories).values(rows);
  return rows.length;
}
