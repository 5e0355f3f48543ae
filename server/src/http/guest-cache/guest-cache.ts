import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One cached reply: its JSON and the compressed forms made so far. */
export interface CachedReply {
  /**
   * The JSON as UTF-8 bytes, outside the JavaScript heap. Kept as strings, the replies (up
   * to 64 MB) lived in the heap: each new one survived its first collections, was copied by
   * them and then filled the old generation, and the collector's pauses landed on whichever
   * request was running (8-15 ms young collections in the bench's never-seen requests; on a
   * model of this cache they took 5 to 7 times as long as with bytes). As bytes, a young
   * collection finds only the small entry object alive.
   */
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  /** Run again for every request the entry is served to (zero-result counts). */
  replay?: Replay;
}

/** Work the route does for every request, run again for the request an entry is served to. */
export type Replay = (request: FastifyRequest) => void;

/** Bodies of at most this many bytes in all; a few thousand catalogue pages. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Below this a compressed reply saves nothing worth a header. */
const COMPRESS_FROM = 1024;

/** A weak tag: the same JSON may travel plain, gzip or brotli. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A reply ready to keep: the route's JSON as bytes, with its tag. */
export function cachedReply(json: string, replay?: Replay): CachedReply {
  const body = Buffer.from(json);
  return { body, etag: etagOf(body), encoded: {}, replay };
}

export function createReplyStore() {
  const lru = new LRUCache<string, CachedReply>({
    maxSize: MAX_BYTES,
    // Room for the compressed forms too, which are made after the entry is stored.
    sizeCalculation: (r) => r.body.length * 2,
  });
  let version = -1;

  /** Entries belong to one catalogue version: a newer one drops them all at once. */
  const sync = (current: number) => {
    if (current > version) {
      lru.clear();
      version = current;
    }
  };

  return {
    get(key: string, current: number): CachedReply | undefined {
      sync(current);
      return current === version ? lru.get(key) : undefined;
    },
    /** Kept only when `current` is still the newest version seen; served either way. */
    set(key: string, current: number, json: string, replay?: Replay): CachedReply {
      const entry = cachedReply(json, replay);
      sync(current);
      if (current === version) lru.set(key, entry);
      return entry;
    },
    /**
     * The body in the encoding asked for, compressed once per entry (brotli at the level
     * compress uses); `entry.body` itself when it travels plain.
     */
    encode(entry: CachedReply, encoding: Encoding): Buffer {
      if (encoding === 'identity' || entry.body.length < COMPRESS_FROM) return entry.body;
      let out = entry.encoded[encoding];
      if (!out) {
        out =
          encoding === 'br'
            ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
            : gzipSync(entry.body);
        entry.encoded[encoding] = out;
      }
      return out;
    },
  };
}

export type ReplyStore = ReturnType<typeof createReplyStore>;
