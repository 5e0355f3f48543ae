import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutStore } from '@/features/checkout/state/checkout-store';
import { makeContact, makeSlot } from '@/features/checkout/testing/checkout-fixtures';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { makeOrder } from '@/testing/order-fixtures';
import { codeReply, okReply, stubApi, type StubReply } from '@/testing/stub-api';
import { stubCarouselEnvironment } from '@/testing/browser-stubs';
import { renderCheckout } from './checkout-testing';

/** Finding 3 of issue 13: one Idempotency-Key per checkout attempt, reused on its retries. */

const cart = makeCart({ items: [makeCartItem()], itemsCount: 2, netTotal: 2.58, totalToPay: 7.48 });
const FREEZE = 'POST /cli/ecommerce/cart/freeze';

/** The freeze answers `replies` in turn. */
function stubSummary(...replies: StubReply[]) {
  let next = 0;
  return stubApi({
    'GET /cli/ecommerce/cart/current': okReply(cart),
    'GET /cli/ecommerce/configuration/deliveryMode/AT_HOME': okReply({
      id: 'AT_HOME',
      paymentModes: ['CASH', 'BANCOMAT'],
    }),
    [FREEZE]: () => replies[Math.min(next++, replies.length - 1)]!,
    [`GET /cli/ecommerce/slots/${cart.id}/days`]: okReply([]),
  });
}

async function placeTwice(user: ReturnType<typeof renderCheckout>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Contanti alla consegna' }));
  await user.click(screen.getByRole('radio', { name: 'No, non sostituirlo' }));
  const order = screen.getByRole('button', { name: "Conferma l'ordine" });
  await user.click(order);
  await waitFor(() => expect(order).toBeEnabled());
  await user.click(order);
}

describe('/checkout/summary, placing the order', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCheckoutStore.getState().reset();
    useCheckoutStore.setState({ day: '2026-11-24', slot: makeSlot(), contact: makeContact() });
    window.dataLayer = [];
    stubCarouselEnvironment();
  });

  it('retries an attempt whose answer was lost with the same Idempotency-Key', async () => {
    const { callsTo } = stubSummary(codeReply(500, null, 500), okReply(makeOrder()));
    const { user } = renderCheckout('/checkout/summary');
    await placeTwice(user);
    expect(await screen.findByRole('heading', { name: 'Ordine confermato' })).toBeVisible();
    const keys = callsTo(FREEZE).map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('starts a new attempt, with a new key, after a refusal', async () => {
    const { callsTo } = stubSummary(codeReply(4060, null), okReply(makeOrder()));
    const { user } = renderCheckout('/checkout/summary');
    await placeTwice(user);
    expect(await screen.findByRole('heading', { name: 'Ordine confermato' })).toBeVisible();
    const [first, second] = callsTo(FREEZE).map((c) => c.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
