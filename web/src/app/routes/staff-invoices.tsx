import { InvoicesPage } from '@/features/invoices/components/invoices-page';

/** /staff/invoices: the period's FatturaPA documents and their ZIP, for administrators (issue 32). */
export function StaffInvoicesRoute() {
  return <InvoicesPage />;
}
