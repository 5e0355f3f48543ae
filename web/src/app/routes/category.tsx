import { CategoryListing } from '@/features/catalogue/components/listing/category-listing';

/** /category: the category tree, filters and products (spec 2). */
export function CategoryRoute() {
  return <CategoryListing />;
}
