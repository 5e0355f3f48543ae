import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toasts } from '@/shared/ui/toasts';
import { renderWithProviders } from '@/testing/render';
import { logInTestUser, makeBillingAddress } from '../testing/address-fixtures';
import { postedTo, stubAddressBook } from '../testing/stub-address-book';
import { BillingAddresses } from './billing-addresses';

function renderScreen() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toasts />
      <BillingAddresses />
    </>,
  );
  return user;
}

async function openNewForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: 'Aggiungi indirizzo di fatturazione' }),
  );
  return screen.getByRole('dialog', { name: 'Nuovo indirizzo di fatturazione' });
}

describe('BillingAddresses', () => {
  beforeEach(() => {
    logInTestUser();
  });

  it('checks each rule on blur: VAT check digit, county of 2, fax of at most 5, required', async () => {
    stubAddressBook();
    const user = renderScreen();
    const dialog = await openNewForm(user);
    const input = (name: string) => within(dialog).getByRole('textbox', { name });

    await user.type(input('Partita IVA'), '01234567890');
    await user.tab();
    await waitFor(() =>
      expect(input('Partita IVA')).toHaveAccessibleDescription('Partita IVA non valida'),
    );
    await user.clear(input('Partita IVA'));
    await user.type(input('Partita IVA'), '01234567897');
    await user.tab();
    await waitFor(() => expect(input('Partita IVA')).not.toHaveAccessibleDescription());

    await user.type(input('Provincia (sigla)'), 'B');
    await user.tab();
    await waitFor(() =>
      expect(input('Provincia (sigla)')).toHaveAccessibleDescription(
        'Provincia non valida (2 lettere)',
      ),
    );

    await user.type(input('Fax'), '123456');
    await user.tab();
    await waitFor(() => expect(input('Fax')).toHaveAccessibleDescription('Massimo 5 caratteri'));

    await user.type(input('CAP'), '4012');
    await user.tab();
    await waitFor(() =>
      expect(input('CAP')).toHaveAccessibleDescription('CAP non valido (5 cifre)'),
    );

    await user.type(input('Codice fiscale'), 'RSSMRA80A01A944X');
    await user.tab();
    await waitFor(() =>
      expect(input('Codice fiscale')).toHaveAccessibleDescription('Codice fiscale non valido'),
    );

    await user.type(input('PEC'), 'non-una-mail');
    await user.tab();
    await waitFor(() =>
      expect(input('PEC')).toHaveAccessibleDescription('Indirizzo email non valido'),
    );

    await user.click(input('Ragione sociale'));
    await user.tab();
    await waitFor(() =>
      expect(input('Ragione sociale')).toHaveAccessibleDescription('Campo obbligatorio'),
    );
  });

  it('marks the recipient code with a star without requiring it, and saves a new address', async () => {
    const fetchMock = stubAddressBook();
    const user = renderScreen();
    const dialog = await openNewForm(user);
    const input = (name: string) => within(dialog).getByRole('textbox', { name });
    const recipient = input('Codice destinatario *');
    expect(recipient).not.toBeRequired();
    expect(recipient).not.toHaveAttribute('aria-required');

    await user.type(input('Ragione sociale'), 'Forno Rossi srl');
    await user.type(input('Partita IVA'), '01234567897');
    await user.type(input('Telefono'), '051 234567');
    await user.type(input('Indirizzo'), 'Via Irnerio');
    await user.type(input('Numero civico'), '3');
    await user.type(input('CAP'), '40126');
    await user.type(input('Comune'), 'Bologna');
    await user.type(input('Provincia (sigla)'), 'bo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(
      await screen.findByText('Indirizzo di fatturazione aggiunto con successo!'),
    ).toBeInTheDocument();
    expect(postedTo(fetchMock, '/cli/profiles/billing/addresses')).toEqual([
      {
        companyName: 'Forno Rossi srl',
        vatCode: '01234567897',
        phone: '051234567',
        address: 'Via Irnerio',
        streetNumber: '3',
        zip: '40126',
        city: 'Bologna',
        county: 'BO',
        nation: 'IT',
      },
    ]);
    expect(screen.getByRole('list')).toHaveTextContent('Forno Rossi srl');
  });

  it('updates with the id and deletes after a confirmation', async () => {
    const fetchMock = stubAddressBook({ billing: [makeBillingAddress({ id: '4' })] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Modifica Forno Rossi srl' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica indirizzo di fatturazione' });
    const phone = within(dialog).getByRole('textbox', { name: 'Telefono' });
    await user.clear(phone);
    await user.type(phone, '051999999');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('Indirizzo di fatturazione aggiornato con successo!'),
    ).toBeInTheDocument();
    expect(postedTo(fetchMock, '/cli/profiles/billing/addresses')[0]).toMatchObject({
      id: '4',
      phone: '051999999',
      pec: 'forno@pec.it',
    });

    await user.click(screen.getByRole('button', { name: 'Elimina Forno Rossi srl' }));
    const confirm = screen.getByRole('dialog', { name: "Eliminare l'indirizzo di fatturazione?" });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(
      await screen.findByText('Indirizzo di fatturazione eliminato con successo!'),
    ).toBeInTheDocument();
    expect(postedTo(fetchMock, '/cli/profiles/billing/addresses/delete')).toEqual([{ id: '4' }]);
    expect(
      await screen.findByText('Non hai ancora salvato indirizzi di fatturazione.'),
    ).toBeInTheDocument();
  });
});
