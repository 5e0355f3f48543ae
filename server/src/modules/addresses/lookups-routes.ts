import {
  CitiesQuery,
  CountiesQuery,
  LookupItem,
  NationsQuery,
  StreetsQuery,
  ZipcodesQuery,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { lookupsService } from './lookups-service';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/** Public: the address pickers are used before login too, in the signup wizard. */
export async function lookupsRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const service = lookupsService(opts.db);

  app.get(
    '/addresses/nations',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Nations',
        auth: 'public',
        querystring: NationsQuery,
        data: z.array(LookupItem),
      },
    },
    async (request) => ok(service.nations(parsed(request, 'query'))),
  );
  app.get(
    '/addresses/counties',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Provinces',
        auth: 'public',
        querystring: CountiesQuery,
        data: z.array(LookupItem),
      },
    },
    async (request) => ok(await service.counties(parsed(request, 'query'))),
  );
  app.get(
    '/addresses/cities',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Municipalities',
        auth: 'public',
        querystring: CitiesQuery,
        data: z.array(LookupItem),
      },
    },
    async (request) => ok(await service.cities(parsed(request, 'query'))),
  );
  app.get(
    '/addresses/zipcodes',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Postcodes',
        auth: 'public',
        querystring: ZipcodesQuery,
        data: z.array(z.string()),
      },
    },
    async (request) => ok(await service.zipcodes(parsed(request, 'query'))),
  );
  app.get(
    '/addresses/streets',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Streets',
        auth: 'public',
        querystring: StreetsQuery,
        data: z.array(z.string()),
      },
    },
    async (request) => ok(await service.streets(parsed(request, 'query'))),
  );
  app.get(
    '/addresses/states',
    { schema: { tag: 'Addresses', summary: 'Regions', auth: 'public', data: z.array(LookupItem) } },
    async () => ok(await service.states()),
  );
}
