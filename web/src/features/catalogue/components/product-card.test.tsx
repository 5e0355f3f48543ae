import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { defaultWebConfiguration } from '@/shared/config/web-configuration';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { makeProduct, makePromotion } from '@/testing/fixtures';
import { renderRoute, stubFetch } from '../testing/render-route';
import { ProductCard, type ProductCardProps } from './product-card';

const weighed = {
  description: 'Mele Golden',
  um: 'KG',
  purchaseUm: 'KG',
  price: 2.49,
  netPrice: 1.99,
  umStep: 0.5,
  pricePerUm: 1.99,
  umPerUm: 'KG',
} as const;

function renderCard(props: ProductCardProps, smartLists = false) {
  stubFetch(() => ({
    responseCode: 0,
    data: {
      ...defaultWebConfiguration,
      features: { ...defaultWebConfiguration.features, smartLists },
    },
  }));
  return renderRoute(<ProductCard {...props} />);
}

describe('ProductCard', () => {
  beforeEach(() => {
    useCartStore.setState({ productToAdd: null, cart: null });
    useUserStore.setState({ showLogin: false });
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('is an article named by its heading, with image, unit price and price', () => {
    renderCard({ product: makeProduct() });

    const card = screen.getByRole('article', { name: 'Pasta di semola 500 g' });
    expect(within(card).getByRole('heading', { name: 'Pasta di semola 500 g' })).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Pasta di semola 500 g' })).toBeVisible();
    expect(card).toHaveTextContent('Prezzo unitario: 2,58 €/kg');
    expect(within(card).getByTestId('product-price')).toHaveTextContent(/^1,29 €$/);
  });

  it('shows no struck-through price or badge without a discount', () => {
    const { container } = renderCard({ product: makeProduct() });
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText('Offerta')).toBeNull();
  });

  it('strikes through the old price when discounted and shows the offer badge', () => {
    const product = makeProduct({ price: 1.29, netPrice: 0.99, promotions: [makePromotion()] });
    const { container } = renderCard({ product });

    expect(container.querySelector('del')).toHaveTextContent('Prezzo precedente: 1,29 €');
    expect(screen.getByTestId('product-price')).toHaveTextContent('0,99 €');
    expect(screen.getByText('Offerta')).toBeVisible();
  });

  it('labels an UNKNOWN promotion with the generic promo badge', () => {
    renderCard({ product: makeProduct({ promotions: [makePromotion({ valueType: 'UNKNOWN' })] }) });
    expect(screen.getByText('Promo')).toBeVisible();
  });

  it('prices a weighed item as netPrice times umStep', () => {
    const { container } = renderCard({ product: makeProduct(weighed) });
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^1,00 €$/);
    expect(container.querySelector('del')).toHaveTextContent('1,25 €');
    expect(screen.getByText('per 500 g')).toBeVisible();
  });

  it('falls back to a placeholder when the image fails to load', () => {
    renderCard({ product: makeProduct() });
    fireEvent.error(screen.getByRole('img', { name: 'Pasta di semola 500 g' }));
    expect(
      screen.getByRole('img', { name: 'Pasta di semola 500 g (Immagine non disponibile)' }),
    ).toBeVisible();
  });

  it('formats prices in English when the language changes', async () => {
    await i18n.changeLanguage('en');
    renderCard({ product: makeProduct() });
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^€1\.29$/);
    expect(screen.getByRole('article')).toHaveTextContent('Unit price: €2.58/kg');
    expect(screen.getByRole('button', { name: 'Buy: Pasta di semola 500 g' })).toBeVisible();
  });

  it('marks an unavailable product and disables its buy button', () => {
    renderCard({ product: makeProduct({ available: false }) });
    expect(screen.getByText('Non disponibile')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Acquista/ })).toBeDisabled();
  });

  it('reads Acquista, or holds the cart quantity in a stepper when its ref is among the cart items (issue 27.12)', () => {
    const { unmount } = renderCard({ product: makeProduct() });
    expect(screen.getByRole('button', { name: 'Acquista: Pasta di semola 500 g' })).toHaveAttribute(
      'data-state',
      'buy',
    );
    unmount();
    useCartStore.setState({
      cart: makeCart({
        items: [
          makeCartItem({ ref: 'OTHER', amount: 5 }),
          makeCartItem({ ref: 'REF1', amount: 2 }),
        ],
      }),
    });
    const inCart = renderCard({ product: makeProduct() });
    const stepper = screen.getByRole('group', {
      name: 'Quantità di Pasta di semola 500 g nel carrello',
    });
    expect(within(stepper).getByTestId('quantity')).toHaveTextContent('2');
    expect(within(stepper).getByRole('button', { name: 'Aumenta la quantità' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Acquista|NEL CARRELLO/ })).toBeNull();
    inCart.unmount();
    // A product the store no longer sells keeps the disabled 'NEL CARRELLO'.
    renderCard({ product: makeProduct({ available: false }) });
    expect(
      screen.getByRole('button', { name: 'NEL CARRELLO: Pasta di semola 500 g' }),
    ).toBeDisabled();
  });

  it('remembers a guest purchase as pending and opens the login popup', async () => {
    renderCard({ product: makeProduct() });
    await userEvent.click(screen.getByRole('button', { name: /^Acquista/ }));

    expect(useUserStore.getState().showLogin).toBe(true);
    const pending = {
      barcode: '8001234567890',
      amount: 1,
      um: 'PZ',
      description: 'Pasta di semola 500 g',
    };
    expect(useCartStore.getState().productToAdd).toEqual(pending);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({
      state: { productToAdd: pending },
    });
  });

  it('opens the detail to choose a weight for a KG product not in the cart', async () => {
    const linkState = { from: '/category?c=01', categoryId: '01' };
    renderCard({ product: makeProduct({ ...weighed, barcode: '8000000000011' }), linkState });
    await userEvent.click(screen.getByRole('button', { name: /^Acquista/ }));

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/drogheria-alimentare/pasta/mele-golden/8000000000011');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual(linkState);
    expect(useCartStore.getState().productToAdd).toBeNull();
    expect(useUserStore.getState().showLogin).toBe(false);
  });

  it('links to the detail route and pushes a select_item event on click', async () => {
    renderCard({ product: makeProduct(), listName: 'category' });
    const link = screen.getByRole('link', { name: 'Pasta di semola 500 g' });
    expect(link).toHaveAttribute(
      'href',
      '/drogheria-alimentare/pasta/pasta-di-semola-500-g/8001234567890',
    );

    await userEvent.click(link);
    const dataLayer = (window as { dataLayer?: unknown[] }).dataLayer;
    expect(dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({
        event: 'select_item',
        ecommerce: expect.objectContaining({
          currency: 'EUR',
          item_list_name: 'category',
          items: [expect.objectContaining({ item_id: '8001234567890' })],
        }),
      }),
    ]);
  });

  it('shows the shopping-list button only with the smart-list flag', async () => {
    const { unmount } = renderCard({ product: makeProduct() });
    expect(screen.queryByRole('button', { name: /lista della spesa/ })).toBeNull();
    unmount();
    renderCard({ product: makeProduct() }, true);
    expect(
      await screen.findByRole('button', {
        name: 'Aggiungi Pasta di semola 500 g alla lista della spesa',
      }),
    ).toBeVisible();
  });
});
