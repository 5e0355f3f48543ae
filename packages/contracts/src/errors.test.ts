import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  fallbackErrorMessage,
  httpStatusOf,
  isSuccessCode,
  messageForCode,
  type ErrorKey,
} from './errors';
import { englishErrorMessages, errorLanguageOf, localisedErrorMessage } from './errors-en';

describe('error catalogue', () => {
  it('holds the spec messages by code', () => {
    expect(messageForCode(4030)).toBe('Prodotto non trovato');
    expect(messageForCode(28)).toBe('Devi essere maggiorenne per poterti registrare al servizio');
    expect(messageForCode(4029)).toBe("Hai superato il limite di orario per prenotare l'ordine");
    expect(messageForCode(2035)).toBe("Non puoi eliminare l'ultima lista della spesa");
  });

  it('falls back to the communication error for unknown codes', () => {
    expect(messageForCode(987654)).toBe(fallbackErrorMessage);
    expect(fallbackErrorMessage).toBe(
      "Errore di comunicazione con il server, contatta l'assistenza per maggiori info.",
    );
  });

  it('treats 0 and 200 as success only', () => {
    expect(isSuccessCode(0)).toBe(true);
    expect(isSuccessCode(200)).toBe(true);
    expect(isSuccessCode(4000)).toBe(false);
  });

  it('never uses a success code for an error', () => {
    for (const entry of Object.values(errorCatalogue))
      expect(isSuccessCode(entry.code)).toBe(false);
  });

  it('answers every business outcome with HTTP 200, only transport errors with their own (issue 26)', () => {
    const statuses = Object.fromEntries(
      (Object.keys(errorCatalogue) as ErrorKey[])
        .map((key) => [key, httpStatusOf(key)])
        .filter(([, status]) => status !== 200),
    );
    expect(statuses).toEqual({
      BAD_REQUEST: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      CROSS_SITE_REQUEST: 403,
      NOT_FOUND: 404,
      TOO_MANY_REQUESTS: 429,
      INTERNAL: 500,
    });
    for (const key of ['CART_NOT_FOUND', 'PRODUCT_NOT_FOUND', 'WRONG_CREDENTIALS'] as const)
      expect(httpStatusOf(key)).toBe(200);
  });
});

describe('English error messages (issue 27.5)', () => {
  it('has one for every catalogue entry and picks the language a request asks for', () => {
    for (const key of Object.keys(errorCatalogue) as ErrorKey[])
      expect(englishErrorMessages[key], key).toMatch(/^[A-Z]/);
    expect(errorLanguageOf('en-US,en;q=0.9')).toBe('en');
    expect(errorLanguageOf('it;q=0.5, en;q=0.8')).toBe('en');
    expect(errorLanguageOf('fr-FR, it;q=0.5, en;q=0.4')).toBe('it');
    expect(errorLanguageOf('en;q=0')).toBe('it');
    expect(errorLanguageOf(undefined)).toBe('it');
    expect(localisedErrorMessage('BAD_REQUEST', 'Richiesta non valida (x)', 'en')).toBe(
      'Invalid request (x)',
    );
    expect(localisedErrorMessage('RECORD_NOT_FOUND', 'Ordine non trovato', 'en')).toBe(
      'Item not found',
    );
    expect(localisedErrorMessage('RECORD_NOT_FOUND', 'Ordine non trovato', 'it')).toBe(
      'Ordine non trovato',
    );
  });
});
