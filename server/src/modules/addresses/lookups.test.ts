import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, ErrorEnvelope, LookupItem, State } from '@spesa/contracts';
import { z } from 'zod';
import { seedKnownStreets } from '../../seed/known-streets';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';

const LookupList = envelope(z.array(LookupItem));
const StringList = envelope(z.array(z.string()));
const StateList = envelope(z.array(State));

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // Idempotent: the demo seed may already have filed the stores' streets.
  await seedKnownStreets(t.db.db);
});
afterAll(() => t?.close());

async function get<S extends z.ZodType>(schema: S, url: string): Promise<z.output<S>> {
  const res = await t.app.inject({ method: 'GET', url: `/cli/addresses/${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}
const lookups = async (url: string) => (await get(LookupList, url)).data;
const strings = async (url: string) => (await get(StringList, url)).data;

describe('GET /cli/addresses/nations', () => {
  it('lists every nation with Italy first, then alphabetically in Italian', async () => {
    const all = await lookups('nations');
    expect(all.length).toBeGreaterThan(240);
    expect(all[0]).toEqual({ id: 'IT', name: 'Italia', foreignNation: false });
    const rest = all.slice(1).map((n) => n.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'it')));
    expect(all.slice(1).every((n) => n.foreignNation === true)).toBe(true);
  });

  it("finds Francia from 'fra' and words inside names, ignoring accents and case", async () => {
    expect(await lookups('nations?q=fra')).toContainEqual({
      id: 'FR',
      name: 'Francia',
      foreignNation: true,
    });
    expect((await lookups('nations?q=CECA')).map((n) => n.id)).toContain('CZ');
    expect((await lookups('nations?q=citta%20vatic')).map((n) => n.id)).toEqual(['VA']);
    expect(await lookups('nations?q=zzzz')).toEqual([]);
  });

  it('answers at most 30 nations for a search', async () => {
    const found = await lookups('nations?q=m');
    expect(found).toHaveLength(30);
    expect(found.every((n) => /(^|[^a-z])m/i.test(n.name))).toBe(true);
  });
});

describe('GET /cli/addresses/counties', () => {
  it('lists the 107 Italian provinces by name with ISTAT id and plate code', async () => {
    const all = await lookups('counties?nationId=IT');
    expect(all).toHaveLength(107);
    expect(all).toContainEqual({ id: '037', name: 'Bologna', code: 'BO' });
    const names = all.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('filters by name prefix or plate code', async () => {
    expect((await lookups('counties?nationId=it&q=bolo')).map((c) => c.code)).toEqual(['BO']);
    expect((await lookups('counties?nationId=IT&q=mo'))[0]?.name).toBe('Modena');
    expect((await lookups('counties?nationId=IT&q=emilia')).map((c) => c.code)).toEqual(['RE']);
  });

  it("answers the one 'EE' county for a foreign nation", async () => {
    expect(await lookups('counties?nationId=FR')).toEqual([
      { id: 'EE', name: 'Estero', code: 'EE' },
    ]);
  });

  it('refuses a nation that does not exist, naming nationId', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cli/addresses/counties?nationId=XX' });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).errors?.map((e) => e.field)).toEqual(['nationId']);
  });
});

describe('GET /cli/addresses/cities', () => {
  it('lists the comuni of a province matching the text, starting ones first', async () => {
    const found = await lookups('cities?countyId=037&q=castel');
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((c) => c.name.toLowerCase().includes('castel'))).toBe(true);
    expect(found[0]?.name.startsWith('Castel')).toBe(true);
    expect(found.map((c) => c.name)).toContain('Castel Maggiore');
    expect(found.map((c) => c.name)).not.toContain('Castelfranco Emilia');
  });

  it('accepts the plate code, ignores accents and searches CAPs with digits', async () => {
    expect(await lookups('cities?countyId=BO&q=bologna')).toEqual([
      { id: '037006', name: 'Bologna' },
      { id: '037016', name: 'Castel Guelfo di Bologna' },
    ]);
    expect((await lookups('cities?countyId=040&q=FORLI'))[0]).toEqual({
      id: '040012',
      name: 'Forlì',
    });
    expect(await lookups('cities?countyId=037&q=4002')).toContainEqual({
      id: '037032',
      name: 'Imola',
    });
  });

  it('lists the whole province without text, and nothing abroad', async () => {
    expect((await lookups('cities?countyId=037')).length).toBe(55);
    expect(await lookups('cities?countyId=EE&nationId=FR&q=paris')).toEqual([]);
  });
});

describe('GET /cli/addresses/zipcodes', () => {
  it("lists Bologna's CAPs as strings, filtered by prefix", async () => {
    const all = await strings('zipcodes?cityId=037006');
    expect(all).toEqual(expect.arrayContaining(['40121', '40122', '40141']));
    expect(await strings('zipcodes?cityId=037006&q=4012')).toEqual(
      all.filter((z) => z.startsWith('4012')),
    );
    expect(await strings('zipcodes?cityId=037032')).toEqual(['40026']);
  });
});

describe('GET /cli/addresses/streets', () => {
  it('suggests the streets of the demo stores of a town', async () => {
    const found = await strings('streets?cityName=bologna&nation=IT');
    expect(found).toEqual(expect.arrayContaining(['Via Giuseppe Mazzini', 'Via di Corticella']));
    expect(await strings('streets?cityName=Bologna&nation=IT&q=mazz')).toEqual([
      'Via Giuseppe Mazzini',
    ]);
    expect(await strings('streets?cityName=Bologna&nation=IT&q=corti')).toEqual([
      'Via di Corticella',
    ]);
    expect(await strings('streets?cityName=Bologna&nation=FR')).toEqual([]);
  });

  it('suggests a street once a customer has saved it, in any spelling only once', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    for (const address of ['Via dei Ciclamini', 'via  dei ciclamini']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/cli/profiles/addresses',
        headers: { cookie },
        payload: {
          address,
          streetNumber: '3',
          city: 'Imola',
          cityId: '037032',
          countyId: '037',
          zip: '40026',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await strings('streets?cityName=IMOLA&nation=it&q=cicla')).toEqual([
      'Via dei Ciclamini',
    ]);
  });

  it("matches a word after an apostrophe ('indip' finds Via dell'Indipendenza)", async () => {
    const user = await insertTestUser(t.db.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/cli/profiles/addresses',
      headers: { cookie: await sessionCookieFor(t.db.db, user.id) },
      payload: {
        address: "Via dell'Indipendenza",
        streetNumber: '20',
        city: 'Bologna',
        cityId: '037006',
        countyId: '037',
        zip: '40121',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await strings('streets?cityName=Bologna&nation=IT&q=indip')).toEqual([
      "Via dell'Indipendenza",
    ]);
    expect(await strings('streets?cityName=Imola&nation=IT&q=indip')).toEqual([]);
  });
});

describe('GET /cli/addresses/states', () => {
  it('lists the 20 regions by name', async () => {
    const { data } = await get(StateList, 'states');
    expect(data).toHaveLength(20);
    expect(data.map((s) => s.name)).toContain('Emilia-Romagna');
    expect(data[0]?.name).toBe('Abruzzo');
  });
});

describe('lookup refusals', () => {
  it.each([
    ['counties', 'nationId'],
    ['cities?nationId=IT', 'countyId'],
    ['zipcodes?q=40', 'cityId'],
    ['streets?nation=IT', 'cityName'],
  ])('GET %s without its parent names %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/cli/addresses/${url}` });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.responseCode).toBe(400);
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
  });
});
