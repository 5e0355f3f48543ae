import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { stubCatalogueApi } from '../../testing/catalogue-api';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { calledUrls, renderRoute } from '../../testing/render-route';
import { CategoryListing } from './category-listing';

function productRequests(fetchMock: ReturnType<typeof stubCatalogueApi>) {
  return calledUrls(fetchMock)
    .filter((url) => url.pathname === '/cli/ecommerce/products/7')
    .map((url) => url.searchParams);
}

const cards = () => screen.queryAllByTestId('product-card');

describe('CategoryListing', () => {
  beforeEach(() => {
    useUserStore.setState({ defaultStore: null });
  });

  it('loads the next page on scroll only while it is below totalPages', async () => {
    const observer = stubIntersectionObserver();
    const fetchMock = stubCatalogueApi({ totalPages: 2 });
    renderRoute(<CategoryListing />, { path: '/category', url: '/category?c=01' });

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(productRequests(fetchMock)[0]?.toString()).toBe('category=01&p=0');

    act(() => observer.reveal());
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(productRequests(fetchMock).map((q) => q.get('p'))).toEqual(['0', '1']);

    // Page 1 was the last of two: nothing more to load, and no button offering it.
    act(() => observer.reveal());
    expect(productRequests(fetchMock)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Carica altri prodotti' })).toBeNull();
  });

  it('draws filters, order and products together: late tags never push the products down', async () => {
    const fetchMock = stubCatalogueApi({ totalPages: 1 });
    let releaseTags = () => {};
    const tagsArrive = new Promise<void>((resolve) => (releaseTags = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        if (String(input).includes('/cli/ecommerce/productsTags')) await tagsArrive;
        return fetchMock(input, init);
      }),
    );
    renderRoute(<CategoryListing />, { path: '/category', url: '/category?c=01' });

    await screen.findByRole('link', { name: 'Verdura' });
    // Time for the products' answer to render (it did before the fix): nothing is drawn until
    // the tags are there too.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('checkbox', { name: 'Solo offerte' })).toBeNull();

    act(() => releaseTags());
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('checkbox', { name: 'Bio' })).toBeInTheDocument();
  });

  it('offers a button that loads the next page from the keyboard', async () => {
    const fetchMock = stubCatalogueApi({ totalPages: 3 });
    const user = userEvent.setup();
    renderRoute(<CategoryListing />, { path: '/category', url: '/category' });

    await user.click(await screen.findByRole('button', { name: 'Carica altri prodotti' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(productRequests(fetchMock).map((q) => q.toString())).toEqual(['p=0', 'p=1']);
  });

  it('starts again from page 0 when a filter or the category changes', async () => {
    const observer = stubIntersectionObserver();
    const fetchMock = stubCatalogueApi({ totalPages: 3 });
    const user = userEvent.setup();
    const { router } = renderRoute(<CategoryListing />, {
      path: '/category',
      url: '/category?c=01',
    });
    await waitFor(() => expect(cards()).toHaveLength(3));
    act(() => observer.reveal());
    await waitFor(() => expect(cards()).toHaveLength(6));

    await user.click(screen.getByRole('checkbox', { name: 'Solo offerte' }));
    await waitFor(() =>
      expect(productRequests(fetchMock).at(-1)?.toString()).toBe(
        'category=01&onlyPromotions=true&p=0',
      ),
    );
    expect(router.state.location.search).toBe('?c=01&promo=1');

    await user.click(screen.getByRole('checkbox', { name: 'Bio' }));
    await waitFor(() =>
      expect(productRequests(fetchMock).at(-1)?.toString()).toBe(
        'category=01&tag=Bio&onlyPromotions=true&p=0',
      ),
    );

    await user.click(screen.getByRole('link', { name: 'Verdura' }));
    await waitFor(() => expect(productRequests(fetchMock).at(-1)?.get('category')).toBe('0102'));
    expect(productRequests(fetchMock).at(-1)?.get('p')).toBe('0');
    expect(router.state.location.search).toBe('?c=0102&promo=1&tags=Bio');
  });

  it('restores the category, main and sub selection and the filters from the state', async () => {
    const fetchMock = stubCatalogueApi();
    renderRoute(<CategoryListing />, {
      path: '/category',
      url: '/category',
      state: {
        categoryId: '0102',
        mainCategory: '01',
        subCategory: '0102',
        categoryTitle: 'Verdura',
        onlyPromotions: true,
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Verdura' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Categorie di prodotti' });
    expect(await within(nav).findByRole('link', { name: 'Verdura' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'ORTOFRUTTA' })).toHaveAttribute(
      'data-active',
      'true',
    );
    // Subcategories in their `order`, whatever order the server sent them in.
    const subs = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(subs.slice(1, 4)).toEqual(['ORTOFRUTTA', 'Frutta fresca', 'Verdura']);
    expect(screen.getByRole('checkbox', { name: 'Solo offerte' })).toBeChecked();
    await waitFor(() =>
      expect(productRequests(fetchMock)[0]?.toString()).toBe(
        'category=0102&onlyPromotions=true&p=0',
      ),
    );
  });

  it('says when a category has no products', async () => {
    stubCatalogueApi({ totalPages: 0 });
    renderRoute(<CategoryListing />, { path: '/category', url: '/category?c=02' });
    expect(await screen.findByText('Nessun prodotto in questa categoria')).toBeVisible();
  });

  it('lists one tag without the tag checkboxes on a tag page', async () => {
    const fetchMock = stubCatalogueApi();
    renderRoute(<CategoryListing tag={{ id: 'Vegano', description: 'Vegano' }} />, {
      path: '/category/tag',
      url: '/category/tag',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vegano' })).toBeVisible();
    await waitFor(() => expect(productRequests(fetchMock)[0]?.get('tag')).toBe('Vegano'));
    expect(screen.queryByRole('checkbox', { name: 'Bio' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'A marchio' })).toBeVisible();
  });
});
