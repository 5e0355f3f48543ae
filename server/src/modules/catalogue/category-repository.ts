import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, tags } from '../../db/schema';

export interface CategoryRecord {
  id: string;
  parentId: string | null;
  description: string;
  order: number;
}

export async function allCategories(db: DbOrTx): Promise<CategoryRecord[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      description: categories.description,
      order: categories.order,
    })
    .from(categories)
    .orderBy(asc(categories.order), asc(categories.id));
}

export async function allTags(db: DbOrTx): Promise<{ id: string; description: string }[]> {
  return db
    .select({ id: tags.id, description: tags.description })
    .from(tags)
    .orderBy(asc(tags.sortOrder), asc(tags.id));
}
