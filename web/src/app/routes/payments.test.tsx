import type { PaymentMethod } from '@spesa/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, ok, stubAccountApi } from '@/app/layout/login/testing/account-api';
import { resetShellState } from '@/app/layout/testing/reset-shell-state';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/shared/api/query-client';
import { useUserStore } from '@/shared/state/user-store';
import { PaymentsRoute } from './payments';

const visa: PaymentMethod = {
  paymentMethodType: 'ONLINE_CARD',
  brand: 'VISA',
  lastFour: '4242',
  expiryMonth: 7,
  expiryYear: 2031,
};
const none: PaymentMethod = { paymentMethodType: 'NONE' };

function renderPayments(path = '/payments') {
  const router = createMemoryRouter([{ path: 'payments', Component: PaymentsRoute }], {
    initialEntries: [`/app${path}`],
    basename: '/app',
  });
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user };
}

/** GET pay/paymentmethod answering each method in turn (the last one from then on). */
function stubMethods(methods: PaymentMethod[], savedPayments = true) {
  let n = 0;
  return stubAccountApi(
    {
      'GET /cli/pay/paymentmethod': () => ok(methods[Math.min(n++, methods.length - 1)]),
      'POST /cli/pay/paymentmethod/delete': ok(none),
    },
    { savedPayments },
  );
}

describe('/payments', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: makeUser() });
  });

  it('is not there while saved payments are off', async () => {
    const api = stubMethods([none], false);
    renderPayments();
    expect(await screen.findByRole('heading', { name: /pagina non trovata/i })).toBeVisible();
    expect(api.callsTo('GET /cli/pay/paymentmethod')).toEqual([]);
  });

  it('not linked: a link opens the boarding page in a new tab', async () => {
    stubMethods([none]);
    renderPayments();
    expect(await screen.findByText('Nessuna carta collegata')).toBeVisible();
    const link = screen.getByRole('link', { name: /Collega una carta/ });
    expect(link).toHaveAttribute('href', '/cli/pay/boarding');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Collega una carta (si apre in una nuova scheda)');
  });

  it('reads the card again when the shopper comes back to the tab', async () => {
    const api = stubMethods([none, visa]);
    renderPayments();
    expect(await screen.findByText('Nessuna carta collegata')).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Carta collegata')).toBeVisible();
    expect(screen.getByText('Visa')).toBeVisible();
    expect(screen.getByLabelText('Carta che termina con 4242')).toHaveTextContent('•••• 4242');
    expect(screen.getByText('07/2031')).toBeVisible();
    expect(api.callsTo('GET /cli/pay/paymentmethod')).toHaveLength(2);
  });

  it('linked: removes the card after confirmation, then shows not linked', async () => {
    const api = stubMethods([visa]);
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Rimuovi la carta' }));
    const dialog = screen.getByRole('dialog', { name: 'Rimuovere la carta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    expect(await screen.findByText('Nessuna carta collegata')).toBeVisible();
    expect(api.callsTo('POST /cli/pay/paymentmethod/delete')[0]?.body).toEqual({
      paymentMethodType: 'ONLINE_CARD',
    });
  });

  it.each([
    ['linked', 'Carta collegata correttamente. Puoi chiudere questa scheda e tornare al negozio.'],
    ['failed', 'Non è stato possibile collegare la carta: riprova.'],
  ])('tells how boarding went (?card=%s)', async (outcome, text) => {
    stubMethods([outcome === 'linked' ? visa : none]);
    renderPayments(`/payments?card=${outcome}`);
    expect(await screen.findByText(text)).toBeVisible();
  });
});
