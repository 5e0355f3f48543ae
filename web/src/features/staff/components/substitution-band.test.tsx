import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { SubstitutionBand } from './substitution-band';

describe("the store's substitution band (issue 30)", () => {
  it('shows the band and saves a new one', async () => {
    const { callsTo } = stubApi({
      'GET /cli/staff/stores/3/substitution-band': okReply({ bandPercent: 30 }),
      'PUT /cli/staff/stores/3/substitution-band': okReply({ bandPercent: 20 }),
    });
    renderWithProviders(<SubstitutionBand storeId="3" />);
    const field = await screen.findByLabelText('Fascia di prezzo unitario (±%)');
    expect(field).toHaveValue(30);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '20');
    await user.click(screen.getByRole('button', { name: 'Salva la fascia' }));
    await waitFor(() =>
      expect(callsTo('PUT /cli/staff/stores/3/substitution-band')[0]?.body).toEqual({
        bandPercent: 20,
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Fascia salvata');
  });
});
