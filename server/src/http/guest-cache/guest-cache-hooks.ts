import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { shopToday } from '../../shared/shop-time';
import { addVary } from '../vary';
import type { Config } from '../../config';
import type { ReplicaSet } from '../../db/replicas/replica-set';
import { catalogueVersion, type CatalogueVersion } from './catalogue-version';
import { createReadRouting } from './read-routing';
import {
  cachedReply,
  createReplyStore,
  type CachedReply,
  type Encoding,
  type Replay,
} from './guest-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue version committed now (shared reads), for other caches of catalogue data. */
    currentCatalogueVersion: () => Promise<number>;
  }
  interface FastifyContextConfig {
    /** A GET whose reply depends on the URL and the catalogue only, never on the session. */
    guestCache?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set by a cached route for work every request must do, cached or not (counting a
     * search that found nothing): kept with the reply and run again on each hit.
     */
    guestCacheReplay?: Replay;
    /**
     * The catalogue version this request read before any catalogue read (null when it
     * could not, or outside the guest cache): caches of catalogue data key by it.
     */
    catalogueVersion?: number | null;
  }
}

/** The start of `ok()`'s and `okPage()`'s JSON: code 0 comes first. */
const SUCCESS_ENVELOPE = /^\{"responseCode":0[,}]/;

/** Browsers and a CDN may keep the reply but must ask again (304 when unchanged) before each use. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

interface Ticket {
  hit: boolean;
  key: string;
  encoding: Encoding;
}

const encodingOf = (request: FastifyRequest): Encoding => {
  const header = request.headers['accept-encoding'];
  return header
    ? ((negotiate(header, ['br', 'gzip']) as Encoding | null) ?? 'identity')
    : 'identity';
};

const notModified = (request: FastifyRequest, etag: string): boolean =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim() === etag || tag.trim() === '*');

/** ETag, Cache-Control and the body in the negotiated encoding (compress then leaves it alone). */
function finish(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedReply,
  encoding: Encoding,
  encode: (entry: CachedReply, encoding: Encoding) => Buffer,
): string | Buffer {
  addVary(
    reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL),
    'accept-encoding',
  );
  if (notModified(request, entry.etag)) {
    reply.code(304);
    return '';
  }
  const body = encode(entry, encoding);
  if (body !== entry.body) reply.header('content-encoding', encoding);
  return body;
}

/**
 * Shared cache of the guest catalogue reads (routes with `config.guestCache`),
 * keyed by the catalogue version, the shop's calendar day (offers run on whole
 * days) and the URL. The version is read for each request (one shared round
 * trip, `catalogue-version.ts`) after it arrives, and every catalogue write
 * moves it in its own transaction: a write committed before a request can
 * never be missed by it, whichever process or connection made it.
 */
export function registerGuestCache(
  app: FastifyInstance,
  db: Db,
  reads?: { replicas: ReplicaSet; config: Config },
): void {
  const versions = catalogueVersion(db.$client.options);
  const store = createReplyStore();
  const tickets = new WeakMap<FastifyRequest, Ticket>();
  app.addHook('onClose', () => versions.close());
  app.decorate('currentCatalogueVersion', () => versions.current());
  const versionFor = reads ? routeReads(app, versions, reads) : versionOnPrimary(versions);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.guestCache) return;
    const version = await versionFor(request);
    const key = `${shopToday(new Date())} ${request.url}`;
    const encoding = encodingOf(request);
    const hit = version === null ? undefined : store.get(key, version);
    tickets.set(request, { hit: Boolean(hit), key, encoding });
    if (!hit) return;
    hit.replay?.(request);
    const body = finish(request, reply, hit, encoding, store.encode);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ticket = tickets.get(request);
    if (!ticket || ticket.hit || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    // A refusal is HTTP 200 too (issue 26): only a success envelope, as `ok()` writes it, is kept.
    if (!SUCCESS_ENVELOPE.test(payload)) return payload;
    // The version the data was read at: on a replica, the snapshot's (read-routing.ts).
    // Null when it could not be read: the reply is then served, not kept.
    const version = request.catalogueVersion ?? null;
    const entry =
      version === null
        ? cachedReply(payload)
        : store.set(ticket.key, version, payload, request.guestCacheReplay);
    return finish(request, reply, entry, ticket.encoding, store.encode);
  });
}

type VersionFor = (request: FastifyRequest) => Promise<number | null>;

/** One PostgreSQL: the version is the primary's, read before any catalogue read. */
function versionOnPrimary(versions: CatalogueVersion): VersionFor {
  return async (request) => {
    const version = await versions.current().catch(() => null);
    request.catalogueVersion = version;
    return version;
  };
}

/**
 * With read replicas: guest reads pick their source (read-routing.ts), their handlers run in
 * its snapshot, and every write returns the version its client is pinned to from then on.
 */
function routeReads(
  app: FastifyInstance,
  versions: CatalogueVersion,
  reads: { replicas: ReplicaSet; config: Config },
): VersionFor {
  const routing = createReadRouting(versions, reads.replicas, reads.config);
  app.addHook('onRoute', (route) => {
    if (route.config?.guestCache) route.handler = routing.wrap(route.handler);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await routing.pin(request, reply);
    return payload;
  });
  return async (request) => (await routing.source(request)).version;
}
