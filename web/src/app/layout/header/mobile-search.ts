const searchPages = ['/category', '/search', '/cart'];

/**
 * Spec 2: the mobile header shows its search bar only on /category, /search, /cart and on
 * paths containing /store or /product; elsewhere the search panel brings it up on demand.
 */
export function showsMobileSearch(pathname: string): boolean {
  return (
    searchPages.some((page) => pathname === page || pathname.startsWith(`${page}/`)) ||
    pathname.includes('/store') ||
    pathname.includes('/product')
  );
}
