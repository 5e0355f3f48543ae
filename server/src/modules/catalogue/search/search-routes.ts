import {
  SearchHelp,
  SearchHelpQuery,
  SearchSuggestions,
  StoreParam,
  SuggestionsQuery,
} from '@spesa/contracts';
import { ok } from '../../../http/reply';
import type { ModuleOptions } from '../../module-options';
import { createSuggestionsService } from './suggestions-service';
import { parsed, type RouteApp } from '../../../http/route-schema';

/** Issue 16: suggestions while typing and help after a search that found nothing. */
export async function searchRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const service = createSuggestionsService(opts.db);
  // Guest reads keyed by the URL: typed prefixes repeat across shoppers, so most come from the cache.
  const cached = { config: { guestCache: true } };

  app.get(
    '/ecommerce/products/:store/suggestions',
    {
      ...cached,
      schema: {
        tag: 'Catalogue',
        summary: 'Suggestions while typing: shelves and products',
        description:
          'From the second character: up to three shelves whose name says the words and five products (the plainest named by them first), for the search box.',
        auth: 'public',
        params: StoreParam,
        querystring: SuggestionsQuery,
        data: SearchSuggestions,
      },
    },
    async (request) => {
      const { store } = parsed(request, 'params');
      const { q } = parsed(request, 'query');
      return ok(await service.suggest(store, q, request.catalogueVersion ?? null));
    },
  );

  app.get(
    '/ecommerce/products/:store/search-help',
    {
      ...cached,
      schema: {
        tag: 'Catalogue',
        summary: "After a search that found nothing: 'Forse cercavi' and the store's offers",
        auth: 'public',
        params: StoreParam,
        querystring: SearchHelpQuery,
        data: SearchHelp,
      },
    },
    async (request) => {
      const { store } = parsed(request, 'params');
      const { q } = parsed(request, 'query');
      return ok(await service.help(store, q));
    },
  );
}
