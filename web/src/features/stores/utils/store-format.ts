import type { Store } from '@spesa/contracts';

/** Zoom level of every store map (spec 9). */
export const STORE_MAP_ZOOM = 18;

/** The full map for people who want directions; it opens in a new tab. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${STORE_MAP_ZOOM}/${latitude}/${longitude}`;
}

/** 'Via Roma 1, 40121 Bologna (BO)' */
export function addressLine({ address }: Store): string {
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  const county = address.county ? ` (${address.county})` : '';
  return [address.address, `${place}${county}`].filter((part) => part.trim()).join(', ');
}

/** Phone numbers are printed with spaces; tel: links want them without. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** '2026-12-08' becomes '08/12/2026'; anything else is shown as it came. */
export function formatOpeningDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** Kilometres with one decimal in the interface language: '2,0' in Italian, always one decimal so the list lines up. */
export function formatDistance(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
}
