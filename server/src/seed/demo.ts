import { seedSearchSynonyms } from './search-synonyms';
import { productTags, promotions } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { seedBanners } from './banners';
import { seedCategories } from './categories';
import { inChunks } from './chunked-insert';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoStaff } from './demo-staff';
import { seedDeliveryModes } from './delivery-modes';
import { seedGeography, type GeographySummary } from './geography';
import { seedKnownStreets } from './known-streets';
import { seedLoyaltyCards } from './loyalty-cards';
import { insertProducts } from './product-insert';
import { DEFAULT_PRODUCTS, generateProducts } from './products';
import { seedPriceHistory } from './price-history';
import { generatePromotions } from './promotions';
import { insertStoreShelf, storeShelf } from './store-products';
import { seedSlots } from './slots';
import { seedDemoSmartLists } from './smart-lists';
import { seedStoreFees } from './store-fees';
import { seedStores } from './stores';
import { seedTags } from './tags';

export interface SeedSummary extends GeographySummary {
  deliveryModes: number;
  categories: number;
  tags: number;
  products: number;
  productTags: number;
  stores: number;
  storeServiceAreas: number;
  storeFees: number;
  storeProducts: number;
  promotions: number;
  banners: number;
  slotTemplates: number;
  loyaltyCards: number;
  customers: number;
}

/** Refs are 'R' and six digits. */
export const MAX_PRODUCTS = 899_999;

/**
 * Fills an empty, migrated database with the demo shop. Same call, same rows:
 * only promotion, banner and special-opening dates follow `today`. One transaction,
 * so a failure leaves the database empty rather than half seeded.
 */
export async function seedDemo(
  db: DbOrTx,
  opts: { today: Date; products?: number },
): Promise<SeedSummary> {
  const count = opts.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PRODUCTS) {
    throw new Error(`products must be an integer between 1 and ${MAX_PRODUCTS}, got ${count}`);
  }
  const catalogue = generateProducts(count);
  return db.transaction(async (tx) => {
    const geography = await seedGeography(tx);
    const deliveryModes = await seedDeliveryModes(tx);
    const categories = await seedCategories(tx);
    const tags = await seedTags(tx);
    const { stores, serviceAreas } = await seedStores(tx, opts.today);
    const storeFees = await seedStoreFees(tx, stores);
    const slotTemplates = await seedSlots(tx, stores, opts.today);
    await seedKnownStreets(tx);
    const cards = await seedLoyaltyCards(tx, opts.today);
    const customers = await seedDemoCustomers(tx, cards, opts.today);
    await seedDemoStaff(tx, stores);

    const idByRef = await insertProducts(
      tx,
      catalogue.map((p) => p.row),
    );
    const priced = catalogue.map((p) => {
      const productId = idByRef.get(p.row.ref);
      if (productId === undefined) throw new Error(`product ${p.row.ref} came back without an id`);
      return { productId, basePriceCents: p.basePriceCents, tags: p.tags };
    });

    const tagRows = priced.flatMap((p) =>
      p.tags.map((tagId) => ({ productId: p.productId, tagId })),
    );
    await inChunks(tagRows, 5000, (chunk) => tx.insert(productTags).values(chunk));

    let storeProducts = 0;
    for (const { id, spec } of stores) {
      const shelf = storeShelf(
        { storeId: id, priceLevel: spec.priceLevel, partialRange: spec.partialRange ?? false },
        priced,
      );
      await insertStoreShelf(tx, id, shelf);
      storeProducts += shelf.productIds.length;
    }

    const promotionRows = generatePromotions(
      priced,
      stores.map((s) => s.id),
      opts.today,
    );
    await inChunks(promotionRows, 5000, (chunk) => tx.insert(promotions).values(chunk));
    await seedPriceHistory(tx, opts.today);
    const banners = await seedBanners(tx, opts.today, stores);
    await seedDemoSmartLists(tx);
    await seedSearchSynonyms(tx);

    return {
      ...geography,
      deliveryModes,
      categories,
      tags,
      products: catalogue.length,
      productTags: tagRows.length,
      stores: stores.length,
      storeServiceAreas: serviceAreas,
      storeFees,
      storeProducts,
      promotions: promotionRows.length,
      banners,
      slotTemplates,
      loyaltyCards: cards.length,
      customers,
    };
  });
}
