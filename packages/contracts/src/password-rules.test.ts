import { describe, expect, it } from 'vitest';
import { isGuessablePassword, passwordHasEmail } from './password-rules';
import { ShortSignupRequest } from './short-signup';
import { passwordField, validationMessages } from './validation';

/** Issue 25, item 10a: passwords guessable without any list. */

describe('guessable passwords', () => {
  it('one character repeated, or the shop’s name with digits and symbols', () => {
    for (const p of ['aaaaaaaa', '11111111', '!!!!!!!!!', 'spesa2026', 'Spesa2025', 'Spesa123']) {
      expect(isGuessablePassword(p), p).toBe(true);
    }
    for (const p of ['SPESA-2026!', ' Spesa 2026 ', '2026spesa', 'spesa99']) {
      expect(isGuessablePassword(p), p).toBe(true);
    }
    for (const p of ['Nuova-Spesa-1', 'La-mia-Spesa-7', 'aaaaaaab', 'Melograno-Rosso-44']) {
      expect(isGuessablePassword(p), p).toBe(false);
    }
  });

  it('are refused by the new-password field, one message at a time', () => {
    const messages = (v: string) => passwordField.safeParse(v).error?.issues.map((i) => i.message);
    expect(messages('aaaaaaaa')).toEqual([validationMessages.passwordCommon]);
    expect(messages('spesa2026')).toEqual([validationMessages.passwordCommon]);
    expect(messages('aaaa')).toEqual([validationMessages.passwordLength]);
    expect(messages('        ')).toEqual([validationMessages.passwordBlank]);
  });
});

describe('passwords made of the e-mail', () => {
  const email = 'giulia.bianchi@example.it';

  it('the address or its local part, anywhere and in any case', () => {
    for (const p of [email, 'GIULIA.BIANCHI@EXAMPLE.IT', 'giulia.bianchi', 'giulia.bianchi90!']) {
      expect(passwordHasEmail(p, email), p).toBe(true);
    }
    expect(passwordHasEmail('Giulia-Rossa-90', email)).toBe(false);
    // A very short local part is refused only as the whole password.
    expect(passwordHasEmail('ab', 'ab@example.it')).toBe(true);
    expect(passwordHasEmail('Tabacchi-2026', 'ab@example.it')).toBe(false);
  });

  it('are refused on the signup bodies’ password field', () => {
    const short = ShortSignupRequest.safeParse({
      username: email,
      password: 'Giulia.Bianchi-1',
      profile: { accept1: true, accept2: true, accept3: false, accept4: false },
    });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', validationMessages.passwordEmail],
    ]);
  });
});
