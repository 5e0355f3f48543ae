import type { StaffOrderLine } from '@spesa/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PickingLine } from './picking-line';

const sha = 'ab'.repeat(32);

function line(imageUrl: string): StaffOrderLine {
  return {
    id: '1',
    barcode: '8099999000024',
    ref: 'CAF',
    description: 'Caffè macinato',
    imageUrl,
    um: 'PZ',
    umStep: 1,
    netPrice: 2.99,
    amount: 3,
    rowNetPrice: 8.97,
    pickStatus: null,
    operatorAmount: null,
    operatorTotal: null,
    substitute: null,
    substitution: { choice: 'NONE', barcode: null, description: null },
  };
}

function pictureOf(imageUrl: string): HTMLImageElement {
  const { container } = renderWithProviders(
    <ul>
      <PickingLine orderId="7" line={line(imageUrl)} editable={false} handover={false} />
    </ul>,
  );
  return container.querySelector('img')!;
}

describe('a picking line shows the product’s uploaded photo (issue 31)', () => {
  it('offers every width sized for its 56 px box, keeping width and height', () => {
    const img = pictureOf(`/cli/media/products/${sha}-400.webp`);
    expect(img).toHaveAttribute('src', `/cli/media/products/${sha}-400.webp`);
    expect(img).toHaveAttribute('srcset', expect.stringContaining(`${sha}-200.webp 200w`));
    expect(img).toHaveAttribute('sizes', '56px');
    expect(img).toHaveAttribute('width', '56');
    expect(img).toHaveAttribute('height', '56');
    expect(screen.getByRole('heading', { name: 'Caffè macinato' })).toBeInTheDocument();
  });

  it('keeps a drawn picture to its single URL', () => {
    const img = pictureOf('/cli/images/products/8099999000024.webp');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
