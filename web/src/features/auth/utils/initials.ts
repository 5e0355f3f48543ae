import type { User } from '@spesa/contracts';

/** The header shows the first letters of the first and last name (spec 2). */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  const first = user.firstName.trim().charAt(0);
  const last = user.lastName.trim().charAt(0);
  return `${first}${last}`.toLocaleUpperCase('it');
}

export function fullNameOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
