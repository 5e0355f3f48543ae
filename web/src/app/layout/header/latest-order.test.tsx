import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { makeOrderSummary } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { makeUser } from '../login/testing/account-api';
import { resetShellState } from '../testing/reset-shell-state';
import { LatestOrder } from './latest-order';

function renderLatest() {
  return renderWithProviders(
    <MemoryRouter>
      <LatestOrder />
    </MemoryRouter>,
  );
}

describe('LatestOrder', () => {
  beforeEach(() => {
    resetShellState();
    useUserStore.setState({ user: null });
  });

  it('shows the first order of the first page with its status, linking to /orders', async () => {
    useUserStore.setState({ user: makeUser() });
    const { calls } = stubApi({
      'GET /cli/ecommerce/orders': okReply(
        [
          makeOrderSummary({ id: '9', code: 1081, status: 'TO_BE_PREPARED' }),
          makeOrderSummary({ id: '8', code: 1080, status: 'DELIVERED' }),
        ],
        { totalPages: 1, number: 0 },
      ),
    });
    renderLatest();
    const link = await screen.findByRole('link', { name: /Ordine n\. 1081/ });
    expect(link).toHaveAttribute('href', '/orders');
    expect(link).toHaveTextContent('Da preparare');
    expect(screen.queryByText(/1080/)).toBeNull();
    expect(calls[0]?.url.searchParams.get('p')).toBe('0');
  });

  it('shows nothing for a guest, and asks nothing', () => {
    const { calls } = stubApi({});
    renderLatest();
    expect(screen.queryByTestId('latest-order')).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/cli/ecommerce/orders')).toHaveLength(0);
  });

  it('shows nothing for a customer without orders', async () => {
    useUserStore.setState({ user: makeUser() });
    const { calls } = stubApi({
      'GET /cli/ecommerce/orders': okReply([], { totalPages: 0, number: 0 }),
    });
    renderLatest();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('latest-order')).toBeNull();
  });
});
