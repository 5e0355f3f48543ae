import type { FastifyInstance } from 'fastify';
import { SearchMissesQuery, SynonymParam, SynonymRequest } from '@spesa/contracts';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/reply';
import { parse } from '../../../http/validate';
import type { ModuleOptions } from '../../module-options';
import { authenticateStaff, requireAdmin } from '../../staff';
import { missRecorder, topMisses } from './search-misses';
import { deleteSynonym, listSynonyms, saveSynonym } from './synonyms-repository';

/**
 * The staff's side of search: synonyms (chain-wide, so only an administrator
 * changes them) and the searches that found nothing over the last days (an
 * operator sees their own stores').
 */
export async function searchStaffRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const misses = missRecorder(db);

  app.get('/staff/search/synonyms', async (request) => {
    await authenticateStaff(request, db);
    return ok(await listSynonyms(db));
  });

  app.post('/staff/search/synonyms', async (request) => {
    const principal = await authenticateStaff(request, db);
    requireAdmin(principal);
    const input = parse(SynonymRequest, request.body);
    return ok(await db.transaction((tx) => saveSynonym(tx, principal.staffId, input)));
  });

  app.delete('/staff/search/synonyms/:id', async (request) => {
    const principal = await authenticateStaff(request, db);
    requireAdmin(principal);
    const { id } = parse(SynonymParam, request.params);
    await db.transaction((tx) => deleteSynonym(tx, principal.staffId, id));
    return ok(null);
  });

  app.get('/staff/search/misses', async (request) => {
    const principal = await authenticateStaff(request, db);
    const { days, storeId } = parse(SearchMissesQuery, request.query);
    if (storeId && principal.role !== 'ADMIN' && !principal.storeIds.includes(storeId)) {
      throw new AppError('FORBIDDEN');
    }
    const stores = storeId ? [storeId] : principal.role === 'ADMIN' ? null : principal.storeIds;
    // This process's counts of the last seconds are written first, so the report is current.
    await misses.flush();
    return ok(await topMisses(db, days, stores));
  });
}
