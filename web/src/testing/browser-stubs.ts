import { vi } from 'vitest';

/** An observer that never reports: enough for code that only needs one to exist. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** `window.matchMedia` answering `matches` for every query; its listeners are never called. */
export function stubMatchMedia(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * Embla (the banner carousel) measures with observers jsdom does not have; inert stand-ins are
 * enough, with no media query matching (a wide screen that does not ask for reduced motion).
 * The setup's unstubAllGlobals takes them away after each test.
 */
export function stubCarouselEnvironment() {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  stubMatchMedia(false);
}
