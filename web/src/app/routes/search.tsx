import { SearchListing } from '@/features/catalogue/components/listing/search-listing';

/** /search: products matching the shopper's text and filters (spec 2). */
export function SearchRoute() {
  return <SearchListing />;
}
