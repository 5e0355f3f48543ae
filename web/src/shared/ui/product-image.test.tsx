import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ProductImage } from './product-image';

const sha = 'cd'.repeat(32);

describe('ProductImage', () => {
  it("offers an uploaded photo at every width, sized as a card's by default (issue 31)", () => {
    renderWithProviders(<ProductImage src={`/cli/media/products/${sha}-400.webp`} alt="Pasta" />);
    const img = screen.getByRole('img', { name: 'Pasta' });
    expect(img).toHaveAttribute('srcset', expect.stringContaining(`${sha}-1200.webp 1200w`));
    expect(img).toHaveAttribute('sizes', expect.stringContaining('50vw'));
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '240');
  });

  it('keeps a drawn picture to its single URL', () => {
    renderWithProviders(<ProductImage src="/cli/images/products/8001234567890.webp" alt="Pasta" />);
    const img = screen.getByRole('img', { name: 'Pasta' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
