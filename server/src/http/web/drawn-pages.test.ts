import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HtmlPage } from './compress-html';
import { createDrawnPages } from './drawn-pages';

const page = (n: number) => ({ html: `<p>${n}</p>` }) as unknown as HtmlPage;

describe('createDrawnPages', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a page for its catalogue version only', () => {
    const pages = createDrawnPages();
    pages.set('home', 7, page(1));
    expect(pages.get('home', 7)).toEqual(page(1));
    expect(pages.get('home', 8)).toBeUndefined();
    expect(pages.get('other', 7)).toBeUndefined();
  });

  it('keeps "send the shell" for a minute only', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T10:00:00Z') });
    const pages = createDrawnPages();
    pages.set('home', 1, null);
    expect(pages.get('home', 1)).toBeNull();
    vi.setSystemTime(new Date('2030-01-01T10:01:01Z'));
    expect(pages.get('home', 1)).toBeUndefined();
  });

  it('lets the least recently used page go past 500', () => {
    const pages = createDrawnPages();
    for (let n = 0; n < 500; n += 1) pages.set(`p${n}`, 1, page(n));
    expect(pages.get('p0', 1)).toEqual(page(0)); // p0 used again: p1 is now the oldest
    pages.set('p500', 1, page(500));
    expect(pages.get('p0', 1)).toEqual(page(0));
    expect(pages.get('p1', 1)).toBeUndefined();
    expect(pages.get('p500', 1)).toEqual(page(500));
  });
});
