import { z } from 'zod';
import { EntityId, ReplyId } from './ids';
import { SlotDate, SlotTime } from './slots';

/** POST /ecommerce/slots/{cartId}/hold: the slot to hold for the cart (an id the slot lists gave). */
export const SlotHoldRequest = z.object({ timeSlotId: EntityId });
export type SlotHoldRequest = z.infer<typeof SlotHoldRequest>;

/**
 * A cart's hold on a slot (issue 29). ACTIVE: the place is the cart's until `expiresAt`;
 * EXPIRED: it lapsed and the place went back to everyone (the customer is told, then holds
 * again or picks another slot). `serverNow` lets a client count down on the server's clock.
 */
export const SlotHold = z.object({
  cartId: ReplyId,
  timeSlotId: ReplyId,
  date: SlotDate,
  /** e.g. 'Martedì 1 dicembre' */
  description: z.string(),
  validFrom: SlotTime,
  validTo: SlotTime,
  status: z.enum(['ACTIVE', 'EXPIRED']),
  expiresAt: z.string(),
  serverNow: z.string(),
  /** A hold is extended at most once. */
  canExtend: z.boolean(),
});
export type SlotHold = z.infer<typeof SlotHold>;

/** A store's hold and priority settings (store set-up). */
export const SlotHoldSettings = z.object({
  /** How long a slot is held for a shopper, in minutes (default 60). */
  holdMinutes: z.number().int().min(1).max(240),
  /** The share of each slot kept for priority customers, in percent (default 0). */
  prioritySharePercent: z.number().int().min(0).max(100),
  /** The reserved places open to everyone this many hours before the cut-off (default 24). */
  priorityOpensHours: z.number().int().min(0).max(240),
});
export type SlotHoldSettings = z.infer<typeof SlotHoldSettings>;

/** A customer's priority places: none, asked for (staff decide) or granted. */
export const PriorityStatus = z.enum(['NONE', 'REQUESTED', 'GRANTED']);
export type PriorityStatus = z.infer<typeof PriorityStatus>;

export const PriorityState = z.object({
  status: PriorityStatus,
  reason: z.string().nullable(),
});
export type PriorityState = z.infer<typeof PriorityState>;

/** The customer's request from the profile: why (over 75, disability, a carer's constraints). */
export const PriorityRequestInput = z.object({
  reason: z.string().trim().min(3, 'indica il motivo').max(500),
});
export type PriorityRequestInput = z.infer<typeof PriorityRequestInput>;

/** Staff: a customer with their priority state, for the requests list and the marking. */
export const PriorityCustomer = z.object({
  userId: ReplyId,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: PriorityStatus,
  reason: z.string().nullable(),
});
export type PriorityCustomer = z.infer<typeof PriorityCustomer>;

export const PriorityCustomerParams = z.object({ userId: EntityId });
export const PriorityCustomersQuery = z.object({
  email: z.string().trim().max(254).optional(),
});
export const PriorityDecision = z.object({ granted: z.boolean() });
export type PriorityDecision = z.infer<typeof PriorityDecision>;

/** One slot of the staff calendar: its places split into booked, held, reserved and free. */
export const SlotOccupancy = z.object({
  id: ReplyId.nullable(),
  date: SlotDate,
  validFrom: SlotTime,
  validTo: SlotTime,
  capacity: z.number().int(),
  booked: z.number().int(),
  held: z.number().int(),
  reserved: z.number().int(),
  free: z.number().int(),
  /** False once the cut-off has passed. */
  open: z.boolean(),
});
export type SlotOccupancy = z.infer<typeof SlotOccupancy>;
