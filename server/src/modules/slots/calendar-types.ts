import type { PrioritySettings } from '@spesa/contracts';

/**
 * The calendar of one store and mode as the pure slot functions see it. Days are
 * 'YYYY-MM-DD' and times 'HH:mm' in Europe/Rome.
 */
export interface TemplateRule {
  id: number;
  weekDay: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
  cutoffMinutes: number;
  validFrom: string;
  validTo: string | null;
}

export interface SpecialOpeningRule {
  id: number;
  date: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  cutoffMinutes: number;
}

/** A slot already materialised: its capacity, bookings and cut-off override the rule's. */
export interface InstanceState {
  id: number;
  date: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  /** Issue 29: its unexpired holds (the asking cart's own left out); none when not read. */
  held?: number;
  cutoffMinutes: number;
}

/** One store and mode; closures already narrowed to that mode or to every mode. */
export interface CalendarData {
  templates: TemplateRule[];
  closedDays: string[];
  specialOpenings: SpecialOpeningRule[];
  instances: InstanceState[];
  /** Issue 29: the store's priority places; none kept back when absent. */
  priority?: PrioritySettings;
}

export interface ConcreteSlot {
  date: string;
  weekDay: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  /** Places held by other carts (issue 29). */
  held: number;
  /** Reserved places of the slot for priority customers, while not yet open to all. */
  reserved: number;
  openToAll: boolean;
  cutoffMinutes: number;
  templateId: number | null;
  specialOpeningId: number | null;
  instanceId: number | null;
  /** Booking is open strictly before this instant. */
  bookableUntil: Date;
  available: boolean;
}
