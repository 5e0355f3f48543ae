import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    description: text('description').notNull(),
    order: integer('sort_order').notNull(),
    /** The name as a search compares it, for the shelf bonus of a ranking. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('italian', spesa_unaccent(lower(description)))`),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const tags = pgTable('tags', {
  id: text('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export interface ProductInfoData {
  country: string | null;
  storage: string | null;
  nutrition: { name: string; value: string }[] | null;
  ingredients: string | null;
  allergens: { contains: string[]; mayContain: string[]; doesNotContain: string[] };
  recycling: string | null;
  animals: boolean;
}

/**
 * Quantities are integer thousandths of the unit (milli): 1000 is one piece or
 * one kilogram, 250 is a 0.25 kg step. Net content is integer grams or millilitres.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    barcode: text('barcode').notNull().unique(),
    ref: text('ref').notNull().unique(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    ownBrand: boolean('own_brand').notNull().default(false),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    um: text('um', { enum: ['KG', 'PZ'] }).notNull(),
    umStepMilli: integer('um_step_milli').notNull(),
    maxAmountMilli: integer('max_amount_milli').notNull(),
    netContent: integer('net_content'),
    netContentUnit: text('net_content_unit', { enum: ['G', 'ML'] }),
    pieceGrams: integer('piece_grams'),
    /**
     * A packet sold by number ('6 uova'): how many items, the net quantity of Reg. 1169/2011
     * Annex IX 1(e) where it has no weight or volume.
     */
    netCount: integer('net_count'),
    vatConfigurationId: text('vat_configuration_id').notNull(),
    /**
     * Issue 31, EU Reg. 1169/2011 art. 9: the legal name ('denominazione dell'alimento') and
     * the food business operator under whose name the food is marketed (art. 8), with its
     * address. Non-food products carry none of the food particulars.
     */
    legalName: text('legal_name'),
    operatorName: text('operator_name'),
    operatorAddress: text('operator_address'),
    food: boolean('food').notNull().default(true),
    /** Off sale: not listed, carts holding it find it unavailable at the next check. */
    active: boolean('active').notNull().default(true),
    imageKey: text('image_key').notNull(),
    imageCount: integer('image_count').notNull().default(1),
    /**
     * Issue 31: the SHA-256 of the product's uploaded photos in their order (product_photos
     * holds the bytes), kept with them in one transaction so a listing reads the photo's
     * address from the product row, with no join or per-product query. Empty: drawn pictures.
     */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuredRank: integer('featured_rank'),
    info: jsonb('info').$type<ProductInfoData>().notNull(),
    /** Extra words a shopper may search by (category names, synonyms). */
    keywords: text('keywords').notNull().default(''),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`spesa_search_text(description, brand, keywords)`),
    /**
     * Weighted for ranking: A the head noun (first word of the description), B the
     * rest of the description and the brand, C the keywords (department, shelf).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`spesa_search_vector(description, brand, keywords)`),
    /** The head noun as typed words are compared with it: 'Mele Golden' → 'mele'. */
    headWord: text('head_word')
      .notNull()
      .generatedAlwaysAs(sql`spesa_head_word(description)`),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    // Shelf order inside a category: a page walks it and stops, and the listing
    // counts read only this index, never the wide product rows.
    index('products_shelf_idx').on(t.categoryId, t.description, t.id),
    index('products_featured_idx').on(t.featuredRank),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * The distinct words of the catalogue's search text, kept by triggers on
 * products. Typos are corrected against these few thousand words instead of
 * comparing trigrams with every product. Words are never removed: a stale one
 * only costs a lookup.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** Products that brought the word in; breaks ties between equally close words. */
    ndoc: integer('ndoc').notNull(),
    /** The Italian stem ('mele' → 'mel'): a typed 'mela' is a word of the catalogue too. */
    stem: text('stem')
      .notNull()
      .generatedAlwaysAs(sql`spesa_stem(word)`),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_stem_idx').on(t.stem),
    // Completing a prefix ('prosc' → 'prosciutto') whatever the database's collation.
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_idx').on(t.tagId),
  ],
);

export const storeProducts = pgTable(
  'store_products',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    available: boolean('available').notNull().default(true),
    /**
     * Fresh produce or prepacked food with a short use-by: its offers are exempt from the
     * 30-day reference price (Codice del consumo art. 17-bis, comma 3).
     */
    perishable: boolean('perishable').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index('store_products_product_idx').on(t.productId),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null: every store */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    valueType: text('value_type', {
      enum: ['PERCENT', 'AMOUNT', 'FIXED_PRICE', 'UNKNOWN'],
    }).notNull(),
    /** basis points for PERCENT (2000 = 20%), cents for AMOUNT and FIXED_PRICE */
    value: integer('value').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    /** LAUNCH and BELOW_COST ('sottocosto') carry no 30-day reference price. */
    kind: text('kind', { enum: ['OFFER', 'LAUNCH', 'BELOW_COST'] })
      .notNull()
      .default('OFFER'),
  },
  (t) => [index('promotions_product_idx').on(t.productId, t.validTo)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  category: text('category').notNull().default('WEB'),
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  imageKey: text('image_key').notNull(),
  link: text('link'),
  sortOrder: integer('sort_order').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
});

/**
 * A store's own featured products, in rank order. A store with none shows the chain's list
 * (`products.featured_rank`).
 */
export const storeFeaturedProducts = pgTable(
  'store_featured_products',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] })],
);

/**
 * Read model of the listing totals: how many products each store sells per leaf
 * category, kept by triggers on store_products and products in the writing
 * transaction. A department page's total is then a sum of a few rows instead of
 * a count over the store (measured: 95 % of a cold listing's time).
 */
export const storeCategoryCounts = pgTable(
  'store_category_counts',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId] })],
);

/**
 * Read model of the shop search: per product only what a search matches, ranks, filters
 * and counts on, and the stores that sell it, copied by triggers on products and
 * store_products in the writing transaction (migration `0016_product-search`). A common
 * word's thousands of matches are then ranked and counted from narrow rows, with no
 * probe of store_products per match.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    ownBrand: boolean('own_brand').notNull(),
    headWord: text('head_word').notNull(),
    description: text('description').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    storeIds: integer('store_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Orders of the last 90 days holding the product (issue 27.6: what shoppers buy ranks
     * among equals). Counted by a periodic job (`search/purchase-counts.ts`), not by the
     * order's transaction: a popular product's row would otherwise serialise every order.
     */
    purchases: integer('purchases').notNull().default(0),
  },
  (t) => [
    index('product_search_vector_idx').using('gin', t.searchVector),
    // Suggestions while typing: the plainest products named by a word, read in order and
    // stopped. On the read model, so the walk tests the store and ranks (shelf, purchases)
    // from the row it reads, without a probe of store_products and product_search per name.
    index('product_search_head_word_idx').on(
      t.headWord,
      sql`length(${t.description})`,
      t.description,
      t.id,
    ),
  ],
);
