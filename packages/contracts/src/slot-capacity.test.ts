import { describe, expect, it } from 'vitest';
import { placesLeftFor, reservedOpenToAll, reservedPlaces, slotOccupancy } from './slot-capacity';

const ordinary = (reserved: number, openToAll = false) => ({
  priority: false,
  reserved,
  openToAll,
});
const priority = (reserved: number) => ({ priority: true, reserved, openToAll: false });

describe('slot capacity rule (issue 29)', () => {
  it('keeps the floor of the share back', () => {
    expect(reservedPlaces(10, 20)).toBe(2);
    expect(reservedPlaces(4, 20)).toBe(0);
    expect(reservedPlaces(5, 0)).toBe(0);
  });

  it('counts holds like bookings', () => {
    expect(placesLeftFor({ capacity: 3, booked: 1, held: 2 }, ordinary(0))).toBe(0);
    expect(placesLeftFor({ capacity: 3, booked: 1, held: 1 }, ordinary(0))).toBe(1);
  });

  it('refuses the reserved places to an ordinary customer but not to a priority one', () => {
    const load = { capacity: 5, booked: 3, held: 1 };
    expect(placesLeftFor(load, ordinary(1))).toBe(0);
    expect(placesLeftFor(load, priority(1))).toBe(1);
  });

  it('opens the reserved places to everyone at the set time before the cut-off', () => {
    const until = new Date('2026-12-01T08:00:00Z');
    const settings = { sharePercent: 20, opensMinutesBeforeCutoff: 1440 };
    expect(reservedOpenToAll(until, settings, new Date('2026-11-30T07:59:59Z'))).toBe(false);
    expect(reservedOpenToAll(until, settings, new Date('2026-11-30T08:00:00Z'))).toBe(true);
    expect(placesLeftFor({ capacity: 5, booked: 4, held: 0 }, ordinary(1, true))).toBe(1);
  });

  it('never answers a negative number, even over capacity', () => {
    expect(placesLeftFor({ capacity: 2, booked: 2, held: 1 }, priority(1))).toBe(0);
  });

  it('splits a slot into booked, held, reserved and free', () => {
    expect(slotOccupancy({ capacity: 10, booked: 5, held: 2 }, 2, false)).toEqual({
      booked: 5,
      held: 2,
      reserved: 2,
      free: 1,
    });
    expect(slotOccupancy({ capacity: 10, booked: 8, held: 1 }, 2, false)).toEqual({
      booked: 8,
      held: 1,
      reserved: 1,
      free: 0,
    });
    expect(slotOccupancy({ capacity: 10, booked: 5, held: 2 }, 2, true).free).toBe(3);
  });
});
