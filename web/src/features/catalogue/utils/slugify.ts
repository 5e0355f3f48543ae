/** A URL-friendly form of a name: 'Frutta e verdura più fresca' → 'frutta-e-verdura-piu-fresca'. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // An empty segment would break the four-part detail route.
  return slug || '-';
}
