import { describe, expect, it } from 'vitest';
import { makeStore } from '@/testing/fixtures';
import {
  initialLandingSelection,
  landingSelectionReducer,
  placeLabel,
  type LandingSelection,
} from './landing-selection';

const bologna = { id: '037006-40121', cityName: 'Bologna', zipCode: '40121' };
const complete: LandingSelection = {
  mode: 'AT_HOME',
  placeText: '40121 Bologna',
  place: bologna,
  store: makeStore(),
};

describe('landingSelectionReducer', () => {
  it('labels a place as postcode then town', () => {
    expect(placeLabel(bologna)).toBe('40121 Bologna');
  });

  it('fills the answers in order', () => {
    let state = landingSelectionReducer(initialLandingSelection, {
      type: 'chooseMode',
      mode: 'IN_STORE',
    });
    state = landingSelectionReducer(state, { type: 'typePlace', text: 'Bolo' });
    state = landingSelectionReducer(state, { type: 'choosePlace', place: bologna });
    state = landingSelectionReducer(state, { type: 'chooseStore', store: makeStore({ id: '7' }) });
    expect(state).toEqual({
      mode: 'IN_STORE',
      placeText: '40121 Bologna',
      place: bologna,
      store: makeStore({ id: '7' }),
    });
  });

  it('changing the mode resets place and store', () => {
    expect(landingSelectionReducer(complete, { type: 'chooseMode', mode: 'DRIVE' })).toEqual({
      mode: 'DRIVE',
      placeText: '',
    });
  });

  it('choosing the same mode again keeps the other answers', () => {
    expect(landingSelectionReducer(complete, { type: 'chooseMode', mode: 'AT_HOME' })).toBe(
      complete,
    );
  });

  it('editing or changing the place resets the store', () => {
    expect(landingSelectionReducer(complete, { type: 'typePlace', text: '4012' })).toEqual({
      mode: 'AT_HOME',
      placeText: '4012',
    });
    const other = { id: '037006-40122', cityName: 'Bologna', zipCode: '40122' };
    expect(landingSelectionReducer(complete, { type: 'choosePlace', place: other })).toEqual({
      mode: 'AT_HOME',
      placeText: '40122 Bologna',
      place: other,
    });
  });
});
