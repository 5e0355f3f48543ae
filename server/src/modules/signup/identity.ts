/** The identity a card holder proves: the registry's names and birth date. */
export interface Identity {
  firstName: string;
  lastName: string;
  birthDate: string;
}

/**
 * Names compare on their letters only: case, accents, spaces and apostrophes differ between how a
 * till clerk typed them and how a customer does ("D'Angelo Niccolò" = "dangelo niccolo").
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function sameIdentity(registry: Identity, claimed: Identity): boolean {
  return (
    nameKey(registry.firstName) === nameKey(claimed.firstName) &&
    nameKey(registry.lastName) === nameKey(claimed.lastName) &&
    registry.birthDate === claimed.birthDate
  );
}
