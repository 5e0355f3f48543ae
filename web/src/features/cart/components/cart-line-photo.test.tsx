import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { renderWithProviders } from '@/testing/render';
import { CartLine } from './cart-line';

const sha = 'ef'.repeat(32);

describe('a cart line shows the product’s uploaded photo (issue 31)', () => {
  it('sized for the line’s small picture, not a card’s', () => {
    const item = makeCartItem({ imageUrl: `/cli/media/products/${sha}-400.webp` });
    renderWithProviders(
      <MemoryRouter>
        <ul>
          <CartLine cart={makeCart({ items: [item] })} item={item} />
        </ul>
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: item.description });
    expect(img).toHaveAttribute('srcset', expect.stringContaining(`${sha}-200.webp 200w`));
    expect(img).toHaveAttribute('sizes', '4.5rem');
    expect(img).toHaveAttribute('width', '240');
  });
});
