import type { InvoiceItem } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** GET /cli/ecommerce/orders/{id}/invoices: the order's FatturaPA documents (issue 32). */
export function useOrderInvoices(userId: string | null, orderId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['orders', userId, 'invoices', orderId],
      queryFn:
        userId === null || !enabled
          ? skipToken
          : ({ signal }) =>
              apiRequest<InvoiceItem[]>(`/cli/ecommerce/orders/${orderId}/invoices`, { signal }),
    }),
  );
}

/** Where a document's files are: the XML to save and the readable copy to open. */
export function invoiceFileUrls(orderId: string, invoiceId: string) {
  const base = `/cli/ecommerce/orders/${orderId}/invoices/${invoiceId}`;
  return { xml: `${base}/xml`, copy: `${base}/copy` };
}
