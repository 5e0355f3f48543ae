/** The detail page's add button: the cart state decides the words (spec 4). */
export type AddButtonState = 'add' | 'inCart' | 'update';

export function addButtonState(inCart: boolean, quantityChanged: boolean): AddButtonState {
  if (!inCart) return 'add';
  return quantityChanged ? 'update' : 'inCart';
}

/** '2026-12-11' becomes '11/12' for 'fino al 11/12'. */
export function dayMonth(isoDate: string): string {
  const [, month, day] = isoDate.slice(0, 10).split('-');
  return month && day ? `${day}/${month}` : isoDate;
}
