import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutStore } from '@/features/checkout/state/checkout-store';
import { makeSlot } from '@/features/checkout/testing/checkout-fixtures';
import { makeBillingAddress } from '@/features/addresses/testing/address-fixtures';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { okReply, stubApi } from '@/testing/stub-api';
import { renderCheckout } from './checkout-testing';

const cart = makeCart({ items: [makeCartItem()], itemsCount: 2, netTotal: 2.58 });

function stubData(billing = [makeBillingAddress()], current = cart) {
  return stubApi({
    'GET /cli/ecommerce/cart/current': okReply(current),
    'GET /cli/profiles/billing/addresses': okReply(billing),
  });
}

describe('/checkout/data', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCheckoutStore.getState().reset();
    useCheckoutStore.setState({ day: '2026-11-24', slot: makeSlot() });
  });

  it("fills in the customer's data and checks the phone on blur", async () => {
    stubData();
    const { user } = renderCheckout('/checkout/data');
    const phone = await screen.findByRole('textbox', { name: /^Cellulare/ });
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(
      'giulia.bianchi@example.it',
    );
    expect(phone).toHaveValue('3331234567');
    // No attrib1: no loyalty card field.
    expect(screen.queryByRole('textbox', { name: /Carta fedeltà/ })).toBeNull();

    await user.clear(phone);
    await user.type(phone, '333123456');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Numero di telefono non valido'));

    await user.clear(screen.getByRole('textbox', { name: /^Nome/ }));
    await user.tab();
    expect(await screen.findByText('Campo obbligatorio')).toBeVisible();
  });

  // Issue 17: a pickup's notes were labelled 'Note per la consegna'.
  it('words the notes of a pickup for the pickup', async () => {
    const pickup = { ...cart, deliveryMode: 'IN_STORE' as const };
    useCartStore.setState({ cart: pickup });
    stubData(undefined, pickup);
    renderCheckout('/checkout/data');
    expect(await screen.findByRole('textbox', { name: 'Note per il ritiro' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Note per la consegna' })).toBeNull();
  });

  it('asks an account from the short signup for the names an order needs', async () => {
    useUserStore.setState({
      user: makeUser({ firstName: null, lastName: null, birthDate: null, mobilePhone: null }),
    });
    stubData();
    const { user } = renderCheckout('/checkout/data');
    const first = await screen.findByRole('textbox', { name: /^Nome/ });
    expect(first).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Cognome/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Cellulare/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(3);
    expect(useCheckoutStore.getState().contact).toBeNull();
  });

  it('enables the product notes only with their box and clears them when unchecked', async () => {
    stubData();
    const { user } = renderCheckout('/checkout/data');
    const notes = await screen.findByRole('textbox', { name: 'Note sui prodotti' });
    expect(notes).toBeDisabled();
    const box = screen.getByRole('checkbox', { name: 'Voglio aggiungere note sui prodotti' });
    await user.click(box);
    expect(notes).toBeEnabled();
    await user.type(notes, 'Banane non troppo mature');
    await user.click(box);
    expect(notes).toBeDisabled();
    expect(notes).toHaveValue('');
  });

  it('refuses an incomplete billing address and clears the choice with the invoice', async () => {
    stubData([makeBillingAddress({ id: '3', vatCode: '' })]);
    const { user } = renderCheckout('/checkout/data');
    const invoice = await screen.findByRole('checkbox', { name: 'Richiedo la fattura' });
    await user.click(invoice);
    const address = screen.getByRole('radio', { name: /Forno Rossi srl/ });
    await user.click(address);
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    expect(await screen.findByText('Indirizzo di fatturazione incompleto!')).toBeVisible();
    expect(useCheckoutStore.getState().contact).toBeNull();

    await user.click(invoice);
    await user.click(invoice);
    expect(screen.getByRole('radio', { name: /Forno Rossi srl/ })).not.toBeChecked();
  });

  it('keeps the confirmed data and goes on to the summary', async () => {
    stubData();
    const { user } = renderCheckout('/checkout/data');
    await user.type(
      await screen.findByRole('textbox', { name: 'Note per la consegna' }),
      'Citofono Bianchi',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Richiedo la fattura' }));
    await user.click(screen.getByRole('radio', { name: /Forno Rossi srl/ }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));

    expect(await screen.findByRole('heading', { name: "Riepilogo dell'ordine" })).toBeVisible();
    expect(useCheckoutStore.getState().contact).toEqual({
      profileEmail: 'giulia.bianchi@example.it',
      profileMobilePhone: '3331234567',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      profileCard: undefined,
      notes: 'Citofono Bianchi',
      integrationNotes: undefined,
      invoice: true,
      billingAddressId: '1',
    });
  });

  // Issue 27.11: spec 5 checks fields on blur; the card's owner check waited for the submit.
  it('says on blur that the loyalty card is not the customer’s own', async () => {
    useUserStore.setState({
      user: makeUser({
        attrib1: 'card',
        cards: [{ code: '0212345678901', principal: true, enabled: true }],
      }),
    });
    stubData();
    const { user } = renderCheckout('/checkout/data');
    const card = await screen.findByRole('textbox', { name: /Carta fedeltà/ });
    await user.clear(card);
    await user.type(card, '0244431700454');
    await user.tab();
    await waitFor(() =>
      expect(card).toHaveAccessibleDescription(
        'Carta non valida: indica la carta fedeltà del tuo profilo',
      ),
    );
    await user.clear(card);
    await user.type(card, '0212345678901');
    await user.tab();
    await waitFor(() => expect(card).not.toHaveAccessibleDescription(/Carta non valida/));
  });

  it('takes only the customer’s own enabled loyalty card', async () => {
    useUserStore.setState({
      user: makeUser({
        attrib1: 'card',
        cards: [{ code: '0212345678901', principal: true, enabled: true }],
      }),
    });
    stubData();
    const { user } = renderCheckout('/checkout/data');
    const card = await screen.findByRole('textbox', { name: /Carta fedeltà/ });
    expect(card).toHaveValue('0212345678901');
    await user.clear(card);
    await user.type(card, '0244431700454');
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    await waitFor(() =>
      expect(card).toHaveAccessibleDescription(
        'Carta non valida: indica la carta fedeltà del tuo profilo',
      ),
    );
    expect(useCheckoutStore.getState().contact).toBeNull();

    useUserStore.setState({
      user: makeUser({
        attrib1: 'card',
        cards: [{ code: '0244431700454', principal: true, enabled: false }],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    await waitFor(() => expect(card).toHaveAccessibleDescription('Carta disabilitata'));
    expect(useCheckoutStore.getState().contact).toBeNull();
  });
});
