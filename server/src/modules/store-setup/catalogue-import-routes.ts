import type { FastifyInstance } from 'fastify';
import { CatalogueImportQuery, StoreSetupParams } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { shopToday } from '../catalogue/catalogue-dates';
import type { ModuleOptions } from '../routes';
import { importCatalogue } from './catalogue-import-service';
import { decodeUpload } from './csv-records';
import { staffForStore } from './staff-access';

/** A full assortment of a big store is well under 1 MB; 5 MB leaves room without inviting abuse. */
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * Browsers on Windows label .csv files application/vnd.ms-excel and `curl --data-binary`
 * users often send text/plain: all of them reach this plugin as raw bytes, decoded here.
 */
const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel'];

export async function catalogueImportRoutes(
  app: FastifyInstance,
  opts: ModuleOptions,
): Promise<void> {
  const { db } = opts;
  // Encapsulated: only this plugin's routes read these types, the rest of the API stays JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    CSV_TYPES,
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/staff/stores/:storeId/catalogue/import',
    { bodyLimit: IMPORT_BODY_LIMIT },
    async (request) => {
      const { storeId } = parse(StoreSetupParams, request.params);
      const principal = await staffForStore(request, db, storeId);
      const { dryRun } = parse(CatalogueImportQuery, request.query);
      if (!Buffer.isBuffer(request.body))
        throw new AppError('BAD_REQUEST', {
          message: 'Richiesta non valida (il corpo deve essere il file CSV, Content-Type text/csv)',
        });
      const text = decodeUpload(request.body);
      const report = await db.transaction((tx) =>
        importCatalogue(tx, {
          staffId: principal.staffId,
          storeId,
          text,
          dryRun,
          today: shopToday(),
        }),
      );
      if (!dryRun && !report.applied)
        throw new AppError('BAD_REQUEST', {
          message: `Importazione non eseguita: ${report.errors.length} errori nel file, nessuna modifica applicata`,
          data: report,
        });
      return ok(report);
    },
  );
}
