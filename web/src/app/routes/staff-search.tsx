import { SearchAdminPage } from '@/features/staff/components/search-admin-page';

/** /staff/search: the zero-result report and the search synonyms (issue 16). */
export function StaffSearchRoute() {
  return <SearchAdminPage />;
}
