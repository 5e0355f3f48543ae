import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatLeft, holdMsLeft } from '@/shared/hooks/use-hold-countdown';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart } from '@/testing/cart-fixtures';
import { renderWithProviders } from '@/testing/render';
import { makeSlotHold } from '@/testing/slot-hold-fixtures';
import { okReply, stubApi } from '@/testing/stub-api';
import { makeUser } from '../login/testing/account-api';
import { resetShellState } from '../testing/reset-shell-state';
import { SlotHoldBadge } from './slot-hold-badge';

function renderBadge() {
  return renderWithProviders(
    <MemoryRouter>
      <SlotHoldBadge />
    </MemoryRouter>,
  );
}

describe('the header countdown of a held slot (issue 29)', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: makeUser() });
    useCartStore.setState({ cart: makeCart() });
  });

  it('counts on the server clock, whatever the browser clock says', () => {
    const hold = {
      serverNow: '2026-11-27T10:00:00.000Z',
      expiresAt: '2026-11-27T10:42:05.000Z',
    };
    // The browser is 3 minutes fast: the time left is still the server's 42:05.
    const received = Date.parse('2026-11-27T10:03:00.000Z');
    expect(formatLeft(holdMsLeft(hold, received, received))).toBe('42:05');
    expect(formatLeft(holdMsLeft(hold, received, received + 65_000))).toBe('41:00');
    expect(formatLeft(3_725_000)).toBe('1:02:05');
    expect(holdMsLeft(hold, received, received + 3_600_000)).toBe(0);
  });

  it('shows the time left, ticking, behind a link that names the slot for screen readers', async () => {
    stubApi({ 'GET /cli/ecommerce/slots/7/hold': okReply(makeSlotHold(90)) });
    renderBadge();
    const link = await screen.findByRole('link', {
      name: /^Fascia tenuta\s+per te: fascia 09:00-11:00, fino alle \d\d:\d\d\. Vai al carrello$/,
    });
    expect(link).toHaveAttribute('href', '/cart');
    const time = screen.getByTestId('slot-hold-time');
    expect(time).toHaveAttribute('aria-hidden', 'true');
    expect(time.textContent).toMatch(/^1:(3[01]|29)$/);
    await expect.poll(() => time.textContent, { timeout: 3000 }).toMatch(/^1:2\d$/);
    // Nothing is announced while more than five minutes... here 90 s: the warning is said.
    expect(screen.getByRole('status')).toHaveTextContent('Restano meno di 5 minuti');
  });

  it('says when the hold has lapsed', async () => {
    stubApi({
      'GET /cli/ecommerce/slots/7/hold': okReply(makeSlotHold(-5, { status: 'EXPIRED' })),
    });
    renderBadge();
    expect(
      await screen.findByRole('link', { name: /^Fascia scaduta — vai al carrello/ }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'La fascia oraria tenuta per te è scaduta',
    );
  });

  it('shows nothing without a hold, and asks nothing for a guest', async () => {
    const { calls } = stubApi({ 'GET /cli/ecommerce/slots/7/hold': okReply(null) });
    renderBadge();
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByTestId('slot-hold-badge')).toBeNull();
    useUserStore.setState({ user: null });
    expect(screen.queryByTestId('slot-hold-badge')).toBeNull();
  });
});
