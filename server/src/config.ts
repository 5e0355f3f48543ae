import path from 'node:path';
import type { WebConfiguration } from '@spesa/contracts';
import { z } from 'zod';
import { faultPoints, type FaultPoint } from './fault-injection';
import { HASH_COST_RANGE, PRODUCTION_HASH_COST } from './modules/accounts/password-hash';
import { InvoiceEnvSchema, invoiceConfigOf, type InvoiceConfig } from './invoice-config';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A Leaflet tile template, or 'none' for a map without tiles (browser tests, offline). */
const tileUrl = z
  .string()
  .trim()
  .default(OSM_TILES)
  .refine(
    (v) =>
      v === 'none' ||
      (/^https?:\/\/\S+$/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
    "must be an http(s) URL template with {z}, {x} and {y}, or 'none'",
  )
  .transform((v) => (v === 'none' ? null : v));

const origin = z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin);

const pgUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: pgUrl.optional(),
  /** Migrations, the demo seed and pg-boss's schema: straight to the primary, past a pooler. */
  DATABASE_DIRECT_URL: pgUrl.optional(),
  /** Read replicas for the guest catalogue reads, comma-separated (docs/deployment.md). */
  DATABASE_REPLICA_URLS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const item of list) {
        if (!pgUrl.safeParse(item).success) {
          ctx.addIssue({ code: 'custom', message: 'each must be a postgres:// URL' });
          return z.NEVER;
        }
      }
      return list;
    }),
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  PUBLIC_ORIGIN: origin.optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const out: string[] = [];
      for (const item of list) {
        const parsed = origin.safeParse(item);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `'${item}' is not an http(s) origin` });
          return z.NEVER;
        }
        out.push(parsed.data);
      }
      return out;
    }),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_DIST: z.string().optional(),
  /** Server-drawn first screens (issue 15): on unless 'off'. */
  FIRST_PAINT: z.enum(['on', 'off']).default('on'),
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  FEATURE_SMART_LISTS: flag('false'),
  /** Unset: on for the demo shop (its test cards are tried there, issue 28), else off (spec 1). */
  FEATURE_SAVED_PAYMENTS: z.enum(['true', 'false']).optional(),
  FEATURE_STATE_DROPDOWN: flag('false'),
  FEATURE_CART_LISTS: flag('false'),
  MAP_TILE_URL: tileUrl,
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  STORES_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DEFAULT_STATE_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null),
  ECOMMERCE_ENABLED: flag('true'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  TRUST_PROXY: flag('false'),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SPESA_FAULT: z.enum(faultPoints).optional(),
  SPESA_FAST_JOBS: flag('false'),
  OUTBOX_PAGE: z.enum(['loopback', 'everyone', 'off']).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Spesa <no-reply@spesa.local>'),
  SIGNUPS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(HASH_COST_RANGE.min)
    .max(HASH_COST_RANGE.max)
    .default(PRODUCTION_HASH_COST),
  /** Issue 31: the largest product photo accepted, in bytes (8 MiB by default). */
  PHOTO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(64 * 1024 * 1024)
    .default(8 * 1024 * 1024),
  /** Issue 31: the most pixels a photo may declare (50 megapixels); past it, a likely bomb. */
  PHOTO_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_000_000).default(50_000_000),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The database settings past DATABASE_URL (docs/deployment.md): the direct URL migrations
   * use behind a pooler, the read replicas, how far one may lag, and the pooler's mode.
   */
  database: {
    directUrl: string | undefined;
    replicaUrls: string[];
    replicaMaxLagMs: number;
    poolMode: 'session' | 'transaction';
  };
  /**
   * Where every mailed link points: PUBLIC_ORIGIN, else the listen address (localhost for a
   * wildcard HOST). Never the request's Host header, which a client can forge.
   */
  publicOrigin: string;
  /** True when PUBLIC_ORIGIN was set: then it is the only origin the shop answers writes from. */
  publicOriginSet: boolean;
  corsOrigins: string[];
  logLevel: (typeof logLevels)[number];
  webDist: string;
  /** Whether navigations to the first screens get the screen drawn in their HTML. */
  firstPaint: boolean;
  /** Load the demo shop into an empty database at start. */
  demoData: boolean;
  /** Without an SMTP URL, mails stay in the database outbox the demo page lists. */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Who may read the demo mailbox at /outbox (every customer's live links): clients on this
   * machine only, everyone, or nobody (null: the default, and always so in production).
   */
  outboxPage: 'loopback' | 'everyone' | null;
  sessionTtlHours: number;
  /** log2 of scrypt's N for new password hashes (password-hash.ts reads the same variable). */
  passwordHashCost: number;
  /** Signups one client address may make per hour (each hashes a password and sends a mail). */
  signupsPerAddressHour: number;
  /** Behind a reverse proxy: client address and protocol come from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** Session cookies are Secure when the shop is served over HTTPS. */
  secureCookies: boolean;
  /**
   * The acquirer of online card payments; null switches them off (no ONLINE_CARD mode, no
   * card boarding). The built-in sandbox takes only documented test cards.
   */
  paymentProvider: 'sandbox' | null;
  /** Tests only: where the server kills itself mid-payment (SPESA_FAULT); null in production. */
  fault: FaultPoint | null;
  /** Tests only: job timings of seconds (SPESA_FAST_JOBS, see jobs/queues.ts); false in production. */
  fastJobs: boolean;
  /** Issue 31: upload limits of product photos (size of the file, pixels it declares). */
  photos: { maxBytes: number; maxPixels: number };
  /** The seller of the FatturaPA invoices and the SdI adapter (issue 32). */
  invoices: InvoiceConfig;
  /** What the web app reads at start from /cli/configuration/web. */
  web: WebConfiguration;
}

export class ConfigError extends Error {}

/** The origin a default start serves: the listen address, localhost when it is a wildcard. */
function listenOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** Reads and validates the environment; a bad value fails start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.extend(InvoiceEnvSchema.shape).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) =>
        `  ${i.path.join('.') || '(env)'}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Mailed links must not depend on a guess: production names its origin.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN)
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_ORIGIN: required in production (the https origin mailed links point to)',
    );
  if (e.NODE_ENV === 'production' && e.OUTBOX_PAGE && e.OUTBOX_PAGE !== 'off')
    throw new ConfigError(
      'Invalid configuration:\n  OUTBOX_PAGE: the demo mailbox cannot be served in production',
    );
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST < PRODUCTION_HASH_COST)
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_COST: at least ${PRODUCTION_HASH_COST} in production (scrypt's N is 2 to that power)`,
    );
  // Off unless asked for: behind a proxy on the same host every visitor would be loopback.
  const outboxPage = e.OUTBOX_PAGE ?? 'off';
  const demoData = e.DEMO_DATA ? e.DEMO_DATA === 'true' : e.NODE_ENV !== 'production';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    database: {
      directUrl: e.DATABASE_DIRECT_URL,
      replicaUrls: e.DATABASE_REPLICA_URLS,
      replicaMaxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS,
      poolMode: e.DATABASE_POOL_MODE,
    },
    publicOrigin: e.PUBLIC_ORIGIN ?? listenOrigin(e.HOST, e.PORT),
    publicOriginSet: e.PUBLIC_ORIGIN !== undefined,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    outboxPage: outboxPage === 'off' ? null : outboxPage,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    signupsPerAddressHour: e.SIGNUPS_PER_ADDRESS_HOUR,
    passwordHashCost: e.PASSWORD_HASH_COST,
    trustProxy: e.TRUST_PROXY,
    secureCookies: e.PUBLIC_ORIGIN?.startsWith('https:') ?? false,
    // The sandbox takes test cards only: a production shop has none until an acquirer is set.
    paymentProvider:
      (e.PAYMENT_PROVIDER ?? (e.NODE_ENV === 'production' ? 'none' : 'sandbox')) === 'none'
        ? null
        : 'sandbox',
    fault: e.NODE_ENV === 'production' ? null : (e.SPESA_FAULT ?? null),
    fastJobs: e.NODE_ENV !== 'production' && e.SPESA_FAST_JOBS,
    demoData,
    photos: { maxBytes: e.PHOTO_MAX_BYTES, maxPixels: e.PHOTO_MAX_PIXELS },
    invoices: invoiceConfigOf(e),
    web: {
      features: {
        smartLists: e.FEATURE_SMART_LISTS,
        savedPayments: e.FEATURE_SAVED_PAYMENTS ? e.FEATURE_SAVED_PAYMENTS === 'true' : demoData,
        stateDropdown: e.FEATURE_STATE_DROPDOWN,
        cartLists: e.FEATURE_CART_LISTS,
      },
      mapTileUrl: e.MAP_TILE_URL,
      mapAttribution: e.MAP_ATTRIBUTION,
      storesPageSize: e.STORES_PAGE_SIZE,
      defaultStateId: e.DEFAULT_STATE_ID,
      ecommerce: e.ECOMMERCE_ENABLED,
    },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    firstPaint: e.FIRST_PAINT === 'on',
  };
}
