import type { FastifyInstance } from 'fastify';
import {
  CitiesQuery,
  CountiesQuery,
  NationsQuery,
  StreetsQuery,
  ZipcodesQuery,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../module-options';
import { lookupsService } from './lookups-service';

/** Public: the address pickers are used before login too, in the signup wizard. */
export async function lookupsRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const service = lookupsService(opts.db);

  app.get('/addresses/nations', async (request) =>
    ok(service.nations(parse(NationsQuery, request.query))),
  );
  app.get('/addresses/counties', async (request) =>
    ok(await service.counties(parse(CountiesQuery, request.query))),
  );
  app.get('/addresses/cities', async (request) =>
    ok(await service.cities(parse(CitiesQuery, request.query))),
  );
  app.get('/addresses/zipcodes', async (request) =>
    ok(await service.zipcodes(parse(ZipcodesQuery, request.query))),
  );
  app.get('/addresses/streets', async (request) =>
    ok(await service.streets(parse(StreetsQuery, request.query))),
  );
  app.get('/addresses/states', async () => ok(await service.states()));
}
