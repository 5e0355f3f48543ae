import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AddressInputParsed } from '@spesa/contracts';
import { stores } from './stores';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The cooperative's loyalty-card registry: members known before any online account. */
export const loyaltyCards = pgTable('loyalty_cards', {
  code: text('code').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  gender: text('gender', { enum: ['MALE', 'FEMALE'] }),
  ssnCode: text('ssn_code'),
  mobilePhone: text('mobile_phone'),
  birthNationId: text('birth_nation_id'),
  birthCountyId: text('birth_county_id'),
  birthCityId: text('birth_city_id'),
  /** The member's address in the registry; it becomes the account's registration address. */
  address: jsonb('address').$type<AddressInputParsed>(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; the username is the e-mail. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['PENDING', 'ACTIVE'] })
      .notNull()
      .default('PENDING'),
    /**
     * Null for an account opened with spec 7's short signup (username, password, consents):
     * the customer fills them in on /profile, and checkout asks for the names an order needs.
     */
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }),
    birthNationId: text('birth_nation_id'),
    birthNation: text('birth_nation'),
    birthCountyId: text('birth_county_id'),
    birthCounty: text('birth_county'),
    birthCityId: text('birth_city_id'),
    birthCity: text('birth_city'),
    mobilePhone: text('mobile_phone'),
    homePhone: text('home_phone'),
    ssnCode: text('ssn_code'),
    cardCode: text('card_code').references(() => loyaltyCards.code),
    language: text('language', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    accept1: boolean('accept1').notNull(),
    accept2: boolean('accept2').notNull(),
    accept3: boolean('accept3').notNull().default(false),
    accept4: boolean('accept4').notNull().default(false),
    /** Not read: User.attrib1 follows the linked enabled card (accounts/user-mapper.ts). */
    attrib1: text('attrib1'),
    defaultStoreId: integer('default_store_id').references(() => stores.id),
    /**
     * Issue 29: priority places (over 75, disability, carers' constraints). The customer asks
     * from the profile (REQUESTED, with a reason); staff grant it or mark the account directly.
     */
    priorityStatus: text('priority_status', { enum: ['NONE', 'REQUESTED', 'GRANTED'] })
      .notNull()
      .default('NONE'),
    priorityReason: text('priority_reason'),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // One account per loyalty card: the database, not a read-then-write, enforces it.
    uniqueIndex('users_card_key').on(t.cardCode),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * COOKIE: the web app's session cookie. BEARER: a token handed to another program by
     * POST /cli/profiles/login (issue 18). Each is accepted only the way it was handed out.
     */
    kind: text('kind', { enum: ['COOKIE', 'BEARER'] })
      .notNull()
      .default('COOKIE'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAt)],
);

/** Single-use links sent by mail: activation and password reset. Only the hash is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['ACTIVATION', 'PASSWORD_RESET'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    streetNumber: text('street_number').notNull(),
    city: text('city').notNull(),
    cityId: text('city_id').notNull(),
    county: text('county').notNull(),
    countyId: text('county_id').notNull(),
    state: text('state'),
    zip: text('zip').notNull(),
    nation: text('nation').notNull(),
    nationId: text('nation_id').notNull(),
    fromRemote: boolean('from_remote').notNull().default(false),
    foreignNation: boolean('foreign_nation').notNull().default(false),
    foreignCity: boolean('foreign_city').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId),
    uniqueIndex('shipping_addresses_registration_key')
      .on(t.userId)
      .where(sql`${t.fromRemote}`),
  ],
);

export const billingAddresses = pgTable(
  'billing_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vatCode: text('vat_code').notNull(),
    ssnCode: text('ssn_code'),
    companyName: text('company_name').notNull(),
    phone: text('phone').notNull(),
    fax: text('fax'),
    pec: text('pec'),
    recipientCode: text('recipient_code'),
    address: text('address').notNull(),
    streetNumber: text('street_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    nation: text('nation').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_addresses_user_idx').on(t.userId)],
);

/** Street names seen in a town (store addresses, saved addresses): suggestions, never a rule. */
export const knownStreets = pgTable(
  'known_streets',
  {
    nationId: text('nation_id').notNull(),
    cityKey: text('city_key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nationId, t.cityKey, t.name] })],
);

/** Every mail the shop sends; without SMTP_URL this is the outbox the demo page lists. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /**
     * What the mail announces, for mails sent once per event ('order:42:confirmed'): the
     * unique index turns a second write of the same event (a retried transition, a second
     * process) into nothing. Null for mails a person asks for again (activation, reset).
     */
    eventKey: text('event_key'),
  },
  (t) => [uniqueIndex('mail_outbox_event_key').on(t.eventKey)],
);

export const profileDeleteRequests = pgTable(
  'profile_delete_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'DONE', 'REFUSED'] })
      .notNull()
      .default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_delete_requests_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Fixed-window counters shared by every server process (login and reset throttling). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
