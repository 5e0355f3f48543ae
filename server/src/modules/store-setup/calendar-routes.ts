import type { FastifyRequest } from 'fastify';
import {
  ClosedDayInput,
  ClosedDaySetup,
  SlotTemplateInput,
  SlotTemplateSetup,
  SpecialOpeningInput,
  SpecialOpeningSetup,
  StoreModeItemParams,
  StoreModeParams,
  replyId,
  SlotCalendarSetup,
} from '@spesa/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { fieldError } from '../../http/field-error';
import type { ModuleOptions } from '../module-options';
import { calendarSetup, storeOffersMode } from './calendar-repository';
import { todayOf, type CalendarContext } from './calendar-context';
import { createClosure, deleteClosure, deleteOpening, saveOpening } from './day-service';
import { staffForStore } from './staff-access';
import { createTemplate, deleteTemplate, updateTemplate } from './template-service';
import { parsed, type RouteApp } from '../../http/route-schema';

const BASE = '/staff/stores/:storeId/calendar/:mode';

async function contextOf(request: FastifyRequest, db: Db): Promise<CalendarContext> {
  const { storeId, mode } = parse(StoreModeParams, request.params);
  const principal = await staffForStore(request, db, storeId);
  return { staffId: principal.staffId, storeId, mode, now: new Date() };
}

const idOf = (request: FastifyRequest) => parse(StoreModeItemParams, request.params).id;

/**
 * The slot calendar of a store and mode: weekly templates, closed days, special openings.
 * Every change runs in one transaction with the slots already handed out brought in line
 * and an audit row; one that would drop booked orders is refused whole.
 */
export async function calendarRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    BASE,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Slot calendar of a mode',
        auth: 'staff',
        params: StoreModeParams,
        data: SlotCalendarSetup,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      if (!(await storeOffersMode(db, ctx.storeId, ctx.mode)))
        throw fieldError('mode', 'modalità di consegna non offerta dal negozio');
      const calendar = await calendarSetup(db, ctx.storeId, ctx.mode, todayOf(ctx));
      return ok<SlotCalendarSetup>({ storeId: replyId(ctx.storeId), mode: ctx.mode, ...calendar });
    },
  );

  app.post(
    `${BASE}/templates`,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Add a slot template',
        auth: 'staff',
        params: StoreModeParams,
        body: SlotTemplateInput,
        data: SlotTemplateSetup,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      const input = parsed(request, 'body');
      return ok(await db.transaction((tx) => createTemplate(tx, ctx, input)));
    },
  );

  app.put(
    `${BASE}/templates/:id`,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Change a slot template',
        auth: 'staff',
        params: StoreModeItemParams,
        body: SlotTemplateInput,
        data: SlotTemplateSetup,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      const input = parsed(request, 'body');
      return ok(await db.transaction((tx) => updateTemplate(tx, ctx, idOf(request), input)));
    },
  );

  app.delete(
    `${BASE}/templates/:id`,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Delete a slot template',
        auth: 'staff',
        params: StoreModeItemParams,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      await db.transaction((tx) => deleteTemplate(tx, ctx, idOf(request)));
      return ok(null);
    },
  );

  app.post(
    `${BASE}/closures`,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Add a closed day',
        auth: 'staff',
        params: StoreModeParams,
        body: ClosedDayInput,
        data: ClosedDaySetup,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      const input = parsed(request, 'body');
      return ok(await db.transaction((tx) => createClosure(tx, ctx, input)));
    },
  );

  app.delete(
    `${BASE}/closures/:id`,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Delete a closed day',
        auth: 'staff',
        params: StoreModeItemParams,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      await db.transaction((tx) => deleteClosure(tx, ctx, idOf(request)));
      return ok(null);
    },
  );

  app.post(
    `${BASE}/openings`,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Add a special opening',
        auth: 'staff',
        params: StoreModeParams,
        body: SpecialOpeningInput,
        data: SpecialOpeningSetup,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      const input = parsed(request, 'body');
      return ok(await db.transaction((tx) => saveOpening(tx, ctx, null, input)));
    },
  );

  app.put(
    `${BASE}/openings/:id`,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Change a special opening',
        auth: 'staff',
        params: StoreModeItemParams,
        body: SpecialOpeningInput,
        data: SpecialOpeningSetup,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      const input = parsed(request, 'body');
      return ok(await db.transaction((tx) => saveOpening(tx, ctx, idOf(request), input)));
    },
  );

  app.delete(
    `${BASE}/openings/:id`,
    {
      schema: {
        tag: 'Store set-up',
        summary: 'Delete a special opening',
        auth: 'staff',
        params: StoreModeItemParams,
      },
    },
    async (request) => {
      const ctx = await contextOf(request, db);
      await db.transaction((tx) => deleteOpening(tx, ctx, idOf(request)));
      return ok(null);
    },
  );
}
