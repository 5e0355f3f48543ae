import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, ErrorEnvelope, ZipCity } from '@spesa/contracts';
import { z } from 'zod';
import { cities, cityZips, counties, regions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing';

const ZipCityList = envelope(z.array(ZipCity));

/**
 * Invented comuni, so exact answers do not depend on the demo geography: no
 * real comune has a 0000x postcode, and Quantozip is only searched by its name.
 */
const FIXTURE_CITIES = [
  { id: 'X00001', name: 'Valtesta', zips: ['00001', '00002'] },
  { id: 'X00002', name: 'Valtestà Alta', zips: ['00003'] },
  { id: 'X00003', name: 'Borgo Valtesta', zips: ['00004'] },
  { id: 'X00004', name: 'Avaltesta', zips: ['00005'] },
  {
    id: 'X00005',
    name: 'Quantozip',
    zips: Array.from({ length: 25 }, (_, i) => `0${String(100 + i).padStart(4, '0')}`),
  },
];

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db.db;
  await db.insert(regions).values({ id: 'TR', name: 'Regione di prova' });
  await db.insert(counties).values({ id: 'TC1', code: 'TT', name: 'Prova', regionId: 'TR' });
  for (const c of FIXTURE_CITIES) {
    const searchName = c.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    await db
      .insert(cities)
      .values({ id: c.id, name: c.name, searchName, countyId: 'TC1', cadastralCode: 'Z999' });
    await db.insert(cityZips).values(c.zips.map((zip) => ({ cityId: c.id, zip })));
  }
});
afterAll(() => t?.close());

async function search(query: string): Promise<ZipCity[]> {
  const res = await t.app.inject({ method: 'GET', url: `/cli/addresses/zipcodescities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = ZipCityList.parse(res.json());
  expect(body.responseCode).toBe(0);
  return body.data;
}

const pairs = (list: ZipCity[]) => list.map((z) => `${z.cityName} ${z.zipCode}`);

describe('GET /cli/addresses/zipcodescities on invented comuni', () => {
  it('ranks exact name, then prefix, then contains, one entry per comune and CAP', async () => {
    const found = await search('q=valtesta');
    expect(pairs(found)).toEqual([
      'Valtesta 00001',
      'Valtesta 00002',
      'Valtestà Alta 00003',
      'Avaltesta 00005',
      'Borgo Valtesta 00004',
    ]);
    expect(found[0]).toEqual({ id: 'X00001-00001', cityName: 'Valtesta', zipCode: '00001' });
  });

  it('ignores accents and case in the text', async () => {
    expect(pairs(await search('q=VALTESTÀ%20alta'))).toEqual(['Valtestà Alta 00003']);
    expect(await search('q=Valtestà')).toEqual(await search('q=valtesta'));
  });

  it('matches postcodes by prefix from zipCode or from digits in q', async () => {
    const byZip = pairs(await search('zipCode=0000'));
    expect(byZip).toEqual([
      'Valtesta 00001',
      'Valtesta 00002',
      'Valtestà Alta 00003',
      'Borgo Valtesta 00004',
      'Avaltesta 00005',
    ]);
    expect(pairs(await search('q=0000'))).toEqual(byZip);
    expect(pairs(await search('zipCode=00003'))).toEqual(['Valtestà Alta 00003']);
    expect(pairs(await search('q=valtesta%2000002'))).toEqual(['Valtesta 00002']);
    expect(pairs(await search('q=valtesta&zipCode=00004'))).toEqual(['Borgo Valtesta 00004']);
  });

  it('answers at most 20 entries', async () => {
    const found = await search('q=quantozip');
    expect(found).toHaveLength(20);
    expect(found.map((z) => z.zipCode)).toEqual(FIXTURE_CITIES[4]!.zips.slice(0, 20));
  });

  it('takes % and _ literally', async () => {
    expect(await search('q=valt%25')).toEqual([]);
    expect(await search('q=v_ltesta')).toEqual([]);
  });
});

describe('GET /cli/addresses/zipcodescities on the demo geography', () => {
  it("finds Bologna's CAPs by name", async () => {
    const found = await search('q=Bologna');
    expect(found[0]?.cityName).toBe('Bologna');
    expect(found.map((z) => z.zipCode)).toContain('40121');
  });

  it("finds 'Forlì' from 'forli', exact name first", async () => {
    const found = await search('q=forli');
    expect(found[0]).toMatchObject({ cityName: 'Forlì', zipCode: '47121' });
    expect(found.map((z) => z.cityName)).toContain('Forlimpopoli');
  });

  it('finds the Bologna CAPs from the prefix 401', async () => {
    const found = await search('zipCode=401');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
    for (const z of found) expect(z).toMatchObject({ cityName: 'Bologna' });
    for (const z of found) expect(z.zipCode).toMatch(/^401\d\d$/);
    expect(found[0]?.zipCode).toBe('40121');
  });

  it('puts names starting with the text before names containing it', async () => {
    const found = await search('q=bol');
    const starts = found.map((z) => z.cityName.toLowerCase().startsWith('bol'));
    expect(starts[0]).toBe(true);
    expect(
      starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true),
    ).toBe(true);
  });
});

describe('GET /cli/addresses/zipcodescities refusals', () => {
  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=b', 'q'],
    ['zipCode=4012x', 'zipCode'],
    ['zipCode=401211', 'zipCode'],
  ])('refuses %j naming %s', async (query, field) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/cli/addresses/zipcodescities?${query}`,
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body).toMatchObject({ responseCode: 400, data: null });
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
    expect(body.message).toContain(field);
  });
});
