/**
 * The hashed files index.html loads before any route chunk (entry, modulepreloads, styles), as
 * the paths it names them by (`/app/assets/…`), each once: what the first screen downloads
 * (initial-size-report.ts) and what the service worker precaches (service-worker.ts).
 */
export function indexAssets(indexHtml: string): string[] {
  const paths = [...indexHtml.matchAll(/(?:src|href)="(\/app\/assets\/[^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  return [...new Set(paths)];
}
