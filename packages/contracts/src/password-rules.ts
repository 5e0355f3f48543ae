/** The shop's own name: with a year or a few digits it is the first guess of anyone (spesa2026). */
const SHOP_NAME = 'spesa';
/** A shorter local part ('ab@…') is too common a string to refuse in every password. */
const MIN_LOCAL_PART = 3;

/**
 * Passwords guessable without any list (issue 25): one character repeated (aaaaaaaa), or the
 * shop's name with only digits and symbols around it (spesa2026, Spesa123, SPESA-2025!).
 */
export function isGuessablePassword(password: string): boolean {
  const value = password.trim().toLowerCase();
  if (/^(.)\1*$/su.test(value)) return true;
  return value.replace(/[^\p{L}]/gu, '') === SHOP_NAME;
}

/** Whether the password is, or contains, the e-mail or its local part (giulia.bianchi). */
export function passwordHasEmail(password: string, email: string): boolean {
  const value = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (!value || !address) return false;
  const local = address.split('@')[0] ?? '';
  return (
    value.includes(address) ||
    value === local ||
    (local.length >= MIN_LOCAL_PART && value.includes(local))
  );
}
