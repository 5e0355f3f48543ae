import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { renderWithProviders } from '@/testing/render';
import { CartLine } from './cart-line';

const offer = {
  id: '9',
  description: 'Offerta',
  valueType: 'FIXED_PRICE' as const,
  value: 1.99,
  validFrom: '2026-06-01',
  validTo: '2026-06-14',
  lowestPrice30Days: 2.49,
  lowestPriceAbsence: null,
  discountPercent: 20,
};

describe('a cart line shows the unit price and the offer’s 30-day reference', () => {
  it('a piece on offer: €/l beside the price, and the lowest price of the last 30 days', () => {
    const item = makeCartItem({
      price: 2.59,
      netPrice: 1.99,
      pricePerUm: 1.99,
      umPerUm: 'LT',
      promotions: [offer],
    });
    renderWithProviders(
      <MemoryRouter>
        <ul>
          <CartLine cart={makeCart({ items: [item] })} item={item} />
        </ul>
      </MemoryRouter>,
    );
    const line = screen.getByTestId('cart-line');
    expect(line).toHaveTextContent('1,99 €/l');
    expect(screen.getByTestId('offer-reference')).toHaveTextContent(
      'Prezzo più basso degli ultimi 30 giorni: 2,49 €Sconto 20%',
    );
  });
});
