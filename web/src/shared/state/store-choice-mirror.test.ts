import { describe, expect, it } from 'vitest';
import { mirrorStoreChoice, useUserStore } from './user-store';

const choice = { id: '7', name: 'Spesa Bologna 50% Mazzini', delivery: 'IN_STORE' as const };

describe('store choice mirror', () => {
  it('follows the persisted choice from the start and on each change', () => {
    const written: unknown[] = [];
    useUserStore.setState({
      defaultStore: { id: '3', name: 'Centro' },
      defaultDelivery: 'AT_HOME',
    });
    mirrorStoreChoice((value) => written.push(value));
    useUserStore.getState().setShowLogin(true); // not part of the choice: nothing written
    useUserStore.getState().setDefaults({
      store: { id: '7', name: choice.name },
      delivery: 'IN_STORE',
      zipCode: '40121',
      cityName: 'Bologna',
    });
    expect(written).toEqual([{ id: '3', name: 'Centro', delivery: 'AT_HOME' }, choice]);
  });
});
