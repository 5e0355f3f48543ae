import { describe, expect, it } from 'vitest';
import { errorCatalogue, fallbackErrorMessage, isSuccessCode, messageForCode } from './errors';

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
});
