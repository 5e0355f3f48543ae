import { ZipCitiesQuery, ZipCity } from '@spesa/contracts';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { geographyService, MIN_NAME_LENGTH, placeSearchOf } from './geography-service';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/**
 * A one-letter name would match most of Italy's 7,900 comuni; such a search is
 * refused rather than answered with an arbitrary twenty.
 */
const ZipCitiesRequest = ZipCitiesQuery.refine(
  (v) => {
    // With neither parameter the contract's own rule has already named q.
    if (v.q === undefined && v.zipCode === undefined) return true;
    const search = placeSearchOf(v);
    return search.name !== undefined || search.zipPrefix !== undefined;
  },
  { message: `indicare almeno ${MIN_NAME_LENGTH} caratteri o le cifre del CAP`, path: ['q'] },
);

export async function geographyRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const service = geographyService(opts.db);

  app.get(
    '/addresses/zipcodescities',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Municipalities of a postcode',
        auth: 'public',
        querystring: ZipCitiesRequest,
        data: z.array(ZipCity),
      },
    },
    async (request) => {
      const query = parsed(request, 'query');
      return ok(await service.zipCities(query));
    },
  );
}
