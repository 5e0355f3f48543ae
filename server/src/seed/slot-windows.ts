import type { DeliveryModeId } from './delivery-modes';

/** The demo's weekly slot windows per mode; hours are whole, on the stores' wall clock. */
export const MONDAY_TO_SATURDAY = [2, 3, 4, 5, 6, 7];
export const SUNDAY = 1;
const PICKUP_HOURS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
export const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export interface Window {
  from: number;
  to: number;
  capacity: number;
  cutoffMinutes: number;
}

/**
 * Home delivery in two-hour windows (the 9-11 run is loaded the evening before,
 * so it closes 12 hours ahead); pickup in one-hour windows; shipping is one
 * weekday dispatch closing the day before. Capacities vary by store and day but
 * never at random.
 */
export function windows(mode: DeliveryModeId, store: number, weekDay: number): Window[] {
  const sunday = weekDay === SUNDAY;
  switch (mode) {
    case 'AT_HOME':
      return [9, 11, 15, 17, 19]
        .filter((from) => !sunday || from < 13)
        .map((from, w) => ({
          from,
          to: from + 2,
          capacity: 6 + ((store * 5 + w * 3 + weekDay) % 7),
          cutoffMinutes: from === 9 ? 720 : 120,
        }));
    case 'IN_STORE':
    case 'DRIVE':
      return PICKUP_HOURS.filter((from) => !sunday || from < 13).map((from) => ({
        from,
        to: from + 1,
        capacity: 10 + ((store * 7 + from * 3 + weekDay) % 11),
        cutoffMinutes: 60,
      }));
    case 'SHIPPED':
      return sunday || weekDay === 7
        ? []
        : [{ from: 9, to: 18, capacity: 40, cutoffMinutes: 1440 }];
  }
}

/** The fields a special opening shares with a weekly window. */
export function openingOf(w: Window) {
  return {
    startsAt: hh(w.from),
    endsAt: hh(w.to),
    capacity: w.capacity,
    cutoffMinutes: w.cutoffMinutes,
  };
}
