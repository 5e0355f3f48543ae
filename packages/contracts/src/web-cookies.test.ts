import { describe, expect, it } from 'vitest';
import { readStoreChoice, storeChoiceValue } from './web-cookies';

const choice = { id: '7', name: 'Spesa Bologna 50% Mazzini', delivery: 'IN_STORE' as const };

describe('store choice cookie', () => {
  it('reads back what it writes, encoded or as a server decodes it', () => {
    const value = storeChoiceValue(choice);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(readStoreChoice(value)).toEqual(choice);
    expect(readStoreChoice(decodeURIComponent(value))).toEqual(choice);
  });

  it('takes anything malformed for no choice', () => {
    for (const value of [
      undefined,
      '',
      'garbage%',
      '%7B',
      JSON.stringify({ id: '7x', name: 'x' }),
      JSON.stringify({ id: '0', name: 'x' }),
      JSON.stringify({ id: 1.5, name: 'x' }),
      JSON.stringify({ id: 7, name: 'x'.repeat(201) }),
    ])
      expect(readStoreChoice(value), String(value)).toBeNull();
    expect(readStoreChoice(JSON.stringify({ id: '7', name: 'x', delivery: 'TELEPORT' }))).toEqual({
      id: '7',
      name: 'x',
      delivery: null,
    });
  });

  it('reads the numeric id an older version wrote as the string id of today (issue 26)', () => {
    expect(readStoreChoice(JSON.stringify({ id: 7, name: 'x', delivery: 'AT_HOME' }))).toEqual({
      id: '7',
      name: 'x',
      delivery: 'AT_HOME',
    });
  });
});
