import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { english } from './english';
import { italian } from './resources';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// The typed t() only knows the shipped keys; the fallback check needs a made-up one.
const untypedT = i18n.t.bind(i18n) as unknown as (key: string, options: { ns: string }) => string;

describe('i18n', () => {
  afterEach(() => {
    i18n.removeResourceBundle('it', 'test');
  });

  it('starts in Italian', () => {
    expect(i18n.language).toBe('it');
    expect(i18n.t('common.retry')).toBe('Riprova');
  });

  it('falls back to Italian for a key missing in English', async () => {
    i18n.addResourceBundle('it', 'test', { onlyItalian: 'Solo in italiano' });
    await i18n.changeLanguage('en');
    expect(untypedT('onlyItalian', { ns: 'test' })).toBe('Solo in italiano');
    expect(i18n.t('common.retry')).toBe('Try again');
  });

  it('remembers the chosen language and mirrors it on <html lang>', async () => {
    await i18n.changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Spesa: online grocery shopping');
  });

  it("counts pieces in English as '1 pc' and '2 pcs', in Italian 'pz' (issue 27.5)", async () => {
    expect(i18n.t('order.unit.PZ', { count: 1 })).toBe('pz');
    await i18n.changeLanguage('en');
    expect(i18n.t('order.unit.PZ', { count: 1 })).toBe('pc');
    expect(i18n.t('order.unit.PZ', { count: 2 })).toBe('pcs');
    expect(i18n.t('cart.units.PZ', { count: 1 })).toBe('pc');
    expect(i18n.t('order.unit.KG', { count: 0.795 })).toBe('kg');
  });

  it('has the same keys in both languages', () => {
    expect(keysOf(english).sort()).toEqual(keysOf(italian).sort());
  });
});
