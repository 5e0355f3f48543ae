const italianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today as the shop sees it ('YYYY-MM-DD' in Italy): a promotion ending today
 * must still apply at 00:30 in Rome, when UTC is yesterday.
 */
export function shopToday(now: Date = new Date()): string {
  return italianDate.format(now);
}
