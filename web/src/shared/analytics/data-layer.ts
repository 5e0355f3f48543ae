/** One entry of the tag manager's queue: an event name plus its parameters. */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/**
 * Queues an entry for the tag manager. The array may not exist yet when the tag script
 * loads later (or never, in tests), so it is created on demand like the GTM snippet does.
 */
export function pushToDataLayer(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** Reported on every route change (spec 2): the path includes the /app base path. */
export function trackPageView(pagePath: string, pageTitle: string): void {
  pushToDataLayer({ event: 'page_view', page_path: pagePath, page_title: pageTitle });
}
