import type { FastifyInstance } from 'fastify';
import { SearchHelpQuery, StoreParam, SuggestionsQuery } from '@spesa/contracts';
import { ok } from '../../../http/reply';
import { parse } from '../../../http/validate';
import type { ModuleOptions } from '../../module-options';
import { createSuggestionsService } from './suggestions-service';

/** Issue 16: suggestions while typing and help after a search that found nothing. */
export async function searchRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const service = createSuggestionsService(opts.db);
  // Guest reads keyed by the URL: typed prefixes repeat across shoppers, so most come from the cache.
  const cached = { config: { guestCache: true } };

  app.get('/ecommerce/products/:store/suggestions', cached, async (request) => {
    const { store } = parse(StoreParam, request.params);
    const { q } = parse(SuggestionsQuery, request.query);
    return ok(await service.suggest(store, q, request.catalogueVersion ?? null));
  });

  app.get('/ecommerce/products/:store/search-help', cached, async (request) => {
    const { store } = parse(StoreParam, request.params);
    const { q } = parse(SearchHelpQuery, request.query);
    return ok(await service.help(store, q));
  });
}
