import { CatalogueImportPage } from '@/features/staff/components/catalogue-import-page';

/** /staff/import: a store's catalogue from its CSV file, checked then applied. */
export function StaffImportRoute() {
  return <CatalogueImportPage />;
}
