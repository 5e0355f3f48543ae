import type { HtmlPage } from './compress-html';

/** How many drawn pages a process keeps (about 50 KB each). */
const CAPACITY = 500;

/**
 * The drawn first screens a process keeps, by what they were drawn from: the shop's day
 * (offers run on whole days), the language, the store choice and the address, each with the
 * catalogue version read before drawing. Every catalogue write (prices, offers, stock,
 * banners, featured lists, stores) moves that version in its own transaction, so a page drawn
 * before a write is never served after it, by any process. Least recently used goes first.
 */
export function createDrawnPages() {
  const pages = new Map<string, { version: number; page: HtmlPage }>();
  return {
    get(key: string, version: number): HtmlPage | undefined {
      const entry = pages.get(key);
      if (!entry || entry.version !== version) return undefined;
      pages.delete(key);
      pages.set(key, entry);
      return entry.page;
    },
    set(key: string, version: number, page: HtmlPage): void {
      pages.delete(key);
      pages.set(key, { version, page });
      if (pages.size > CAPACITY) pages.delete(pages.keys().next().value as string);
    },
  };
}
