import { describe, expect, it } from 'vitest';
import { calendar, everyDay, SUNDAY_MORNING, template } from '../../testing/calendar-rules';
import { bookableUntil, firstAvailable, slotCalendar } from './slot-calendar';

describe('cut-off', () => {
  const data = calendar({ templates: [template(2, '09:00', { cutoffMinutes: 720 })] });

  it('closes booking exactly cutoff minutes before the start', () => {
    // Monday 23 November 09:00 CET is 08:00Z; 720 minutes earlier is Sunday 20:00Z (21:00 in Rome)
    const until = new Date('2026-11-22T20:00:00Z');
    expect(bookableUntil('2026-11-23', '09:00', 720)).toEqual(until);
    const justBefore = firstAvailable(data, new Date(until.getTime() - 1));
    expect(justBefore?.date).toBe('2026-11-23');
    expect(firstAvailable(data, until)?.date).toBe('2026-11-30');
  });

  it('counts elapsed time across the spring clock change', () => {
    // Sunday 29 March 2026, 09:00 CEST = 07:00Z; twelve hours earlier is 20:00 CET on Saturday
    expect(bookableUntil('2026-03-29', '09:00', 720).toISOString()).toBe(
      '2026-03-28T19:00:00.000Z',
    );
    const sunday = calendar({ templates: [template(1, '09:00', { cutoffMinutes: 720 })] });
    expect(firstAvailable(sunday, new Date('2026-03-28T18:59:59Z'))?.date).toBe('2026-03-29');
    expect(firstAvailable(sunday, new Date('2026-03-28T19:00:00Z'))?.date).toBe('2026-04-05');
  });

  it('lists a slot of the autumn change day at its wall-clock time', () => {
    const sunday = calendar({ templates: [template(1, '09:00')] });
    const [slot] = slotCalendar(sunday, new Date('2026-10-24T12:00:00Z'));
    expect(slot).toMatchObject({ date: '2026-10-25', startsAt: '09:00' });
    // 09:00 CET = 08:00Z, minus 120 minutes
    expect(slot?.bookableUntil.toISOString()).toBe('2026-10-25T06:00:00.000Z');
  });
});

describe('firstAvailable', () => {
  it('skips slots already past their cut-off today and full ones', () => {
    const data = calendar({
      templates: [...everyDay('09:00'), ...everyDay('11:00'), ...everyDay('15:00')],
      instances: [
        {
          id: 1,
          date: '2026-11-22',
          startsAt: '11:00',
          endsAt: '13:00',
          capacity: 5,
          booked: 5,
          cutoffMinutes: 120,
        },
      ],
    });
    // 08:00 in Rome: 09:00 closed at 07:00, 11:00 is full
    expect(firstAvailable(data, SUNDAY_MORNING)).toMatchObject({
      date: '2026-11-22',
      startsAt: '15:00',
      templateId: expect.any(Number),
    });
  });

  it('is null when nothing is open within the horizon', () => {
    expect(firstAvailable(calendar({}), SUNDAY_MORNING)).toBeNull();
    const late = calendar({ templates: [template(4, '09:00', { validFrom: '2026-12-20' })] });
    expect(firstAvailable(late, SUNDAY_MORNING)).toBeNull();
  });
});
