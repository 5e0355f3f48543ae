import {
  InvoiceItem,
  InvoicePeriodQuery,
  OrderInvoiceParam,
  OrderInvoicesParam,
  RefundLineRequest,
  StaffInvoiceParam,
} from '@spesa/contracts';
import type { FastifyReply } from 'fastify';
import { sendHtml } from '../../http/html-reply';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import { authenticate } from '../accounts';
import { authenticateStaff, requireAdmin } from '../staff';
import type { ModuleOptions } from '../module-options';
import { invoiceHtml, INVOICE_COPY_POLICY } from './invoice-html';
import { toInvoiceItem } from './invoice-mapper';
import { invoicesZip } from './invoice-zip';
import { refundLine } from './refund-service';
import {
  findInvoice,
  findOwnInvoice,
  listOrderInvoices,
  listPeriodInvoices,
  listStaffOrderInvoices,
  type InvoiceListRow,
} from './invoices-repository';

/** A file the browser saves under its own name, never cached (it holds one buyer's data). */
function sendFile(reply: FastifyReply, type: string, name: string, body: string | Uint8Array) {
  return reply
    .type(type)
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
    .send(typeof body === 'string' ? body : Buffer.from(body));
}

const sendXml = (reply: FastifyReply, row: InvoiceListRow) =>
  sendFile(reply, 'application/xml; charset=utf-8', row.invoice.fileName, row.invoice.xml);

const sendCopy = (reply: FastifyReply, row: InvoiceListRow) =>
  sendHtml(reply, invoiceHtml(row.invoice.document), {
    contentSecurityPolicy: INVOICE_COPY_POLICY,
  });

/**
 * FatturaPA documents (issue 32). A customer lists an order's invoice and credit notes and
 * downloads each as the XML file or a readable copy, for their own orders only (another's
 * reads 'not found'). Administrators list a period's documents and take them as one ZIP for
 * the accountant, under /cli/staff.
 */
export async function invoicesRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const orderDocs = { tag: 'Invoices', auth: 'customer' } as const;
  const staffDocs = { tag: 'Invoices', auth: 'staff' } as const;

  app.get(
    '/ecommerce/orders/:id/invoices',
    {
      schema: {
        ...orderDocs,
        summary: "An order's invoice and credit notes",
        params: OrderInvoicesParam,
        data: InvoiceItem.array(),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'params');
      return ok((await listOrderInvoices(db, userId, id)).map(toInvoiceItem));
    },
  );

  app.get(
    '/ecommerce/orders/:id/invoices/:invoiceId/xml',
    {
      schema: {
        ...orderDocs,
        summary: 'Download a FatturaPA XML file',
        params: OrderInvoiceParam,
        media: 'download',
      },
    },
    async (request, reply) => {
      const userId = await authenticate(request, db);
      const { id, invoiceId } = parsed(request, 'params');
      return sendXml(reply, await findOwnInvoice(db, userId, id, invoiceId));
    },
  );

  app.get(
    '/ecommerce/orders/:id/invoices/:invoiceId/copy',
    {
      schema: {
        ...orderDocs,
        summary: 'A readable copy of an invoice',
        params: OrderInvoiceParam,
        media: 'html',
      },
    },
    async (request, reply) => {
      const userId = await authenticate(request, db);
      const { id, invoiceId } = parsed(request, 'params');
      return sendCopy(reply, await findOwnInvoice(db, userId, id, invoiceId));
    },
  );

  app.get(
    '/staff/invoices',
    {
      schema: {
        ...staffDocs,
        summary: "A period's invoices and credit notes (administrator)",
        querystring: InvoicePeriodQuery,
        data: InvoiceItem.array(),
      },
    },
    async (request) => {
      requireAdmin(await authenticateStaff(request, db));
      const { from, to } = parsed(request, 'query');
      return ok((await listPeriodInvoices(db, from, to)).map(toInvoiceItem));
    },
  );

  app.get(
    '/staff/invoices/zip',
    {
      schema: {
        ...staffDocs,
        summary: "A period's XML files as one ZIP (administrator)",
        querystring: InvoicePeriodQuery,
        media: 'download',
      },
    },
    async (request, reply) => {
      requireAdmin(await authenticateStaff(request, db));
      const { from, to } = parsed(request, 'query');
      const rows = await listPeriodInvoices(db, from, to);
      const zip = invoicesZip(rows.map((r) => r.invoice));
      return sendFile(reply, 'application/zip', `fatture_${from}_${to}.zip`, zip);
    },
  );

  app.get(
    '/staff/invoices/:id/xml',
    {
      schema: {
        ...staffDocs,
        summary: 'Download one FatturaPA XML file (administrator)',
        params: StaffInvoiceParam,
        media: 'download',
      },
    },
    async (request, reply) => {
      requireAdmin(await authenticateStaff(request, db));
      const { id } = parsed(request, 'params');
      return sendXml(reply, await findInvoice(db, id));
    },
  );

  app.get(
    '/staff/invoices/:id/copy',
    {
      schema: {
        ...staffDocs,
        summary: 'A readable copy of one document (administrator)',
        params: StaffInvoiceParam,
        media: 'html',
      },
    },
    async (request, reply) => {
      requireAdmin(await authenticateStaff(request, db));
      const { id } = parsed(request, 'params');
      return sendCopy(reply, await findInvoice(db, id));
    },
  );

  app.post(
    '/staff/orders/:id/refund',
    {
      schema: {
        ...staffDocs,
        summary:
          'Refund a prepared line of a completed order, with its credit note (administrator)',
        params: StaffInvoiceParam,
        body: RefundLineRequest,
        data: InvoiceItem.array(),
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { id } = parsed(request, 'params');
      const { itemId, reason } = parsed(request, 'body');
      const list = await db.transaction(async (tx) => {
        await refundLine(tx, opts.config.invoices, principal, id, itemId, reason);
        return listStaffOrderInvoices(tx, id);
      });
      return ok(list.map(toInvoiceItem));
    },
  );
}
