import { afterEach, describe, expect, it } from 'vitest';
import { readStoreChoice, storeChoiceValue, STORE_COOKIE } from './store-choice-cookie';
import { mirrorStoreChoice, useUserStore } from './user-store';

const choice = { id: 7, name: 'Spesa Bologna 50% Mazzini', delivery: 'IN_STORE' as const };

describe('store choice cookie', () => {
  afterEach(() => {
    document.cookie = `${STORE_COOKIE}=; Path=/; Max-Age=0`;
  });

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
      JSON.stringify({ id: '7', name: 'x' }),
      JSON.stringify({ id: 1.5, name: 'x' }),
      JSON.stringify({ id: 7, name: 'x'.repeat(201) }),
    ])
      expect(readStoreChoice(value), String(value)).toBeNull();
    expect(readStoreChoice(JSON.stringify({ id: 7, name: 'x', delivery: 'TELEPORT' }))).toEqual({
      id: 7,
      name: 'x',
      delivery: null,
    });
  });

  it('follows the persisted choice from the start and on each change', () => {
    const written: unknown[] = [];
    useUserStore.setState({ defaultStore: { id: 3, name: 'Centro' }, defaultDelivery: 'AT_HOME' });
    mirrorStoreChoice((value) => written.push(value));
    useUserStore.getState().setShowLogin(true); // not part of the choice: nothing written
    useUserStore.getState().setDefaults({
      store: { id: 7, name: choice.name },
      delivery: 'IN_STORE',
      zipCode: '40121',
      cityName: 'Bologna',
    });
    expect(written).toEqual([{ id: 3, name: 'Centro', delivery: 'AT_HOME' }, choice]);
  });
});
