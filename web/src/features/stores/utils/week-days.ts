/** Week days as the API numbers them: 1 is Sunday, 7 is Saturday (spec 3 and 9). */
export const weekDayKeys = {
  1: 'storeLocator.days.sunday',
  2: 'storeLocator.days.monday',
  3: 'storeLocator.days.tuesday',
  4: 'storeLocator.days.wednesday',
  5: 'storeLocator.days.thursday',
  6: 'storeLocator.days.friday',
  7: 'storeLocator.days.saturday',
} as const;

export type WeekDay = keyof typeof weekDayKeys;

export function isWeekDay(value: number): value is WeekDay {
  return Number.isInteger(value) && value >= 1 && value <= 7;
}

/** Italian shoppers read the week from Monday: Monday gets 0, Sunday 6. */
function mondayFirstIndex(weekDay: number): number {
  return (weekDay + 5) % 7;
}

export function sortMondayFirst<T extends { weekDay: number }>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => mondayFirstIndex(a.weekDay) - mondayFirstIndex(b.weekDay));
}

/** Today in the API's numbering. */
export function todayWeekDay(now: Date = new Date()): WeekDay {
  return (now.getDay() + 1) as WeekDay;
}
