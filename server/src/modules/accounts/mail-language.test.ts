import { describe, expect, it } from 'vitest';
import { requestedLanguage } from './mail-language';

describe('requestedLanguage', () => {
  it('is the shop language the header puts first, by weight and order', () => {
    expect(requestedLanguage('en')).toBe('en');
    expect(requestedLanguage('it')).toBe('it');
    expect(requestedLanguage('en-GB,en;q=0.9,it;q=0.8')).toBe('en');
    expect(requestedLanguage('de-DE,it;q=0.5,en;q=0.9')).toBe('en');
  });

  it('is null when the header names neither language, so the account keeps its own', () => {
    expect(requestedLanguage(undefined)).toBeNull();
    expect(requestedLanguage('')).toBeNull();
    expect(requestedLanguage('*')).toBeNull();
    expect(requestedLanguage('de-DE,fr;q=0.8')).toBeNull();
    expect(requestedLanguage('english')).toBeNull();
  });
});
