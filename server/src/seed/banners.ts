import type { DbOrTx } from '../db/client';
import { banners } from '../db/schema';
import { addDays } from './dates';
import type { SeededStore } from './stores';

/**
 * Home-page carousel: most banners for every store, two for one store only, and one
 * that ended last week (it must not show).
 */
export function bannerRows(
  today: Date,
  stores: readonly SeededStore[],
): (typeof banners.$inferInsert)[] {
  const fishCounter = stores.find((s) => s.spec.departments.includes('pesc'));
  const drive = stores.find((s) => s.spec.modes.includes('DRIVE') && s !== fishCounter);
  return [
    {
      title: 'Le offerte della settimana',
      imageKey: 'offerte-settimana',
      link: '/search?onlyPromotions=true',
      sortOrder: 1,
      validFrom: addDays(today, -3),
      validTo: addDays(today, 11),
    },
    {
      title: 'La spesa a casa tua, quando vuoi tu',
      imageKey: 'spesa-a-casa',
      link: '/cart/create',
      sortOrder: 2,
    },
    {
      title: 'Frutta di stagione, ogni giorno fresca',
      imageKey: 'frutta-estate',
      link: null,
      sortOrder: 3,
    },
    {
      title: 'Marchio Spesa: qualità della cooperativa al giusto prezzo',
      imageKey: 'marchio-spesa',
      link: '/search?onlyBranded=true',
      sortOrder: 4,
    },
    {
      title: 'Il meglio del biologico',
      imageKey: 'bio',
      link: '/category/tag?tag=Bio',
      sortOrder: 5,
    },
    ...(fishCounter
      ? [
          {
            title: 'Nuovo banco pescheria: pesce fresco dell’Adriatico',
            imageKey: 'pescheria',
            link: '/stores',
            sortOrder: 6,
            storeId: fishCounter.id,
          },
        ]
      : []),
    ...(drive
      ? [
          {
            title: 'Ritiro Drive: ordina online, ritira senza scendere',
            imageKey: 'ritiro-drive',
            link: '/cart/create',
            sortOrder: 7,
            storeId: drive.id,
          },
        ]
      : []),
    {
      title: 'Saldi di primavera',
      imageKey: 'offerte-primavera',
      link: '/search?onlyPromotions=true',
      sortOrder: 8,
      validFrom: addDays(today, -30),
      validTo: addDays(today, -7),
    },
  ];
}

export async function seedBanners(
  db: DbOrTx,
  today: Date,
  stores: readonly SeededStore[],
): Promise<number> {
  const rows = bannerRows(today, stores);
  await db.insert(banners).values(rows);
  return rows.length;
}
