/**
 * The first screens: the screens a visit most often opens on, which the server draws into the
 * page (issue 15). The one list of them, read by the build (build/first-screen-preload.ts: each
 * screen's files, and the list the server draws from), the server's drawing (entry-server.tsx),
 * the app's prefetch (prefetch-first-screen.ts) and the first script's early requests
 * (early-requests.ts); each of those keeps a record by screen name, so a screen added here is a
 * type error until all of them know it. Imports nothing: the first script bundles it into a
 * few hundred bytes, and the build's config loader reads it under Node.
 */
export interface FirstScreen {
  /** The route module under src/app/routes/ that draws it. */
  name: string;
  /** Its addresses inside /app (no base, no trailing slash), as regular expression sources. */
  paths: readonly string[];
  /** Drawn only for a chosen store: without one the app sends the shopper elsewhere. */
  storeRequired: boolean;
  /**
   * An address (inside /app) the server draws once as it starts, without a store: a process's
   * first drawing of a screen loads its modules and warms the renderer, which can take longer
   * than a navigation waits for. Screens that need a store or a product have none.
   */
  warmAt?: string;
}

export const FIRST_SCREENS = [
  { name: 'landing', paths: ['^/(?:app)?$'], storeRequired: false, warmAt: '/' },
  { name: 'home', paths: ['^/home$'], storeRequired: true },
  { name: 'category', paths: ['^/category$'], storeRequired: false, warmAt: '/category' },
  { name: 'category-tag', paths: ['^/category/tag$'], storeRequired: false },
  { name: 'search', paths: ['^/search$'], storeRequired: false, warmAt: '/search' },
  { name: 'stores', paths: ['^/stores$'], storeRequired: false, warmAt: '/stores' },
  {
    name: 'product',
    // By barcode, or by the catalogue's readable address ending in it.
    paths: ['^/product/(?<barcode>[^/]+)$', '^/[^/]+/[^/]+/[^/]+/(?<barcode>[^/]+)$'],

    storeRequired: false,
  },
] as const satisfies readonly FirstScreen[];

/**
 * The query parameters the first screens read (search, listing filters, the embedded mode): the
 * server draws a screen from the address with these alone, so two addresses that differ in
 * anything else share one drawing.
 */
export const FIRST_SCREEN_PARAMS = ['c', 'q', 'promo', 'brand', 'tag', 'tags', 'origin'] as const;

export type FirstScreenName = (typeof FIRST_SCREENS)[number]['name'];

/** A first screen opened at an address, with the parts its paths name (a product's barcode). */
export interface FirstScreenMatch {
  screen: (typeof FIRST_SCREENS)[number];
  parts: Readonly<Record<string, string>>;
}

/** The path inside the app of a browser path: without the /app base and a trailing slash. */
export function appPath(pathname: string): string {
  return pathname.replace(/^\/app(?=\/|$)/, '').replace(/\/+$/, '') || '/';
}

/** The first screen at a path inside the app (appPath), if it is one. */
export function firstScreenAt(path: string): FirstScreenMatch | undefined {
  const inApp = path.replace(/\/+$/, '') || '/';
  for (const screen of FIRST_SCREENS) {
    for (const pattern of screen.paths) {
      const match = new RegExp(pattern).exec(inApp);
      if (match) return { screen, parts: { ...match.groups } };
    }
  }
  return undefined;
}
