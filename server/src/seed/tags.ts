import type { DbOrTx } from '../db/client';
import { tags } from '../db/schema';

export const TAGS = [
  { id: 'Bio', description: 'Bio', sortOrder: 1 },
  { id: 'Senza_glutine', description: 'Senza glutine', sortOrder: 2 },
  { id: 'Senza_lattosio', description: 'Senza lattosio', sortOrder: 3 },
  { id: 'Benessere', description: 'Benessere', sortOrder: 4 },
  { id: 'Vegano', description: 'Vegano', sortOrder: 5 },
  { id: 'Territorio', description: 'Territorio', sortOrder: 6 },
] as const;

export type TagId = (typeof TAGS)[number]['id'];

export async function seedTags(db: DbOrTx): Promise<number> {
  await db.insert(tags).values([...TAGS]);
  return TAGS.length;
}
