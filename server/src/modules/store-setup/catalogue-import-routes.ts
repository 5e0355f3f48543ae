import { CatalogueImportQuery, CatalogueImportReport, StoreSetupParams } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { shopToday } from '../../shared/shop-time';
import type { ModuleOptions } from '../module-options';
import { importCatalogue } from './catalogue-import-service';
import { decodeUpload } from './csv-records';
import { staffForStore } from './staff-access';
import { parsed, type RouteApp } from '../../http/route-schema';

/** A full assortment of a big store is well under 1 MB; 5 MB leaves room without inviting abuse. */
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * Only text/csv: the types an HTML form can post (text/plain, multipart, urlencoded) stay out,
 * so no page of another site can submit a file here even without the Origin check. A file
 * Windows labels application/vnd.ms-excel is sent by the web app as text/csv all the same.
 */
const CSV_TYPES = ['text/csv'];

export async function catalogueImportRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  // Encapsulated: only this plugin's route reads CSV, the rest of the API stays JSON; a
  // text/plain body is refused here (415) rather than read as a string.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    CSV_TYPES,
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/staff/stores/:storeId/catalogue/import',
    {
      schema: {
        tag: 'Store set-up',
        summary: "Import the store's prices, offers and availability (CSV body)",
        auth: 'staff',
        params: StoreSetupParams,
        querystring: CatalogueImportQuery,
        data: CatalogueImportReport,
        media: 'csv-upload',
      },
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request) => {
      const { storeId } = parsed(request, 'params');
      const principal = await staffForStore(request, db, storeId);
      const { dryRun } = parsed(request, 'query');
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
        throw new AppError('GENERIC', {
          message: `Importazione non eseguita: ${report.errors.length} errori nel file, nessuna modifica applicata`,
          data: report,
        });
      return ok(report);
    },
  );
}
