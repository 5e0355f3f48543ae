/**
 * Lower-case, accent-free and single-spaced: how names compare in memory ('Forlì' = 'forli'),
 * the same folding the database applies to its search columns.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
