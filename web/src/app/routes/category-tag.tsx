import { useLocation, useSearchParams } from 'react-router';
import { useProductTags } from '@/features/catalogue/api/get-product-tags';
import { CategoryListing } from '@/features/catalogue/components/listing/category-listing';
import { readListingState } from '@/features/catalogue/utils/navigation-state';
import { NotFoundRoute } from './not-found';

/** /category/tag: the category listing narrowed to one tag, from ?tag= or the link's state. */
export function CategoryTagRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = readListingState(location.state);
  const tags = useProductTags();
  const id = params.get('tag') ?? state.tag;
  if (!id) return <NotFoundRoute />;
  const description =
    (state.tag === id ? state.tagDescription : undefined) ??
    tags.data?.find((tag) => tag.id === id)?.description ??
    id;
  return <CategoryListing tag={{ id, description }} />;
}
