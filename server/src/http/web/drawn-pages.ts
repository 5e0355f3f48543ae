import { LRUCache } from 'lru-cache';
import type { HtmlPage } from './compress-html';

/** How many drawn pages a process keeps (about 50 KB each). */
const CAPACITY = 500;
/** How long "no drawing here, send the shell" is kept: a drawing may have given up on slow data. */
const SHELL_MS = 60_000;

interface Entry {
  version: number;
  page: HtmlPage | null;
  /** For a null page only: when it is asked again. */
  until?: number;
}

/**
 * The drawn first screens a process keeps, by what they were drawn from: the shop's day
 * (offers run on whole days) and the parsed choice (language, known store, mode, address with
 * the screens' own query parameters), each with the catalogue version read before drawing.
 * Every catalogue write (prices, offers, stock, banners, featured lists, stores) moves that
 * version in its own transaction, so a page drawn before a write is never served after it, by
 * any process. A null page (the drawing sent the shell: home without a store) is kept for a
 * minute. Least recently used goes first.
 */
export function createDrawnPages() {
  const pages = new LRUCache<string, Entry>({ max: CAPACITY });
  return {
    /** The kept page, null for "send the shell", undefined when it must be drawn. */
    get(key: string, version: number): HtmlPage | null | undefined {
      const entry = pages.get(key);
      if (!entry || entry.version !== version) return undefined;
      if (entry.until !== undefined && entry.until < Date.now()) return undefined;
      return entry.page;
    },
    set(key: string, version: number, page: HtmlPage | null): void {
      pages.set(key, { version, page, ...(page ? {} : { until: Date.now() + SHELL_MS }) });
    },
  };
}
