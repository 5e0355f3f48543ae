import { LOOKUP_DEBOUNCE_MS } from '@spesa/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BirthPlaceFields } from './address-fields';
import { stubPlacesApi } from './testing/stub-places-api';

const emptyBirthPlace = {
  firstName: 'Maria',
  birthNationId: 'IT',
  birthNation: 'Italia',
  birthCountyId: '',
  birthCounty: '',
  birthCityId: '',
  birthCity: '',
};

function Harness() {
  const { control } = useForm({ defaultValues: emptyBirthPlace, mode: 'onBlur' });
  const values = useWatch({ control });
  return (
    <form>
      <BirthPlaceFields control={control} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </form>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as unknown;
const combo = (name: string) => screen.getByRole('combobox', { name });

describe('BirthPlaceFields', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubPlacesApi();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fills the top-level birth place fields through the cascade', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Harness />);
    expect(combo('Comune di nascita')).toBeDisabled();
    await user.click(combo('Provincia di nascita'));
    await user.click(await screen.findByRole('option', { name: /Roma/ }));
    await user.type(combo('Comune di nascita'), 'rom');
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS));
    await user.click(await screen.findByRole('option', { name: 'Roma' }));
    expect(values()).toEqual({
      ...emptyBirthPlace,
      birthCountyId: '058',
      birthCounty: 'Roma',
      birthCityId: '058091',
      birthCity: 'Roma',
    });

    await user.click(screen.getByRole('button', { name: 'Cancella Nazione di nascita' }));
    expect(values()).toEqual({ ...emptyBirthPlace, birthNationId: '', birthNation: '' });
    expect(combo('Provincia di nascita')).toBeDisabled();
  });

  it('takes a foreign birth town as typed, with the Estero county', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Cancella Nazione di nascita' }));
    await user.click(combo('Nazione di nascita'));
    await user.click(await screen.findByRole('option', { name: 'Francia' }));
    await waitFor(() => expect(combo('Provincia di nascita')).toHaveValue('Estero'));
    await user.type(screen.getByRole('textbox', { name: 'Comune di nascita' }), 'Lione');
    expect(values()).toMatchObject({
      birthNationId: 'FR',
      birthCountyId: 'EE',
      birthCityId: 'Lione',
      birthCity: 'Lione',
    });
  });
});
