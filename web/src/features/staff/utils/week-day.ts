/**
 * The name of a template's week day (1 Sunday … 7 Saturday, spec 9) in the interface's
 * language: 1 January 2023 was a Sunday, so day n of that month is week day n.
 */
export function weekDayName(weekDay: number, language: string | undefined): string {
  return new Intl.DateTimeFormat(language ?? 'it', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, weekDay)),
  );
}

/** Today in the browser's calendar as 'YYYY-MM-DD', the first day a new rule may apply. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
