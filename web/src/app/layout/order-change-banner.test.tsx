import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { Toasts } from '@/shared/ui/toasts';
import { makeCart } from '@/testing/cart-fixtures';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { formatCutoff, OrderChangeBanner } from './order-change-banner';

const change = {
  orderId: '2',
  code: 100001,
  cartId: '77',
  storeId: '1',
  cutoffAt: '2026-11-27T14:00:00.000Z',
  timeSlotId: '5',
  version: 1,
};

function renderBanner() {
  renderWithProviders(
    <>
      <Toasts />
      <OrderChangeBanner />
    </>,
  );
  return userEvent.setup();
}

describe('the order change banner (issue 29)', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCartStore.getState().reset();
  });

  it('writes the cut-off in the shop’s time zone', () => {
    expect(formatCutoff(change.cutoffAt, 'it')).toBe('27/11/2026, 15:00');
    expect(formatCutoff(change.cutoffAt, 'en')).toBe('27/11/2026, 15:00');
  });

  it('says which order is being changed and until when, while its cart is the current one', async () => {
    useCartStore.getState().setCart(makeCart({ id: '77' }));
    stubApi({ 'GET /cli/ecommerce/orders/changes': okReply({ open: [change], discarded: [] }) });
    renderBanner();
    expect(
      await screen.findByText("Stai modificando l'ordine 100001: conferma entro 27/11/2026, 15:00"),
    ).toBeVisible();
  });

  it('stays hidden for any other cart', async () => {
    useCartStore.getState().setCart(makeCart({ id: '12' }));
    const { callsTo } = stubApi({
      'GET /cli/ecommerce/orders/changes': okReply({ open: [change], discarded: [] }),
    });
    renderBanner();
    await vi.waitFor(() => expect(callsTo('GET /cli/ecommerce/orders/changes')).toHaveLength(1));
    expect(screen.queryByTestId('order-change-banner')).toBeNull();
  });

  it("'Annulla modifiche' discards the change and gives the cart back", async () => {
    useCartStore.getState().setCart(makeCart({ id: '77' }));
    const { callsTo } = stubApi({
      'GET /cli/ecommerce/orders/changes': okReply({ open: [change], discarded: [] }),
      'POST /cli/ecommerce/orders/2/change/discard': okReply({ discarded: true }),
      'GET /cli/ecommerce/cart/current': okReply(makeCart({ id: '12' })),
    });
    const user = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Annulla modifiche' }));
    expect(
      await screen.findByText("Modifiche annullate: l'ordine 100001 resta com'era"),
    ).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/orders/2/change/discard')).toHaveLength(1);
    await vi.waitFor(() => expect(useCartStore.getState().cart?.id).toBe('12'));
  });

  it('tells a change the server discarded', async () => {
    useCartStore.getState().setCart(makeCart({ id: '77' }));
    stubApi({
      'GET /cli/ecommerce/orders/changes': okReply({
        open: [],
        discarded: [{ orderId: '2', code: 100001, message: 'Ordine già in preparazione' }],
      }),
      'GET /cli/ecommerce/cart/current': okReply(makeCart({ id: '12' })),
    });
    renderBanner();
    expect(await screen.findByText('Ordine già in preparazione')).toBeVisible();
  });
});
