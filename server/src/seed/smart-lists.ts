import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { favorites, products, smartListItems, smartLists, users } from '../db/schema';

type Line = { product: string; amount: number } | { custom: string; amount: number };

interface DemoLists {
  email: string;
  list: { title: string; lines: readonly Line[] };
  /** Product descriptions, the favourite added last first. */
  favorites: readonly string[];
}

/**
 * A list and a couple of favourites for each demo customer. Products are named by description
 * (the first by ref when brands share one), so the rows only depend on the generated catalogue;
 * a description a smaller catalogue lacks is left out. Amounts are in the product's unit:
 * kilograms for the weighed ones, a whole number of their umStep.
 */
export const DEMO_SMART_LISTS: readonly DemoLists[] = [
  {
    email: 'demo@spesa.it',
    list: {
      title: 'Spesa della settimana',
      lines: [
        { product: 'Pomodori pelati 400 g', amount: 4 },
        { product: 'Biscotti al latte 700 g', amount: 1 },
        { product: 'Prosciutto di Parma DOP 150 g', amount: 2 },
        { product: 'Pomodori ramati bio', amount: 1 },
        { custom: 'Pane fresco dal forno', amount: 1 },
      ],
    },
    favorites: [
      'Olio extra vergine di oliva 100% italiano bio 500 ml',
      'Tortellini alla bolognese bio 250 g',
    ],
  },
  {
    email: 'demo2@spesa.it',
    list: {
      title: 'Cena con amici',
      lines: [
        { product: 'Sangiovese di Romagna DOC Superiore bio 750 ml', amount: 2 },
        { product: 'Tortellini alla bolognese bio 250 g', amount: 3 },
        { product: 'Filetto di merluzzo', amount: 1 },
        { custom: 'Fiori per la tavola', amount: 1 },
      ],
    },
    favorites: ['Tè nero classico bio 20 filtri', 'Hummus di ceci 600 g'],
  },
];

async function productIds(db: DbOrTx, descriptions: readonly string[]) {
  const rows = await db
    .select({ id: products.id, description: products.description })
    .from(products)
    .where(inArray(products.description, [...descriptions]))
    .orderBy(asc(products.ref));
  const ids = new Map<string, number>();
  for (const r of rows) if (!ids.has(r.description)) ids.set(r.description, r.id);
  return ids;
}

async function seedFor(db: DbOrTx, demo: DemoLists, userId: number): Promise<void> {
  const named = demo.list.lines.flatMap((l) => ('product' in l ? [l.product] : []));
  const ids = await productIds(db, [...named, ...demo.favorites]);
  const [list] = await db
    .insert(smartLists)
    .values({ userId, title: demo.list.title })
    .returning({ id: smartLists.id });
  if (!list) throw new Error(`demo list of ${demo.email} came back without an id`);
  const lines = demo.list.lines.flatMap((l): (typeof smartListItems.$inferInsert)[] => {
    const quantityMilli = l.amount * 1000;
    if ('custom' in l) return [{ listId: list.id, customDescription: l.custom, quantityMilli }];
    const productId = ids.get(l.product);
    return productId === undefined ? [] : [{ listId: list.id, productId, quantityMilli }];
  });
  if (lines.length > 0) await db.insert(smartListItems).values(lines);
  // Minutes apart, oldest first, so that the first named is the newest and is shown first.
  const favs = [...demo.favorites].reverse().flatMap((d, i) => {
    const productId = ids.get(d);
    const createdAt = new Date(Date.UTC(2026, 0, 1, 9, i));
    return productId === undefined ? [] : [{ userId, productId, createdAt }];
  });
  if (favs.length > 0) await db.insert(favorites).values(favs);
}

/** Seeds the demo customers' lists and favourites; answers how many lists. */
export async function seedDemoSmartLists(db: DbOrTx): Promise<number> {
  for (const demo of DEMO_SMART_LISTS) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (!user) throw new Error(`no demo customer ${demo.email}`);
    await seedFor(db, demo, user.id);
  }
  return DEMO_SMART_LISTS.length;
}
