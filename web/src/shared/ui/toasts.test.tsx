import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { notify } from './notify';
import { Toasts, toastSettings } from './toasts';

describe('Toasts', () => {
  it('follows spec 9: top-right, newest on top, closing after 3 seconds', () => {
    expect(toastSettings).toMatchObject({
      position: 'top-right',
      newestOnTop: true,
      autoClose: 3000,
    });
  });

  it('shows what notify sends, newest first', async () => {
    renderWithProviders(<Toasts />);
    act(() => {
      notify.success('Profilo aggiornato con successo');
      notify.error('Credenziali errate');
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Credenziali errate',
      'Profilo aggiornato con successo',
    ]);
  });
});
