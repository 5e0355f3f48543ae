import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Config } from '../../config';
import { onReplica } from '../../db/replicas/routed-pool';
import type { Replica, ReplicaSet, Snapshot } from '../../db/replicas/replica-set';
import { AppError } from '../app-error';
import type { CatalogueVersion } from './catalogue-version';

/** The read-your-writes cookie: the catalogue version the client's last write returned with. */
export const VERSION_COOKIE = 'spesa_cv';
/** The same for API clients without a cookie jar, sent back as a request header. */
export const VERSION_HEADER = 'x-catalogue-version';

/** Where a guest catalogue read goes, and the version it is keyed by before its data is read. */
export interface ReadSource {
  replica: Replica | null;
  version: number | null;
}

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${VERSION_COOKIE}=(\\d{1,15})(?:;|$)`);

/** The newest version this client wrote or saw a write return with (cookie or header); 0 if none. */
export function pinnedVersion(request: FastifyRequest): number {
  const header = request.headers[VERSION_HEADER];
  const fromHeader = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : 0;
  const fromCookie = Number(COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1] ?? 0);
  return Math.max(fromHeader, fromCookie);
}

// A day: long enough for any lag, short enough that a pin from a restored database fades.
const PIN_S = 24 * 3600;

/**
 * Guest catalogue reads on the read replicas (DATABASE_REPLICA_URLS). The rules:
 * - only routes with `config.guestCache` (reads that never look at the session) may use one;
 *   every other route, and every write, runs on the primary;
 * - a replica is used only when it is up, not lagging past the bound (replica-set.ts), and at
 *   or past the version the client pinned: after any write of its own the client gets the
 *   primary's catalogue version (cookie and header), and until a replica has it, its reads
 *   go to the primary (read-your-writes);
 * - a miss reads the catalogue version and the data in one REPEATABLE READ snapshot on the
 *   replica, so the reply is cached under exactly the version it shows;
 * - a replica that fails is left out (one log line) and the read runs again on the primary:
 *   the shopper sees no error.
 */
export function createReadRouting(primary: CatalogueVersion, replicas: ReplicaSet, config: Config) {
  const sources = new WeakMap<FastifyRequest, ReadSource>();

  const onPrimary = async (request: FastifyRequest): Promise<number | null> => {
    const version = await primary.current().catch(() => null);
    request.catalogueVersion = version;
    return version;
  };

  return {
    /** Picks the source for a guest read and reads its version (the cache key of a hit). */
    async source(request: FastifyRequest): Promise<ReadSource> {
      const pin = pinnedVersion(request);
      const replica = replicas.pick(pin);
      if (replica) {
        try {
          const version = await replica.versions.current();
          replicas.succeeded(replica, version);
          if (version >= pin) return remember(request, { replica, version });
        } catch (err) {
          replicas.failed(replica, err);
        }
      }
      return remember(request, {
        replica: null,
        version: await primary.current().catch(() => null),
      });
    },

    /** The route's handler in the replica's snapshot, again on the primary if the replica fails. */
    wrap(handler: RouteHandlerMethod): RouteHandlerMethod {
      return async function routed(this: FastifyInstance, request, reply) {
        const replica = sources.get(request)?.replica;
        const run = () => Promise.resolve(handler.call(this, request, reply));
        if (!replica) return run();
        let snapshot: Snapshot | undefined;
        try {
          snapshot = await replicas.snapshot(replica);
          request.catalogueVersion = snapshot.version;
          return await onReplica(snapshot.client, run);
        } catch (err) {
          if (err instanceof AppError) throw err;
          replicas.failed(replica, err);
          await onPrimary(request);
          return run();
        } finally {
          await snapshot?.end();
        }
      };
    },

    /** After a write that succeeded: the client's pin, the primary's version now. */
    async pin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      const version = await primary.current().catch(() => null);
      if (version === null || version <= pinnedVersion(request)) return;
      reply.header(VERSION_HEADER, String(version));
      reply.setCookie(VERSION_COOKIE, String(version), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: PIN_S,
      });
    },
  };

  function remember(request: FastifyRequest, source: ReadSource): ReadSource {
    sources.set(request, source);
    request.catalogueVersion = source.version;
    return source;
  }
}

export type ReadRouting = ReturnType<typeof createReadRouting>;
