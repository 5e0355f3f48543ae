import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { makeProduct, makePromotion } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('is an article named by its heading, with image, unit price and price', () => {
    renderWithProviders(<ProductCard product={makeProduct()} />);

    const card = screen.getByRole('article', { name: 'Pasta di semola 500 g' });
    expect(within(card).getByRole('heading', { name: 'Pasta di semola 500 g' })).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Pasta di semola 500 g' })).toBeVisible();
    expect(card).toHaveTextContent('Prezzo unitario: 2,58 €/kg');
    expect(within(card).getByTestId('product-price')).toHaveTextContent(/^1,29 €$/);
  });

  it('shows no struck-through price or badge without a discount', () => {
    const { container } = renderWithProviders(<ProductCard product={makeProduct()} />);
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText('Offerta')).toBeNull();
  });

  it('strikes through the old price when discounted and shows the offer badge', () => {
    const product = makeProduct({ price: 1.29, netPrice: 0.99, promotions: [makePromotion()] });
    const { container } = renderWithProviders(<ProductCard product={product} />);

    const oldPrice = container.querySelector('del');
    expect(oldPrice).toHaveTextContent('Prezzo precedente: 1,29 €');
    expect(screen.getByTestId('product-price')).toHaveTextContent('0,99 €');
    expect(screen.getByText('Offerta')).toBeVisible();
  });

  it('labels an UNKNOWN promotion with the generic promo badge', () => {
    const product = makeProduct({ promotions: [makePromotion({ valueType: 'UNKNOWN' })] });
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('Promo')).toBeVisible();
  });

  it('prices a weighed item as netPrice times umStep', () => {
    const product = makeProduct({
      description: 'Mele Golden',
      um: 'KG',
      purchaseUm: 'KG',
      price: 2.49,
      netPrice: 1.99,
      umStep: 0.5,
      pricePerUm: 1.99,
      umPerUm: 'KG',
    });
    const { container } = renderWithProviders(<ProductCard product={product} />);

    expect(screen.getByTestId('product-price')).toHaveTextContent(/^1,00 €$/);
    expect(container.querySelector('del')).toHaveTextContent('1,25 €');
    expect(screen.getByText('per 500 g')).toBeVisible();
  });

  it('falls back to a placeholder when the image fails to load', () => {
    renderWithProviders(<ProductCard product={makeProduct()} />);
    const image = screen.getByRole('img', { name: 'Pasta di semola 500 g' });
    fireEvent.error(image);
    expect(
      screen.getByRole('img', { name: 'Pasta di semola 500 g (Immagine non disponibile)' }),
    ).toBeVisible();
  });

  it('formats prices in English when the language changes', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<ProductCard product={makeProduct()} />);
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^€1\.29$/);
    expect(screen.getByRole('article')).toHaveTextContent('Unit price: €2.58/kg');
  });

  it('marks an unavailable product', () => {
    renderWithProviders(<ProductCard product={makeProduct({ available: false })} />);
    expect(screen.getByText('Non disponibile')).toBeVisible();
  });
});
