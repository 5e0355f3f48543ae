import { describe, expect, it } from 'vitest';
import { calendar, everyDay, SUNDAY_MORNING, template } from '../../testing/calendar-rules';
import { horizonDays, slotCalendar } from './slot-calendar';

describe('horizonDays', () => {
  it('is ten days from today in Rome, even when UTC is still yesterday', () => {
    const days = horizonDays(new Date('2026-11-21T23:30:00Z'));
    expect(days).toHaveLength(10);
    expect(days[0]).toBe('2026-11-22');
    expect(days[9]).toBe('2026-12-01');
  });
});

describe('slotCalendar', () => {
  it('places a template on its week day only, Sunday being 1', () => {
    const slots = slotCalendar(calendar({ templates: [template(1, '09:00')] }), SUNDAY_MORNING);
    expect(slots.map((s) => [s.date, s.weekDay, s.startsAt, s.endsAt])).toEqual([
      ['2026-11-22', 1, '09:00', '11:00'],
      ['2026-11-29', 1, '09:00', '11:00'],
    ]);
  });

  it('stops at the tenth day and honours template validity', () => {
    const templates = [
      ...everyDay('09:00'),
      template(3, '15:00', { validFrom: '2026-11-25' }),
      template(4, '17:00', { validTo: '2026-11-25' }),
    ];
    const slots = slotCalendar(calendar({ templates }), SUNDAY_MORNING);
    expect(slots.filter((s) => s.startsAt === '09:00')).toHaveLength(10);
    expect(slots.at(-1)?.date).toBe('2026-12-01');
    expect(slots.filter((s) => s.startsAt === '15:00').map((s) => s.date)).toEqual(['2026-12-01']);
    expect(slots.filter((s) => s.startsAt === '17:00').map((s) => s.date)).toEqual(['2026-11-25']);
  });

  it('drops closed days but keeps their special openings, which win over a template', () => {
    const data = calendar({
      templates: [template(3, '09:00'), template(3, '11:00')],
      closedDays: ['2026-11-24'],
      specialOpenings: [
        {
          id: 50,
          date: '2026-11-24',
          startsAt: '10:00:00',
          endsAt: '12:00:00',
          capacity: 3,
          cutoffMinutes: 0,
        },
        {
          id: 51,
          date: '2026-12-01',
          startsAt: '09:00:00',
          endsAt: '10:00:00',
          capacity: 2,
          cutoffMinutes: 30,
        },
        {
          id: 52,
          date: '2026-12-02',
          startsAt: '09:00:00',
          endsAt: '10:00:00',
          capacity: 2,
          cutoffMinutes: 30,
        },
      ],
    });
    const slots = slotCalendar(data, SUNDAY_MORNING);
    expect(slots.map((s) => [s.date, s.startsAt, s.endsAt, s.specialOpeningId])).toEqual([
      ['2026-11-24', '10:00', '12:00', 50],
      ['2026-12-01', '09:00', '10:00', 51],
      ['2026-12-01', '11:00', '13:00', null],
    ]);
  });

  it('lays the bookings of a materialised instance over its rule', () => {
    const data = calendar({
      templates: [template(2, '09:00')],
      instances: [
        {
          id: 7,
          date: '2026-11-23',
          startsAt: '09:00:00',
          endsAt: '11:00:00',
          capacity: 4,
          booked: 4,
          cutoffMinutes: 60,
        },
      ],
    });
    const [first, second] = slotCalendar(data, SUNDAY_MORNING);
    expect(first).toMatchObject({ instanceId: 7, capacity: 4, booked: 4, available: false });
    expect(second).toMatchObject({
      date: '2026-11-30',
      instanceId: null,
      booked: 0,
      available: true,
    });
  });

  it('counts holds and keeps the reserved places from ordinary customers until they open (issue 29)', () => {
    // Monday 23 November 09:00, 8 places, 5 booked and 1 held; 25 % (2 places) reserved.
    const instance = {
      id: 7,
      date: '2026-11-23',
      startsAt: '09:00:00',
      endsAt: '11:00:00',
      capacity: 8,
      booked: 5,
      held: 1,
      cutoffMinutes: 120,
    };
    const data = calendar({
      templates: [template(2, '09:00')],
      instances: [instance],
      priority: { sharePercent: 25, opensMinutesBeforeCutoff: 60 },
    });
    const monday = (viewer: { priority: boolean }, now = SUNDAY_MORNING) =>
      slotCalendar(data, now, 2, viewer).find((s) => s.date === '2026-11-23');
    expect(monday({ priority: false })?.available).toBe(false);
    expect(monday({ priority: true })?.available).toBe(true);
    // Cut-off 07:00 Rome; the reserved places open to all at 06:00 Rome (05:00 UTC).
    expect(monday({ priority: false }, new Date('2026-11-23T05:00:00Z'))?.available).toBe(true);
    const full = calendar({ ...data, instances: [{ ...instance, held: 3 }] });
    const [fullMonday] = slotCalendar(full, SUNDAY_MORNING, 2, { priority: true });
    expect(fullMonday?.available).toBe(false);
  });
});
