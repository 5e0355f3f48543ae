import type { InvoiceItem } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import type { InvoicePeriod } from '../utils/period';

/** GET /cli/staff/invoices: the period's FatturaPA documents (administrators, issue 32). */
export function usePeriodInvoices(period: InvoicePeriod | null) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'invoices', period?.from, period?.to],
      queryFn:
        period === null
          ? skipToken
          : ({ signal }) =>
              apiRequest<InvoiceItem[]>('/cli/staff/invoices', {
                query: { from: period.from, to: period.to },
                signal,
              }),
    }),
  );
}

/** The period's XML files as one ZIP, and one document's files. */
export const invoiceUrls = {
  zip: (p: InvoicePeriod) => `/cli/staff/invoices/zip?from=${p.from}&to=${p.to}`,
  xml: (id: string) => `/cli/staff/invoices/${id}/xml`,
  copy: (id: string) => `/cli/staff/invoices/${id}/copy`,
};
