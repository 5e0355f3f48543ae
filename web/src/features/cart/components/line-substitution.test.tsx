import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/ui/notify';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { renderWithProviders } from '@/testing/render';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { CartLine } from './cart-line';

const suggestion = {
  barcode: '8000000000028',
  description: 'Latte bio 500 ml',
  imageUrl: '/cli/images/products/8000000000028.webp',
  um: 'PZ',
  netPrice: 1.19,
  comparableUnitPrice: 2.38,
  comparableUnit: 'KG_L',
  customerChoice: false,
};

function renderLine() {
  const item = makeCartItem({ barcode: '8000000000011', substitution: null });
  const cart = makeCart({ items: [item] });
  renderWithProviders(
    <MemoryRouter>
      <ul>
        <CartLine cart={cart} item={item} />
      </ul>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), cart };
}

describe('a cart line’s substitution choice (issue 30)', () => {
  it('asks for suggestions when opened and sends the named product', async () => {
    const { callsTo } = stubApi({
      'GET /cli/ecommerce/cart/substitutes': okReply({
        barcode: '8000000000011',
        choice: 'SIMILAR',
        bandPercent: 30,
        suggestions: [suggestion],
      }),
      'POST /cli/ecommerce/cart/substitution': okReply({ cart: makeCart() }),
    });
    const { user, cart } = renderLine();
    const choice = screen.getByRole('combobox', { name: 'Se manca:' });
    expect(choice).toHaveValue('DEFAULT');
    expect(callsTo('GET /cli/ecommerce/cart/substitutes')).toHaveLength(0);
    await user.click(choice);
    expect(await screen.findByRole('option', { name: 'Latte bio 500 ml' })).toBeInTheDocument();
    await user.selectOptions(choice, 'Latte bio 500 ml');
    await waitFor(() => expect(callsTo('POST /cli/ecommerce/cart/substitution')).toHaveLength(1));
    expect(callsTo('POST /cli/ecommerce/cart/substitution')[0]?.body).toEqual({
      cartId: cart.id,
      barcode: '8000000000011',
      choice: 'PRODUCT',
      substituteBarcode: '8000000000028',
    });
  });

  it('tells a refusal of the server in the catalogue’s words', async () => {
    stubApi({
      'GET /cli/ecommerce/cart/substitutes': okReply({
        barcode: '8000000000011',
        choice: 'SIMILAR',
        bandPercent: 30,
        suggestions: [],
      }),
      'POST /cli/ecommerce/cart/substitution': codeReply(4070),
    });
    const told = vi.spyOn(notify, 'error');
    const { user } = renderLine();
    const choice = screen.getByRole('combobox', { name: 'Se manca:' });
    await user.selectOptions(choice, 'NONE');
    await waitFor(() =>
      expect(told).toHaveBeenCalledWith(expect.stringMatching(/non vuole sostituti/)),
    );
    // The line keeps the server's choice.
    expect(choice).toHaveValue('DEFAULT');
  });
});
