/** Calendar arithmetic on the shop's local days; only promotions, banners and openings move with today. */
export function addDays(day: Date, days: number): Date {
  const out = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  out.setDate(out.getDate() + days);
  return out;
}

/** 'YYYY-MM-DD' of the local day, as PostgreSQL `date` columns expect. */
export function isoDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
