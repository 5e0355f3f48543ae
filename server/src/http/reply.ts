import type { CountedPage, Page } from '@spesa/contracts';

export function ok<T>(data: T): { responseCode: 0; data: T } {
  return { responseCode: 0, data };
}

export function okPage<T>(page: Page<T>): { responseCode: 0 } & Page<T> {
  return { responseCode: 0, ...page };
}

/** Builds the page fields from a total count; pages are numbered from 0. */
export function toPage<T>(data: T[], total: number, page: number, size: number): Page<T> {
  const totalPages = Math.ceil(total / size);
  return { data, totalPages, number: page, last: page >= totalPages - 1 };
}

/** A product listing's page: the page fields and the exact number of matches (issue 27.7). */
export function toCountedPage<T>(
  data: T[],
  total: number,
  page: number,
  size: number,
): CountedPage<T> {
  return { ...toPage(data, total, page, size), totalElements: total };
}
