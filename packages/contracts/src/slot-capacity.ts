/**
 * Issue 29: how many places of a slot a customer may still take. One rule, shared by the
 * server (its calendar reads and the staff calendar) and the web; the server's booking and
 * hold statements repeat it in SQL under the slot's row lock (modules/slots/slot-capacity-sql).
 *
 * A place is taken by a booking (an order) or by an unexpired hold. A store reserves a share
 * of every slot (floor of capacity x percent / 100) for priority customers; an ordinary
 * customer may not take those, until the reserved places open to everyone a set time before
 * the slot's cut-off. Priority customers' own bookings are not told apart from ordinary ones:
 * the reserved places stay free for them whoever took the others (conservative by design).
 */
export interface SlotLoad {
  capacity: number;
  /** Places taken by orders. */
  booked: number;
  /** Places taken by unexpired holds (the asking cart's own hold left out). */
  held: number;
}

export interface PrioritySettings {
  /** The share of each slot kept for priority customers, 0–100. */
  sharePercent: number;
  /** The reserved places open to everyone this many minutes before the slot's cut-off. */
  opensMinutesBeforeCutoff: number;
}

/** The places a store keeps back for priority customers in a slot of this capacity. */
export function reservedPlaces(capacity: number, sharePercent: number): number {
  return Math.floor((capacity * sharePercent) / 100);
}

/** True once the reserved places are open to everyone (from cut-off minus the set time). */
export function reservedOpenToAll(
  bookableUntil: Date,
  settings: PrioritySettings,
  now: Date,
): boolean {
  return now.getTime() >= bookableUntil.getTime() - settings.opensMinutesBeforeCutoff * 60_000;
}

/** Places still kept back: the reserved ones not yet taken, none once they open to all. */
export function placesKeptBack(load: SlotLoad, reserved: number, openToAll: boolean): number {
  if (openToAll) return 0;
  return Math.min(reserved, Math.max(0, load.capacity - load.booked - load.held));
}

/** The places this customer may still take: a priority customer may take the reserved ones. */
export function placesLeftFor(
  load: SlotLoad,
  customer: { priority: boolean; reserved: number; openToAll: boolean },
): number {
  const keptBack = customer.priority || customer.openToAll ? 0 : customer.reserved;
  return Math.max(0, load.capacity - load.booked - load.held - keptBack);
}

/** The staff calendar's figures: booked, held, reserved (still kept back) and free (to all). */
export interface SlotOccupancyFigures {
  booked: number;
  held: number;
  reserved: number;
  free: number;
}

export function slotOccupancy(
  load: SlotLoad,
  reserved: number,
  openToAll: boolean,
): SlotOccupancyFigures {
  const kept = placesKeptBack(load, reserved, openToAll);
  return {
    booked: load.booked,
    held: load.held,
    reserved: kept,
    free: Math.max(0, load.capacity - load.booked - load.held - kept),
  };
}
