import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutStore } from '@/features/checkout/state/checkout-store';
import { makeSlot } from '@/features/checkout/testing/checkout-fixtures';
import { makeBillingAddress } from '@/features/addresses/testing/address-fixtures';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { i18n } from '@/shared/i18n/i18n';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { okReply, stubApi } from '@/testing/stub-api';
import { renderCheckout } from './checkout-testing';

const cart = makeCart({ items: [makeCartItem()], itemsCount: 2, netTotal: 2.58 });

async function submitWith(address: ReturnType<typeof makeBillingAddress>) {
  stubApi({
    'GET /cli/ecommerce/cart/current': okReply(cart),
    'GET /cli/profiles/billing/addresses': okReply([address]),
  });
  const { user } = renderCheckout('/checkout/data');
  await user.click(
    await screen.findByRole('checkbox', { name: /^(Richiedo la fattura|I need an invoice)$/ }),
  );
  await user.click(screen.getByRole('radio', { name: /Forno Rossi srl/ }));
  await user.click(screen.getByRole('button', { name: /^(Prosegui|Continue)$/ }));
}

describe('/checkout/data: billing data SdI would refuse (issue 32)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('it');
    useUserStore.setState({ user: makeUser() });
    useCheckoutStore.getState().reset();
    useCheckoutStore.setState({ day: '2026-11-24', slot: makeSlot() });
  });

  it('names a partita IVA with a wrong check digit and does not go on', async () => {
    await submitWith(makeBillingAddress({ vatCode: '01234567898' }));
    expect(
      await screen.findByText(
        'Indirizzo di fatturazione non valido per la fattura elettronica: Partita IVA: Partita IVA non valida',
      ),
    ).toBeVisible();
    expect(useCheckoutStore.getState().contact).toBeNull();
  });

  it('asks a business for its codice destinatario or PEC, in English too', async () => {
    await i18n.changeLanguage('en');
    await submitWith(makeBillingAddress({ recipientCode: null, pec: null }));
    expect(
      await screen.findByText(
        /Billing address not valid for the electronic invoice: Recipient code: For the e-invoice give the recipient code/,
      ),
    ).toBeVisible();
    expect(useCheckoutStore.getState().contact).toBeNull();
    await i18n.changeLanguage('it');
  });
});
