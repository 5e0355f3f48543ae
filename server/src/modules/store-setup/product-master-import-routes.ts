import { CatalogueImportQuery, ProductMasterImportReport } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireAdmin } from '../staff';
import { decodeUpload } from './csv-records';
import { importProductMaster } from './product-master-import';

/** Ten thousand products with their ingredients are about 10 MB of JSON; twice that at most. */
export const MASTER_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * Issue 31: POST /cli/staff/products/import?dryRun= with the file as the body, text/csv (ours
 * or Open Food Facts' columns) or application/json. Encapsulated: only this route reads its
 * JSON body as bytes (decoded like the CSV, so a Windows-1252 file reads too).
 */
export async function productMasterImportRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['text/csv', 'application/json'],
    { parseAs: 'buffer', bodyLimit: MASTER_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/staff/products/import',
    {
      schema: {
        tag: 'Product master',
        summary: 'Create or update products by EAN from a CSV or JSON file (administrator)',
        auth: 'staff',
        querystring: CatalogueImportQuery,
        data: ProductMasterImportReport,
        media: 'csv-upload',
      },
      bodyLimit: MASTER_BODY_LIMIT,
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { dryRun } = parsed(request, 'query');
      if (!Buffer.isBuffer(request.body))
        throw new AppError('BAD_REQUEST', {
          message:
            'Richiesta non valida (il corpo deve essere il file, text/csv o application/json)',
        });
      const format = request.headers['content-type']?.includes('json') ? 'json' : 'csv';
      const text = decodeUpload(request.body);
      const report = await db.transaction((tx) =>
        importProductMaster(tx, { staffId: principal.staffId, text, format, dryRun }),
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
