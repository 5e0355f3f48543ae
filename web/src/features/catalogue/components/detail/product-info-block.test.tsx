import type { ProductInfo } from '@spesa/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ProductInfoBlock } from './product-info-block';

const biscotti: ProductInfo = {
  barcode: '8001234000011',
  description: 'Frollini al burro 350 g',
  country: 'Italia',
  storage: 'Conservare in luogo fresco e asciutto.',
  nutrition: {
    per100Heading: 'Valori nutrizionali medi',
    per100Unit: '100 g',
    nutrientValues: [{ name: 'Energia', per100: { value: '2000 kJ / 478 kcal' } }],
  },
  ingredients: 'Farina di _frumento_, zucchero, burro (15%), uova, sale.',
  allergyAdvice: {
    contains: ['glutine', 'latte', 'uova'],
    mayContain: ['soia'],
    doesNotContain: [],
  },
  recycling: 'Sacchetto: plastica',
  tags: { vegan: false, bio: false, glutenFree: false, animals: false },
  averageWeight: null,
  food: true,
  legalName: 'Biscotti frollini al burro',
  netQuantity: { value: 350, unit: 'G' },
  operator: { name: 'Spesa Società Cooperativa', address: 'Via dell’Industria 12, Bologna (BO)' },
  missing: [],
};

describe('ProductInfoBlock (Reg. 1169/2011)', () => {
  it('states legal name, net quantity with unit price, operator, and bolds the allergens', () => {
    const product = makeProduct({ pricePerUm: 5.69, umPerUm: 'KG' });
    const { container } = renderWithProviders(
      <ProductInfoBlock info={biscotti} product={product} />,
    );
    expect(screen.getByText('Biscotti frollini al burro')).toBeVisible();
    expect(screen.getByText(/^350 g/)).toHaveTextContent('350 g · Prezzo unitario: 5,69 €/kg');
    expect(screen.getByText(/Spesa Società Cooperativa/)).toBeVisible();
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
      'frumento',
      'burro',
      'uova',
    ]);
    expect(screen.getByText(/, zucchero,/).closest('p')).toHaveTextContent(
      'Farina di frumento, zucchero, burro (15%), uova, sale.',
    );
    expect(screen.queryByText('Informazione non disponibile')).toBeNull();
  });

  it("says 'Informazione non disponibile' where a food lacks a particular, and 'Contiene' without ingredients", () => {
    renderWithProviders(
      <ProductInfoBlock
        info={{
          ...biscotti,
          ingredients: null,
          operator: null,
          nutrition: null,
          netQuantity: null,
          missing: ['ingredients', 'operator', 'nutrition', 'netQuantity'],
        }}
      />,
    );
    expect(screen.getAllByText('Informazione non disponibile')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Ingredienti' })).toBeVisible();
    expect(screen.getByText('Contiene: glutine, latte, uova')).toBeVisible();
  });

  it('keeps the nutrition section of a food lacking its declaration, saying so, beside recycling', () => {
    renderWithProviders(
      <ProductInfoBlock info={{ ...biscotti, nutrition: null, missing: ['nutrition'] }} />,
    );
    const nutrition = screen
      .getByRole('heading', { name: 'Valori nutrizionali' })
      .closest('section')!;
    expect(nutrition).toHaveTextContent(/^Valori nutrizionaliInformazione non disponibile$/);
    expect(screen.queryByRole('table')).toBeNull();
    const recycling = screen.getByRole('heading', { name: 'Riciclo' }).closest('section')!;
    expect(recycling).toHaveTextContent('Sacchetto: plastica');
  });

  it('leaves out the food particulars of a non-food product', () => {
    renderWithProviders(
      <ProductInfoBlock
        info={{
          ...biscotti,
          food: false,
          legalName: null,
          ingredients: null,
          nutrition: null,
          netQuantity: null,
        }}
      />,
    );
    expect(screen.queryByText('Informazione non disponibile')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ingredienti' })).toBeNull();
    expect(screen.queryByText(/^Contiene:/)).toBeNull();
  });
});
