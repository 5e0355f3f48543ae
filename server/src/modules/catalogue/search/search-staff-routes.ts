import {
  SearchMiss,
  SearchMissesQuery,
  Synonym,
  SynonymParam,
  SynonymRequest,
} from '@spesa/contracts';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/reply';
import type { ModuleOptions } from '../../module-options';
import { authenticateStaff, requireAdmin } from '../../staff';
import { missRecorder, topMisses } from './search-misses';
import { deleteSynonym, listSynonyms, saveSynonym } from './synonyms-repository';
import { parsed, type RouteApp } from '../../../http/route-schema';
import { z } from 'zod';

/**
 * The staff's side of search: synonyms (chain-wide, so only an administrator
 * changes them) and the searches that found nothing over the last days (an
 * operator sees their own stores').
 */
export async function searchStaffRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const misses = missRecorder(db);

  app.get(
    '/staff/search/synonyms',
    {
      schema: { tag: 'Search', summary: 'Search synonyms', auth: 'staff', data: z.array(Synonym) },
    },
    async (request) => {
      await authenticateStaff(request, db);
      return ok(await listSynonyms(db));
    },
  );

  app.post(
    '/staff/search/synonyms',
    {
      schema: {
        tag: 'Search',
        summary: 'Create or replace the synonyms of a word (administrator)',
        auth: 'staff',
        body: SynonymRequest,
        data: Synonym,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const input = parsed(request, 'body');
      return ok(await db.transaction((tx) => saveSynonym(tx, principal.staffId, input)));
    },
  );

  app.delete(
    '/staff/search/synonyms/:id',
    {
      schema: {
        tag: 'Search',
        summary: 'Delete a synonym (administrator)',
        auth: 'staff',
        params: SynonymParam,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { id } = parsed(request, 'params');
      await db.transaction((tx) => deleteSynonym(tx, principal.staffId, id));
      return ok(null);
    },
  );

  app.get(
    '/staff/search/misses',
    {
      schema: {
        tag: 'Search',
        summary: 'The commonest searches that found nothing',
        description: "Last `days` days (30 by default); an operator sees their stores' only.",
        auth: 'staff',
        querystring: SearchMissesQuery,
        data: z.array(SearchMiss),
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { days, storeId } = parsed(request, 'query');
      if (storeId && principal.role !== 'ADMIN' && !principal.storeIds.includes(storeId)) {
        throw new AppError('FORBIDDEN');
      }
      const stores = storeId ? [storeId] : principal.role === 'ADMIN' ? null : principal.storeIds;
      // This process's counts of the last seconds are written first, so the report is current.
      await misses.flush();
      return ok(await topMisses(db, days, stores));
    },
  );
}
