import type { BuyAgainItem } from '@spesa/contracts';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { BuyAgainStrip } from './buy-again-strip';

const bought: BuyAgainItem = {
  product: makeProduct(),
  lastAmount: 2,
  lastUm: 'PZ',
  timesOrdered: 3,
  lastOrderedAt: '2026-11-20T10:00:00.000Z',
};

function renderStrip(userId: string | null) {
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: (
          <BuyAgainStrip
            userId={userId}
            storeId="3"
            renderProducts={(items) => (
              <ul>
                {items.map((i) => (
                  <li key={i.product.id}>{i.product.description}</li>
                ))}
              </ul>
            )}
          />
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('the home strip', () => {
  it('shows the first products bought before and links to the page', async () => {
    const { calls } = stubApi({
      'GET /cli/ecommerce/products/3/buyAgain': okReply([bought], {
        totalPages: 1,
        number: 0,
        last: true,
      }),
    });
    renderStrip('12');
    expect(await screen.findByRole('region', { name: 'Compra di nuovo' })).toBeVisible();
    expect(screen.getByText('Pasta di semola 500 g')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vedi tutti' })).toHaveAttribute('href', '/buy-again');
    expect(calls[0]?.url.searchParams.get('s')).toBe('5');
  });

  it('is not there for a guest, who asks nothing', () => {
    const { calls } = stubApi({});
    renderStrip(null);
    expect(screen.queryByRole('region', { name: 'Compra di nuovo' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('is not there when nothing was bought yet', async () => {
    const { calls } = stubApi({
      'GET /cli/ecommerce/products/3/buyAgain': okReply([], {
        totalPages: 0,
        number: 0,
        last: true,
      }),
    });
    renderStrip('12');
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Compra di nuovo' })).toBeNull();
  });
});
