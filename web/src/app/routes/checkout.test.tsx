import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutStore } from '@/features/checkout/state/checkout-store';
import { makeSlot, makeSlotDays } from '@/features/checkout/testing/checkout-fixtures';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { stubCarouselEnvironment } from '@/testing/browser-stubs';
import { renderCheckout } from './checkout-testing';

const cart = makeCart({ items: [makeCartItem()], itemsCount: 2, netTotal: 2.58 });

describe('/checkout', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCheckoutStore.getState().reset();
    stubCarouselEnvironment();
  });

  it('sends a customer without a current cart to /cart/create', async () => {
    stubApi({ 'GET /cli/ecommerce/cart/current': codeReply(4004, null) });
    renderCheckout('/checkout');
    expect(await screen.findByRole('heading', { name: 'Crea carrello' })).toBeVisible();
  });

  it('sends a guest to the cart, which offers the login', async () => {
    useUserStore.setState({ user: null });
    stubApi({});
    renderCheckout('/checkout');
    expect(await screen.findByRole('heading', { name: 'Pagina carrello' })).toBeVisible();
  });

  it('lists 10 days, disables closed days and full slots, then goes on with the choice', async () => {
    const days = makeSlotDays();
    const { callsTo } = stubApi({
      'GET /cli/ecommerce/cart/current': okReply(cart),
      [`GET /cli/ecommerce/slots/${cart.id}/days`]: okReply(days),
      [`GET /cli/ecommerce/slots/${cart.id}`]: ({ url }) =>
        okReply([
          makeSlot({ id: '501', date: url.searchParams.get('date') ?? '' }),
          makeSlot({ id: '502', validFrom: '11:00', validTo: '13:00', available: false }),
        ]),
    });
    const { user } = renderCheckout('/checkout');

    const group = await screen.findByRole('group', { name: 'Giorno di consegna' });
    const dayButtons = within(group).getAllByRole('button', { name: /Giorno/ });
    expect(dayButtons).toHaveLength(10);
    expect(dayButtons[0]).toBeDisabled();
    // The first day with a free slot is preselected and its slots asked with its date.
    expect(dayButtons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: "Passi dell'ordine" })).toBeVisible();

    const first = await screen.findByRole('radio', { name: '09:00 - 11:00' });
    expect(screen.getByRole('radio', { name: /11:00 - 13:00/ })).toBeDisabled();
    const query = callsTo(`GET /cli/ecommerce/slots/${cart.id}`)[0]?.url.searchParams;
    expect(query?.get('weekDay')).toBe(String(days[1]?.weekDay));
    expect(query?.get('date')).toBe(days[1]?.date);

    const next = screen.getByRole('button', { name: 'Prosegui' });
    expect(next).toBeDisabled();
    await user.click(first);
    expect(next).toBeEnabled();
    expect(useCheckoutStore.getState().slot?.id).toBe('501');

    await user.click(dayButtons[2] as HTMLElement);
    expect(useCheckoutStore.getState().slot).toBeNull();
    expect(useCheckoutStore.getState().day).toBe(days[2]?.date);
  });

  it('says so when no day has a free slot', async () => {
    stubApi({
      'GET /cli/ecommerce/cart/current': okReply(cart),
      [`GET /cli/ecommerce/slots/${cart.id}/days`]: okReply(
        makeSlotDays().map((d) => ({ ...d, available: false })),
      ),
    });
    renderCheckout('/checkout');
    expect(await screen.findByText(/non ci sono giorni disponibili/)).toBeVisible();
  });

  it('sends data and summary back to /checkout without a chosen slot', async () => {
    stubApi({
      'GET /cli/ecommerce/cart/current': okReply(cart),
      [`GET /cli/ecommerce/slots/${cart.id}/days`]: okReply(makeSlotDays()),
    });
    renderCheckout('/checkout/summary');
    expect(
      await screen.findByRole('heading', { name: 'Scegli quando ricevere la spesa' }),
    ).toBeVisible();
  });
});
