import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultWebConfiguration } from '@/shared/config/web-configuration';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeProduct, makePromotion } from '@/testing/fixtures';
import { renderRoute, stubFetch } from '../../testing/render-route';
import { ProductDetail } from './product-detail';

const banane = makeProduct({
  barcode: '8070386000514',
  description: 'Banane bio',
  um: 'KG',
  purchaseUm: 'KG',
  price: 3.09,
  netPrice: 2.49,
  pricePerUm: 2.49,
  umStep: 0.25,
  maxAmount: 5,
  images: ['/a.svg', '/b.svg'],
  promotions: [makePromotion({ description: 'Sconto 0,60 €', validTo: '2026-12-11' })],
});

const info = {
  barcode: '8070386000514',
  description: 'Banane biologiche',
  country: 'Ecuador',
  storage: 'In luogo fresco',
  nutrition: {
    per100Heading: 'Valori nutrizionali medi',
    per100Unit: '100 g',
    nutrientValues: [{ name: 'Energia', per100: { value: '219 kJ / 52 kcal' } }],
  },
  ingredients: 'Banane.',
  allergyAdvice: { contains: [], mayContain: ['frutta a guscio'], doesNotContain: ['glutine'] },
  recycling: 'Organico',
  tags: { vegan: true, bio: true, glutenFree: true, animals: false },
  averageWeight: 180,
  food: true,
  legalName: 'Banane biologiche',
  netQuantity: null,
  operator: { name: 'Spesa Società Cooperativa', address: 'Via dell’Industria 12, Bologna' },
  missing: [],
};

function stubProduct(product: object | null) {
  return stubFetch((url) => {
    if (url.pathname === '/cli/configuration/web')
      return { responseCode: 0, data: defaultWebConfiguration };
    if (!product) return { responseCode: 4030, message: 'Prodotto non trovato', data: null };
    if (url.pathname.endsWith('/info')) return { responseCode: 0, data: info };
    return { responseCode: 0, data: product };
  });
}

function renderDetail(state?: unknown) {
  return renderRoute(<ProductDetail barcode="8070386000514" />, {
    path: '/product/:barcode',
    url: '/product/8070386000514',
    state,
  });
}

describe('ProductDetail', () => {
  beforeEach(() => {
    useUserStore.setState({ defaultStore: { id: '3', name: 'Spesa' }, showLogin: false });
    useCartStore.setState({ productToAdd: null });
  });

  it('shows code, prices, promotion, approximate weight and the label information', async () => {
    const fetchMock = stubProduct(banane);
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Banane bio' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/cli/ecommerce/products/barcode/8070386000514?store=3',
      expect.anything(),
    );
    expect(screen.getByText('Codice EAN: 8070386000514')).toBeVisible();
    expect(screen.getByText(/fino al 11\/12/)).toBeVisible();
    expect(screen.getByTestId('detail-price')).toHaveTextContent('2,49 €/kg');
    expect(screen.getByTestId('product-total')).toHaveTextContent('0,62 €');
    // Issue 17.8: sold by weight, 0,25 kg chosen: about one 180 g banana, not '180 g'.
    expect(await screen.findByTestId('approximate-weight')).toHaveTextContent('Circa 1 pezzo');

    expect(screen.getByText('Paese di origine')).toBeVisible();
    expect(screen.getByText('Conservazione')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Valori nutrizionali medi' });
    expect(within(table).getByRole('row', { name: 'Energia 219 kJ / 52 kcal' })).toBeVisible();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Potrebbe contenere',
      'Non contiene',
    ]);
  });

  it('switches the gallery image from its thumbnails', async () => {
    stubProduct(banane);
    const user = userEvent.setup();
    renderDetail();
    const second = await screen.findByRole('button', { name: 'Mostra immagine 2' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Banane bio' })).toHaveAttribute('src', '/b.svg');
  });

  it('updates total and weight with the quantity; a guest add is remembered for after login', async () => {
    stubProduct(banane);
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Aumenta la quantità' }));
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));

    expect(screen.getByTestId('product-total')).toHaveTextContent('1,87 €');
    expect(await screen.findByText('Circa 4 pezzi')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));

    expect(useCartStore.getState().productToAdd).toEqual({
      barcode: '8070386000514',
      amount: 0.75,
      um: 'KG',
      description: 'Banane bio',
      storeId: '3',
    });
    expect(useUserStore.getState().showLogin).toBe(true);
  });

  it('shows a friendly page for an unknown barcode', async () => {
    stubProduct(null);
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Prodotto non trovato' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sfoglia le categorie' })).toHaveAttribute(
      'href',
      '/category',
    );
  });

  it('goes back to the listing it came from, carrying the selection', async () => {
    stubProduct(banane);
    const user = userEvent.setup();
    renderDetail({ from: '/category?c=0101&promo=1', categoryId: '0101', mainCategory: '01' });
    await user.click(await screen.findByRole('button', { name: 'Indietro' }));

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/category?c=0101&promo=1');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      categoryId: '0101',
      mainCategory: '01',
    });
  });

  // Issue 17.8: 'Circa 540 g' beside 0,75 kg contradicted the weight chosen.
  it('shows beside a chosen weight no other weight, only the pieces it makes', async () => {
    stubProduct(banane);
    const user = userEvent.setup();
    renderDetail();
    const approx = await screen.findByTestId('approximate-weight');
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
    expect(screen.getByTestId('product-total')).toHaveTextContent('1,87 €');
    expect(approx).toHaveTextContent('Circa 4 pezzi');
    expect(approx).not.toHaveTextContent(/\d\s*k?g\b/);
  });

  it('gives a product sold by the piece its weight: piece weight, rounded up, times the amount', async () => {
    stubProduct({ ...banane, purchaseUm: 'PZ', umStep: 1, netPrice: 0.5 });
    const user = userEvent.setup();
    renderDetail();
    const approx = await screen.findByTestId('approximate-weight');
    expect(approx).toHaveTextContent('Circa 180 g');
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
    expect(approx).toHaveTextContent('Circa 540 g');
  });
});
