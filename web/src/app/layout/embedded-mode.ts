import { useEffect } from 'react';
import { useLocation } from 'react-router';

const ORIGIN_KEY = 'origin';
const APP_ORIGIN = 'APP';

/** Router paths (inside the /app base path) where the native app embeds the shop (spec 1). */
const embeddedPaths = new Set(['/app', '/app/']);
/** The embedded privacy notice is shown bare, as the native app draws its own chrome. */
const chromelessPaths = new Set(['/app/privacy']);

function readRememberedOrigin(): string | null {
  try {
    return sessionStorage.getItem(ORIGIN_KEY);
  } catch {
    return null;
  }
}

function rememberOrigin(origin: string): void {
  try {
    sessionStorage.setItem(ORIGIN_KEY, origin);
  } catch {
    // Without storage the mode lasts only as long as the parameter stays in the URL.
  }
}

export interface EmbeddedMode {
  /** Hide the header search box and the categories button. */
  hideSearch: boolean;
  /** Hide header and footer altogether. */
  hideChrome: boolean;
}

/**
 * Spec 1: under /app (and /app/) the search and categories are hidden; `?origin=APP` hides
 * header and footer, and is remembered for the visit so later links keep the app look.
 */
export function useEmbeddedMode(): EmbeddedMode {
  const { pathname, search } = useLocation();
  const origin = new URLSearchParams(search).get(ORIGIN_KEY);

  useEffect(() => {
    if (origin) rememberOrigin(origin);
  }, [origin]);

  const fromApp = (origin ?? readRememberedOrigin()) === APP_ORIGIN;
  return {
    hideSearch: embeddedPaths.has(pathname),
    hideChrome: fromApp || chromelessPaths.has(pathname),
  };
}
