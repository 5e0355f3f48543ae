/** A page index (from 0) or a gap in the pager. */
export type PagerItem = number | 'gap-start' | 'gap-end';

/** Up to this many pages the pager lists them all (spec 2, store locator). */
export const PAGER_SHOW_ALL_UP_TO = 9;
/** Pages shown on each side of the current one when the list is long. */
export const PAGER_WINDOW = 2;

/**
 * The pager's buttons: every page when there are 9 or fewer; otherwise the first, the last
 * and a window of 2 around the current page, with gaps where pages are left out.
 */
export function pagerWindow(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 0) return [];
  const last = totalPages - 1;
  if (totalPages <= PAGER_SHOW_ALL_UP_TO) return Array.from({ length: totalPages }, (_, i) => i);

  const page = Math.min(Math.max(current, 0), last);
  let from = Math.max(1, page - PAGER_WINDOW);
  let to = Math.min(last - 1, page + PAGER_WINDOW);
  // A gap standing for a single page is no shorter than the page itself: show the page.
  if (from === 2) from = 1;
  if (to === last - 2) to = last - 1;

  const items: PagerItem[] = [0];
  if (from > 1) items.push('gap-start');
  for (let i = from; i <= to; i += 1) items.push(i);
  if (to < last - 1) items.push('gap-end');
  items.push(last);
  return items;
}
