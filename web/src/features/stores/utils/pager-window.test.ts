import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window';

describe('pagerWindow', () => {
  it('is empty without pages', () => {
    expect(pagerWindow(0, 0)).toEqual([]);
  });

  it('lists every page when there are 9 or fewer', () => {
    expect(pagerWindow(0, 1)).toEqual([0]);
    expect(pagerWindow(4, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pagerWindow(8, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('near the start shows the first pages, a gap and the last', () => {
    expect(pagerWindow(0, 20)).toEqual([0, 1, 2, 'gap-end', 19]);
    expect(pagerWindow(2, 20)).toEqual([0, 1, 2, 3, 4, 'gap-end', 19]);
  });

  it('in the middle shows the first, a window of 2 each side, the last and two gaps', () => {
    expect(pagerWindow(10, 20)).toEqual([0, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 19]);
    expect(pagerWindow(5, 10)).toEqual([0, 'gap-start', 3, 4, 5, 6, 7, 8, 9]);
  });

  it('near the end shows the first, a gap and the last pages', () => {
    expect(pagerWindow(19, 20)).toEqual([0, 'gap-start', 17, 18, 19]);
    expect(pagerWindow(16, 20)).toEqual([0, 'gap-start', 14, 15, 16, 17, 18, 19]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pagerWindow(4, 20)).toEqual([0, 1, 2, 3, 4, 5, 6, 'gap-end', 19]);
    expect(pagerWindow(15, 20)).toEqual([0, 'gap-start', 13, 14, 15, 16, 17, 18, 19]);
  });

  it('keeps an out-of-range current page inside the pager', () => {
    expect(pagerWindow(99, 10)).toEqual([0, 'gap-start', 7, 8, 9]);
    expect(pagerWindow(-1, 10)).toEqual([0, 1, 2, 'gap-end', 9]);
  });
});
