import { pushToDataLayer } from './data-layer';

/** The shopper's cookie choice; necessary cookies are not a choice, so only analytics is kept. */
export interface CookieConsent {
  analytics: boolean;
}

export const CONSENT_STORAGE_KEY = 'cookie-consent';

export function readConsent(): CookieConsent {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    const analytics = (stored as Partial<CookieConsent> | null)?.analytics;
    return { analytics: analytics === true };
  } catch {
    // Unreadable or blocked storage means no consent was given.
    return { analytics: false };
  }
}

/** Stores the choice and tells the tag manager, in Google consent-mode terms. */
export function saveConsent(consent: CookieConsent): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Blocked storage: the choice still applies to this page through the data layer.
  }
  pushToDataLayer({
    event: 'consent_update',
    analytics_storage: consent.analytics ? 'granted' : 'denied',
  });
}
