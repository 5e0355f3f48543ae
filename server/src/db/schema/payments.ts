import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cardBrands, paymentOperations, paymentOutcomes } from '@spesa/contracts';
import { users } from './accounts';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const PROVIDERS = ['sandbox'] as const;

/**
 * The customer's linked online card (spec 3, payment method), one at most: the provider's
 * token and what the page shows. Never the card number or the security code.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    token: text('token').notNull(),
    brand: text('brand', { enum: cardBrands }).notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('payment_methods_user_key').on(t.userId),
    check('payment_methods_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('payment_methods_expiry_check', sql`${t.expiryMonth} between 1 and 12`),
  ],
);

/**
 * Every payment operation, one row each, as the acquirer answered it. An audit log, written
 * before the acquirer is called (PENDING) so a retry with the same idempotency key finds it and
 * never authorises or captures twice. Cart and order are plain ids, not foreign keys: a row
 * outlives an order whose placing was rolled back (a declined or released pre-authorisation),
 * and writing it must never wait on the locks of the transaction placing the order.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    cartId: integer('cart_id'),
    orderId: integer('order_id'),
    /** The authorisation a capture, release or refund acts on. */
    parentId: integer('parent_id'),
    operation: text('operation', { enum: paymentOperations }).notNull(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    outcome: text('outcome', { enum: paymentOutcomes }).notNull().default('PENDING'),
    /** The acquirer's reason for a decline, e.g. INSUFFICIENT_FUNDS. */
    reason: text('reason'),
    /** An approved authorisation's end of life, as the acquirer said (issue 29: re-authorised before). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('payment_ledger_idempotency_key').on(t.idempotencyKey),
    index('payment_ledger_order_idx').on(t.orderId),
    index('payment_ledger_parent_idx').on(t.parentId),
    // The reconciler's search for holds no order took (hold-repository.ts).
    index('payment_ledger_unlinked_auth_idx')
      .on(t.cartId)
      .where(sql`${t.operation} = 'AUTHORISE' and ${t.orderId} is null`),
    check('payment_ledger_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/*
 * The sandbox acquirer's side: what a real acquirer keeps in its own systems. Separate
 * tables, no keys into the shop's: the shop only ever sees tokens and references.
 */

/** A boarding session: the page the shopper fills in, then the token it ends with. */
export const sandboxBoardings = pgTable('sandbox_boardings', {
  id: text('id').primaryKey(),
  customerRef: text('customer_ref').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status', { enum: ['PENDING', 'COMPLETED'] })
    .notNull()
    .default('PENDING'),
  cardToken: text('card_token'),
  verificationReference: text('verification_reference'),
  createdAt: stamp('created_at'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A boarded card: the acquirer's token and how the test card behaves, never its number. */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  customerRef: text('customer_ref').notNull(),
  brand: text('brand', { enum: cardBrands }).notNull(),
  lastFour: text('last_four').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  behaviour: text('behaviour', { enum: ['APPROVE', 'DECLINE_PAYMENTS'] }).notNull(),
  createdAt: stamp('created_at'),
});

/** Money held on a card: authorised, then captured (up to the amount), voided or refunded. */
export const sandboxAuthorisations = pgTable(
  'sandbox_authorisations',
  {
    reference: text('reference').primaryKey(),
    cardToken: text('card_token').notNull(),
    amountCents: integer('amount_cents').notNull(),
    capturedCents: integer('captured_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status', { enum: ['AUTHORISED', 'VOIDED', 'CAPTURED', 'DECLINED'] }).notNull(),
    reason: text('reason'),
    /** A hold lapses at this time (issue 29): capturing it after answers EXPIRED. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('sandbox_authorisations_card_idx').on(t.cardToken)],
);

/** The acquirer's idempotency: a request key answered once, its answer replayed after. */
export const sandboxRequests = pgTable('sandbox_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  operation: text('operation').notNull(),
  response: jsonb('response').notNull(),
  createdAt: stamp('created_at'),
});
