import type { User } from '@spesa/contracts';

type Named = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** An account from the short signup (spec 7) may hold no name yet: its e-mail stands in. */
function namesOf(user: Named): string[] {
  return [user.firstName, user.lastName].map((n) => n?.trim() ?? '').filter(Boolean);
}

/** The header shows the first letters of the first and last name (spec 2), else of the e-mail. */
export function initialsOf(user: Named): string {
  const names = namesOf(user);
  const letters = names.length ? names.map((n) => n.charAt(0)).join('') : user.email.charAt(0);
  return letters.toLocaleUpperCase('it');
}

/** 'Giulia Bianchi', or the e-mail while the profile holds no name. */
export function fullNameOf(user: Named): string {
  return namesOf(user).join(' ') || user.email;
}

/** What the header button shows beside the initials: the first name, else the e-mail's name. */
export function shortNameOf(user: Named): string {
  return user.firstName?.trim() || user.email.split('@')[0] || user.email;
}
