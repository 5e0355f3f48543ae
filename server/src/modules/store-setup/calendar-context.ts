import type { DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';
import { shopToday } from '../../shared/shop-time';
import { storeOffersMode } from './calendar-repository';
import { lockCalendar } from './instance-reconcile';

/** Who changes which calendar, and when (the clock decides which slots are still to come). */
export interface CalendarContext {
  staffId: number;
  storeId: number;
  mode: DeliveryModeId;
  now: Date;
}

export const todayOf = (ctx: CalendarContext) => shopToday(ctx.now);

/** Locks the store's calendar for the change; only a mode the store offers has one. */
export async function openCalendarChange(db: DbOrTx, ctx: CalendarContext): Promise<void> {
  await lockCalendar(db, ctx.storeId);
  if (!(await storeOffersMode(db, ctx.storeId, ctx.mode)))
    throw fieldError('mode', 'modalità di consegna non offerta dal negozio');
}

/** A day of the calendar being set must not be over already. */
export function notPast(ctx: CalendarContext, field: string, day: string | null): void {
  if (day !== null && day < todayOf(ctx)) throw fieldError(field, 'la data è già passata');
}

/** Another store's row, or one of another mode, is simply not found in this calendar. */
export function found<T>(row: T | undefined): T {
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}
