import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderStatuses, type BillingAddress } from '@spesa/contracts';
import { billingAddresses, shippingAddresses, users } from './accounts';
import { carts } from './carts';
import { products } from './catalogue';
import { slotInstances } from './slots';
import { staff } from './staff';
import { deliveryModes, stores } from './stores';

/** The billing address copied into an order as its row was (numeric id). */
type BillingAddressSnapshot = Omit<BillingAddress, 'id'> & { id: number };

const MODES = ['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED'] as const;
const PAYMENT_MODES = ['CASH', 'BANCOMAT', 'CREDIT_CARD', 'ONLINE_CARD'] as const;
const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => integer(name).notNull();

/**
 * A placed order: a snapshot of its cart's money, contact and invoice data at the freeze, so
 * later price or address edits never change it. One order per cart (orders_cart_key): a
 * retried freeze of the same cart meets the index instead of making a second order. `code`
 * is the number shown to the customer, from its own identity sequence.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: integer('code').notNull().generatedByDefaultAsIdentity({ startWith: 100001 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    mode: text('mode', { enum: MODES })
      .notNull()
      .references(() => deliveryModes.id),
    slotInstanceId: integer('slot_instance_id')
      .notNull()
      .references(() => slotInstances.id),
    /** The slot's date, kept beside it for the history list. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('TO_BE_PREPARED'),
    title: text('title'),
    itemsCount: integer('items_count').notNull(),
    totalCents: cents('total_cents'),
    netTotalCents: cents('net_total_cents'),
    deliveryFeeCents: cents('delivery_fee_cents'),
    bagsCount: integer('bags_count').notNull(),
    bagsCents: cents('bags_cents'),
    totalToPayCents: cents('total_to_pay_cents'),
    /** Filled by the store once prepared (spec 3, operatorCart and totals). */
    operatorTotalCents: integer('operator_total_cents'),
    operatorNetTotalCents: integer('operator_net_total_cents'),
    operatorTotalToPayCents: integer('operator_total_to_pay_cents'),
    operatorItemsCount: integer('operator_items_count'),
    purchaseTotalCents: integer('purchase_total_cents'),
    receiptTotalCents: integer('receipt_total_cents'),
    payed: boolean('payed').notNull().default(false),
    paymentMode: text('payment_mode', { enum: PAYMENT_MODES }).notNull(),
    contactEmail: text('contact_email').notNull(),
    contactMobilePhone: text('contact_mobile_phone').notNull(),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    loyaltyCard: text('loyalty_card'),
    shippingAddressId: integer('shipping_address_id').references(() => shippingAddresses.id, {
      onDelete: 'set null',
    }),
    /** The delivery address as it read at the freeze (AT_HOME), e.g. 'Via Rizzoli 1, 40125 Bologna (BO)'. */
    addressDescription: text('address_description'),
    invoice: boolean('invoice').notNull().default(false),
    billingAddressId: integer('billing_address_id').references(() => billingAddresses.id, {
      onDelete: 'set null',
    }),
    billingAddress: jsonb('billing_address').$type<BillingAddressSnapshot>(),
    enableProductsReplacement: boolean('enable_products_replacement').notNull(),
    notes: text('notes'),
    integrationNotes: text('integration_notes'),
    /** Issue 29: 1 as placed, one more for each change the customer confirmed (order-versions). */
    version: integer('version').notNull().default(1),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('orders_cart_key').on(t.cartId),
    uniqueIndex('orders_code_key').on(t.code),
    index('orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_slot_idx').on(t.slotInstanceId),
    // The store's order queue reads a store's orders of a day.
    index('orders_store_day_idx').on(t.storeId, t.deliveryDate),
    check(
      'orders_money_check',
      sql`${t.totalCents} >= 0 and ${t.netTotalCents} >= 0 and ${t.deliveryFeeCents} >= 0
        and ${t.bagsCents} >= 0 and ${t.totalToPayCents} >= 0`,
    ),
    check('orders_invoice_check', sql`not ${t.invoice} or ${t.billingAddress} is not null`),
  ],
);

/**
 * The order's lines as they were bought: product data and prices copied, so the history reads
 * the same after the catalogue changes. Quantities in thousandths, money in cents.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    barcode: text('barcode').notNull(),
    ref: text('ref').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id').notNull(),
    um: text('um', { enum: ['KG', 'PZ'] }).notNull(),
    umStepMilli: integer('um_step_milli').notNull(),
    quantityMilli: integer('quantity_milli').notNull(),
    priceCents: cents('price_cents'),
    netPriceCents: cents('net_price_cents'),
    rowNetCents: cents('row_net_cents'),
    vatConfigurationId: text('vat_configuration_id').notNull(),
    /** What the store picked and charged, once prepared. */
    operatorQuantityMilli: integer('operator_quantity_milli'),
    operatorTotalCents: integer('operator_total_cents'),
    /** How the store handled an ordered line; null until it does. */
    pickStatus: text('pick_status', { enum: ['PICKED', 'UNAVAILABLE', 'SUBSTITUTED'] }),
    /**
     * Set on a line the store added in place of an ordered one (the customer allowed
     * substitutions): it is a prepared item, never an ordered one.
     */
    substitutesItemId: integer('substitutes_item_id').references((): AnyPgColumn => orderItems.id, {
      onDelete: 'cascade',
    }),
    /** Issue 30, on an ordered line: its own preference at the order (null: the order's yes/no). */
    substitutionChoice: text('substitution_choice', { enum: ['NONE', 'SIMILAR', 'PRODUCT'] }),
    /** The product named by a PRODUCT choice, copied like the line's own barcode. */
    substituteBarcode: text('substitute_barcode'),
    substituteDescription: text('substitute_description'),
    /** On a substitute: the customer refused it at handover, so it is not charged. */
    refused: boolean('refused').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    uniqueIndex('order_items_substitute_key').on(t.substitutesItemId),
    check('order_items_quantity_check', sql`${t.quantityMilli} > 0`),
  ],
);

/** Every status an order went through, with who moved it: the abort rule and support read it. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    changedBy: text('changed_by', { enum: ['CUSTOMER', 'OPERATOR', 'SYSTEM'] }).notNull(),
    /** The staff member behind an OPERATOR change. */
    staffId: integer('staff_id').references(() => staff.id),
    changedAt: stamp('changed_at'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.changedAt)],
);
