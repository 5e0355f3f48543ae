import { and, eq } from 'drizzle-orm';
import {
  ClosedDaySetup,
  ErrorEnvelope,
  SlotCalendarSetup,
  SlotTemplateSetup,
  SpecialOpeningSetup,
  type SlotTemplateInput,
} from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { slotInstances, slotTemplates } from '../../db/schema';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { addDays, shopToday, weekDayOf } from '../../shared/shop-time';
import {
  auditRows,
  dataOf,
  expectError,
  staffCall,
  staffCookies,
  type StaffCookies,
} from '../../testing/store-setup-helpers';
import { rowId } from '../../testing';

let s: CartTest;
let staff: StaffCookies;
let base: string;

const today = shopToday(new Date());
const day = addDays(today, 3);
const nextWeek = addDays(day, 7);

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.modena);
  base = `/cli/staff/stores/${s.mazzini}/calendar/IN_STORE`;
});
afterAll(() => s?.t.close());

/** A late slot no seeded template uses, on the week day of `day`. */
const template = (over: Partial<SlotTemplateInput> = {}): SlotTemplateInput => ({
  weekDay: weekDayOf(day),
  validFrom: '21:17',
  validTo: '21:47',
  capacity: 4,
  cutoffMinutes: 60,
  fromDate: today,
  toDate: null,
  ...over,
});

/** The template's slot on `date` as the shop would have materialised it, with bookings. */
async function handedOut(templateId: number, date: string, booked: number, capacity = 4) {
  const [row] = await s.t.db.db
    .insert(slotInstances)
    .values({
      storeId: s.mazzini,
      mode: 'IN_STORE',
      date,
      startsAt: '21:17',
      endsAt: '21:47',
      capacity,
      booked,
      cutoffMinutes: 60,
      templateId,
    })
    .returning();
  return row!;
}

async function instance(id: number) {
  const [row] = await s.t.db.db.select().from(slotInstances).where(eq(slotInstances.id, id));
  return row;
}

const Conflicts = z.object({
  conflicts: z.array(z.object({ date: z.string(), booked: z.number() })),
});

function refused(res: Awaited<ReturnType<typeof staffCall>>) {
  const body = expectError(res, 200, 4062);
  expect(body.message).toContain('ordini già prenotati');
  return Conflicts.parse(ErrorEnvelope.parse(res.json()).data).conflicts;
}

describe('slot templates', () => {
  it('never drops booked slots: capacity, dates, window and deletion are refused', async () => {
    const created = dataOf(
      await staffCall(s.t, staff.operator, 'POST', `${base}/templates`, template()),
      SlotTemplateSetup,
    );
    const booked = await handedOut(rowId(created.id), day, 3);
    const url = `${base}/templates/${created.id}`;

    expect(
      refused(await staffCall(s.t, staff.operator, 'PUT', url, template({ capacity: 2 }))),
    ).toEqual([expect.objectContaining({ date: day, booked: 3 })]);
    refused(
      await staffCall(s.t, staff.operator, 'PUT', url, template({ toDate: addDays(day, -1) })),
    );
    refused(await staffCall(s.t, staff.operator, 'PUT', url, template({ validTo: '22:00' })));
    refused(
      await staffCall(
        s.t,
        staff.operator,
        'PUT',
        url,
        template({ weekDay: (weekDayOf(day) % 7) + 1 }),
      ),
    );
    refused(await staffCall(s.t, staff.operator, 'DELETE', url));
    const [kept] = await s.t.db.db
      .select()
      .from(slotTemplates)
      .where(eq(slotTemplates.id, rowId(created.id)));
    expect(kept).toMatchObject({ capacity: 4, validTo: null });
    expect(await auditRows(s.t, 'slot_template', String(created.id))).toHaveLength(1);

    const raised = dataOf(
      await staffCall(
        s.t,
        staff.operator,
        'PUT',
        url,
        template({ capacity: 6, cutoffMinutes: 120 }),
      ),
      SlotTemplateSetup,
    );
    expect(raised).toMatchObject({ capacity: 6, minCapacity: 3 });
    // The slot already handed out follows the template.
    expect(await instance(booked.id)).toMatchObject({ capacity: 6, cutoffMinutes: 120, booked: 3 });
    const [update] = await auditRows(s.t, 'slot_template', String(created.id));
    expect(update).toMatchObject({
      staffId: staff.operatorId,
      action: 'SLOT_TEMPLATE_UPDATE',
      before: { capacity: 4 },
      after: { capacity: 6 },
    });

    // Ending the template after the booked day is fine; its unbooked slot a week later goes.
    const unbooked = await handedOut(rowId(created.id), nextWeek, 0);
    dataOf(
      await staffCall(s.t, staff.operator, 'PUT', url, template({ capacity: 6, toDate: day })),
      SlotTemplateSetup,
    );
    expect(await instance(unbooked.id)).toBeUndefined();

    const calendar = dataOf(await staffCall(s.t, staff.operator, 'GET', base), SlotCalendarSetup);
    expect(calendar.templates.find((t) => t.id === created.id)).toMatchObject({
      toDate: day,
      minCapacity: 3,
    });

    await s.t.db.db.update(slotInstances).set({ booked: 0 }).where(eq(slotInstances.id, booked.id));
    dataOf(await staffCall(s.t, staff.operator, 'DELETE', url), z.null());
    expect(await instance(booked.id)).toBeUndefined();
    const [deletion] = await auditRows(s.t, 'slot_template', String(created.id));
    expect(deletion).toMatchObject({ action: 'SLOT_TEMPLATE_DELETE', after: null });
  });

  it('checks the template itself', async () => {
    const post = (body: object, url = `${base}/templates`) =>
      staffCall(s.t, staff.operator, 'POST', url, body);
    expectError(await post(template({ validFrom: '22:00', validTo: '21:00' })), 400, 400);
    expectError(await post(template({ weekDay: 8 })), 400, 400);
    expectError(
      await post(template({ toDate: addDays(today, -1), fromDate: addDays(today, -9) })),
      200,
      4000,
    );
    dataOf(await post(template({ validFrom: '21:31', validTo: '21:59' })), SlotTemplateSetup);
    const twin = expectError(
      await post(template({ validFrom: '21:31', validTo: '21:50' })),
      200,
      4000,
    );
    expect(twin.errors?.[0]?.field).toBe('validFrom');
    const ferrara = `/cli/staff/stores/${s.ferrara}/calendar/AT_HOME/templates`;
    const admin = await staffCall(s.t, staff.admin, 'POST', ferrara, template());
    expect(expectError(admin, 200, 4000).errors?.[0]?.field).toBe('mode');
  });
});

describe('closed days and special openings', () => {
  it('refuses to close a day with bookings and closes a free one', async () => {
    const created = dataOf(
      await staffCall(
        s.t,
        staff.operator,
        'POST',
        `${base}/templates`,
        template({ validFrom: '21:05', validTo: '21:15' }),
      ),
      SlotTemplateSetup,
    );
    const [row] = await s.t.db.db
      .insert(slotInstances)
      .values({
        storeId: s.mazzini,
        mode: 'IN_STORE',
        date: day,
        startsAt: '21:05',
        endsAt: '21:15',
        capacity: 4,
        booked: 1,
        cutoffMinutes: 60,
        templateId: rowId(created.id),
      })
      .returning();
    const closures = `${base}/closures`;
    refused(
      await staffCall(s.t, staff.operator, 'POST', closures, { date: day, reason: 'Inventario' }),
    );
    const homeClosures = `/cli/staff/stores/${s.mazzini}/calendar/AT_HOME/closures`;
    refused(
      await staffCall(s.t, staff.operator, 'POST', homeClosures, {
        date: day,
        reason: 'Sciopero',
        allModes: true,
      }),
    );
    expectError(
      await staffCall(s.t, staff.operator, 'POST', closures, {
        date: addDays(today, -1),
        reason: 'Ieri',
      }),
      200,
      4000,
    );
    const closed = dataOf(
      await staffCall(s.t, staff.operator, 'POST', closures, {
        date: nextWeek,
        reason: 'Inventario',
      }),
      ClosedDaySetup,
    );
    expect(closed).toMatchObject({ date: nextWeek, allModes: false });
    const calendar = dataOf(await staffCall(s.t, staff.operator, 'GET', base), SlotCalendarSetup);
    expect(calendar.closedDays).toContainEqual(closed);
    dataOf(await staffCall(s.t, staff.operator, 'DELETE', `${closures}/${closed.id}`), z.null());
    const audits = await auditRows(s.t, 'slot_closure', String(closed.id));
    expect(audits.map((a) => a.action)).toEqual(['SLOT_CLOSURE_DELETE', 'SLOT_CLOSURE_CREATE']);

    // A special opening at the booked start must leave room for its booking.
    const openings = `${base}/openings`;
    const opening = {
      date: day,
      validFrom: '21:05',
      validTo: '21:15',
      capacity: 1,
      cutoffMinutes: 30,
    };
    const made = dataOf(
      await staffCall(s.t, staff.operator, 'POST', openings, opening),
      SpecialOpeningSetup,
    );
    expect(made).toMatchObject({ booked: 1 });
    const [taken] = await s.t.db.db
      .select()
      .from(slotInstances)
      .where(and(eq(slotInstances.id, row!.id)));
    expect(taken).toMatchObject({
      specialOpeningId: rowId(made.id),
      templateId: null,
      cutoffMinutes: 30,
    });
    refused(
      await staffCall(s.t, staff.operator, 'PUT', `${openings}/${made.id}`, {
        ...opening,
        validTo: '21:30',
      }),
    );
    // Deleting it hands the booked slot back to the template, which has room.
    dataOf(await staffCall(s.t, staff.operator, 'DELETE', `${openings}/${made.id}`), z.null());
    expect(await instance(row!.id)).toMatchObject({
      templateId: rowId(created.id),
      specialOpeningId: null,
    });
  });
});

describe('calendar access', () => {
  it('lets only the store’s operators and administrators in', async () => {
    const shopper = await newCustomer(s.t);
    expectError(await staffCall(s.t, shopper.cookie, 'GET', base), 401, 401);
    expectError(await staffCall(s.t, null, 'POST', `${base}/templates`, template()), 401, 401);
    expectError(await staffCall(s.t, staff.stranger, 'GET', base), 403, 403);
    expectError(
      await staffCall(
        s.t,
        staff.stranger,
        'POST',
        `${base}/templates`,
        template({ validFrom: '06:01', validTo: '06:30' }),
      ),
      403,
      403,
    );
    dataOf(await staffCall(s.t, staff.admin, 'GET', base), SlotCalendarSetup);
  });
});
