import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { Price } from './price';

describe('Price', () => {
  it('formats euros the Italian way by default', () => {
    renderWithProviders(<Price amount={1.99} data-testid="price" />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^1,99 €$/);
  });

  it('always shows two decimals and groups thousands', () => {
    renderWithProviders(<Price amount={12345.5} data-testid="price" />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^12\.345,50 €$/);
  });

  it('appends the unit for a comparison price', () => {
    renderWithProviders(<Price amount={2.58} per="kg" data-testid="price" />);
    expect(screen.getByTestId('price')).toHaveTextContent('2,58 €/kg');
  });

  it('switches to English formatting with the language', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<Price amount={1.99} data-testid="price" />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^€1\.99$/);
  });

  it('exposes the machine-readable amount', () => {
    renderWithProviders(<Price amount={0.5} data-testid="price" />);
    expect(screen.getByTestId('price')).toHaveAttribute('value', '0.50');
  });
});
