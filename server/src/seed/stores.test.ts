import { describe, expect, it } from 'vitest';
import { findComune } from './geography';
import { STORE_LIST } from './store-list';
import { serviceZips, storeRow } from './stores';

const today = new Date(2025, 11, 20);

describe('store list', () => {
  it('has at least eight stores with distinct names', () => {
    expect(STORE_LIST.length).toBeGreaterThanOrEqual(8);
    expect(new Set(STORE_LIST.map((s) => s.name)).size).toBe(STORE_LIST.length);
  });

  it('offers pickup everywhere, home delivery mostly, shipping at most once', () => {
    for (const s of STORE_LIST) expect(s.modes).toContain('IN_STORE');
    expect(STORE_LIST.filter((s) => s.modes.includes('AT_HOME')).length).toBeGreaterThan(
      STORE_LIST.length / 2,
    );
    expect(STORE_LIST.filter((s) => s.modes.includes('DRIVE')).length).toBeGreaterThanOrEqual(2);
    expect(STORE_LIST.filter((s) => s.modes.includes('SHIPPED')).length).toBeLessThanOrEqual(1);
  });
});

describe('storeRow', () => {
  it('fills address, region and the week from Sunday (1) to Saturday (7)', () => {
    const [first] = STORE_LIST;
    if (!first) throw new Error('no stores');
    const row = storeRow(first, 0, today);
    expect(row).toMatchObject({
      city: 'Bologna',
      county: 'BO',
      regionId: '08',
      zip: '40138',
      enabled: true,
    });
    expect(row.email).toMatch(/^[a-z.-]+@spesa\.it$/);
    expect(row.timetables.map((t) => [t.weekDay, t.description])).toEqual([
      [1, 'Domenica'],
      [2, 'Lunedì'],
      [3, 'Martedì'],
      [4, 'Mercoledì'],
      [5, 'Giovedì'],
      [6, 'Venerdì'],
      [7, 'Sabato'],
    ]);
    expect(row.contacts.map((c) => c.type)).toContain('phone');
  });

  it('lists coming holidays as special openings, after today', () => {
    const row = storeRow(STORE_LIST[0] ?? STORE_LIST[1]!, 0, today);
    expect(row.openings.map((o) => o.date)).toContain('2025-12-25');
    for (const o of row.openings) expect(o.date > '2025-12-20').toBe(true);
  });

  it('puts every store in a postcode of its own comune', () => {
    STORE_LIST.forEach((spec, i) => expect(() => storeRow(spec, i, today)).not.toThrow());
  });
});

describe('serviceZips', () => {
  it('delivers home to the store comune and its neighbours only', () => {
    for (const spec of STORE_LIST.filter((s) => s.modes.includes('AT_HOME'))) {
      const zips = serviceZips(spec, 'AT_HOME');
      expect(zips).toContain(spec.zip);
      for (const zip of findComune(spec.comune).cap) expect(zips).toContain(zip);
      for (const name of spec.deliversTo) expect(zips).toContain(findComune(name).cap[0]);
    }
  });

  it('serves pickup to the whole province', () => {
    const bologna = STORE_LIST.find((s) => s.comune === 'Bologna' && s.modes.includes('DRIVE'));
    if (!bologna) throw new Error('no Bologna drive store');
    const zips = serviceZips(bologna, 'IN_STORE');
    expect(zips).toEqual(serviceZips(bologna, 'DRIVE'));
    expect(zips).toContain('40121');
    expect(zips).toContain('40026'); // Imola
    expect(zips).not.toContain('41121'); // Modena
  });
});
