import type { PaymentMethod } from '@spesa/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutStore } from '@/features/checkout/state/checkout-store';
import { makeContact, makeSlot } from '@/features/checkout/testing/checkout-fixtures';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { okReply, stubApi } from '@/testing/stub-api';
import { stubCarouselEnvironment } from '@/testing/browser-stubs';
import { renderCheckout } from './checkout-testing';

const cart = makeCart({
  items: [makeCartItem()],
  itemsCount: 2,
  netTotal: 8.97,
  totalToPay: 10.97,
});
const visa: PaymentMethod = {
  paymentMethodType: 'ONLINE_CARD',
  brand: 'VISA',
  lastFour: '4242',
  expiryMonth: 7,
  expiryYear: 2031,
};

function stubSummary(method: PaymentMethod) {
  return stubApi({
    'GET /cli/ecommerce/cart/current': okReply(cart),
    'GET /cli/ecommerce/configuration/deliveryMode/AT_HOME': okReply({
      id: 'AT_HOME',
      paymentModes: ['CASH', 'ONLINE_CARD'],
    }),
    'GET /cli/pay/paymentmethod': okReply(method),
    [`GET /cli/ecommerce/slots/${cart.id}/days`]: okReply([]),
  });
}

describe('/checkout/summary, the online card', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCartStore.setState({ cart });
    useCheckoutStore.getState().reset();
    useCheckoutStore.setState({ day: '2026-11-24', slot: makeSlot(), contact: makeContact() });
    stubCarouselEnvironment();
  });

  it('is offered with a card linked, telling the pre-authorised amount', async () => {
    stubSummary(visa);
    renderCheckout('/checkout/summary');
    const online = await screen.findByRole('radio', { name: 'Carta online' });
    expect(online).toHaveAccessibleDescription(
      "Ordinando preautorizziamo sulla carta collegata 12,07 €: il totale più il 10% per i prodotti a peso. Addebitiamo solo l'importo finale.",
    );
  });

  it('is not offered without a linked card, even where the delivery mode allows it', async () => {
    stubSummary({ paymentMethodType: 'NONE' });
    renderCheckout('/checkout/summary');
    expect(await screen.findByRole('radio', { name: 'Contanti alla consegna' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Carta online' })).toBeNull();
  });
});
