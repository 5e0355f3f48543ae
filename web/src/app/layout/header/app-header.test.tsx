import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePanelStore } from '@/shared/state/panel-store';
import { useUserStore } from '@/shared/state/user-store';
import { renderLayout, stateOf } from '../testing/render-layout';
import { resetShellState } from '../testing/reset-shell-state';
import { stubShellApi } from '../testing/stub-api';

function banner() {
  return within(screen.getByRole('banner'));
}

function searchBox() {
  return banner().getByRole('combobox', { name: 'Cerca prodotti' });
}

describe('AppHeader', () => {
  beforeEach(() => {
    resetShellState();
    stubShellApi();
  });

  it('sends the logo to the landing page while no store is chosen', () => {
    renderLayout('/stores');
    expect(banner().getByRole('link', { name: 'Spesa, pagina iniziale' })).toHaveAttribute(
      'href',
      '/app',
    );
    expect(banner().getByRole('link', { name: 'Scegli il negozio' })).toHaveAttribute(
      'href',
      '/app',
    );
  });

  it('sends the logo to /home and names the store once one is chosen', () => {
    useUserStore.setState({ defaultStore: { id: '3', name: 'Spesa Centro' } });
    renderLayout('/stores');
    expect(banner().getByRole('link', { name: 'Spesa, pagina iniziale' })).toHaveAttribute(
      'href',
      '/app/home',
    );
    expect(banner().getByText('Spesa Centro')).toBeVisible();
    expect(banner().getByRole('link', { name: 'Modifica il negozio' })).toHaveAttribute(
      'href',
      '/app',
    );
  });

  it('links to the stores, the cart, and shows Carrello without a cart', () => {
    renderLayout('/home');
    expect(banner().getByRole('link', { name: 'Punti vendita' })).toHaveAttribute(
      'href',
      '/app/stores',
    );
    expect(banner().getByRole('link', { name: 'Carrello' })).toHaveAttribute('href', '/app/cart');
  });

  it('submits the search to /search with the text in the state and in ?q=', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    await user.type(searchBox(), ' pasta integrale {Enter}');

    const where = screen.getByTestId('where');
    expect(where).toHaveTextContent('/search?q=pasta+integrale');
    expect(stateOf(where)).toEqual({ searchInput: 'pasta integrale' });
    // The box keeps the searched text on /search.
    expect(searchBox()).toHaveValue('pasta integrale');
  });

  it('clears the box on navigation away from /search, not on /search itself', async () => {
    const user = userEvent.setup();
    const { router } = renderLayout('/home');
    await user.type(searchBox(), 'latte');
    await act(() => router.navigate('/stores'));
    expect(searchBox()).toHaveValue('');

    await act(() => router.navigate('/search?q=riso', { state: { searchInput: 'riso' } }));
    expect(searchBox()).toHaveValue('riso');
    await user.clear(searchBox());
    await user.type(searchBox(), 'riso basmati');
    await act(() => router.navigate('/search?q=riso&onlyPromotions=true'));
    expect(searchBox()).toHaveValue('riso basmati');
  });

  it('fills the box from ?q= when /search is opened directly', () => {
    renderLayout('/search?q=caff%C3%A8');
    expect(searchBox()).toHaveValue('caffè');
  });

  it('opens one panel at a time: categories replace the login popup and back', async () => {
    const user = userEvent.setup();
    renderLayout('/home');

    await user.click(banner().getByRole('button', { name: 'Accedi o registrati' }));
    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeVisible();
    expect(usePanelStore.getState().open).toBe('login');

    act(() => usePanelStore.getState().openPanel('categories'));
    expect(screen.queryByRole('dialog', { name: 'Accedi' })).not.toBeInTheDocument();
    expect(useUserStore.getState().showLogin).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Tutte le categorie' })).toBeVisible();

    // Any screen may raise the login popup: it closes the categories panel.
    act(() => useUserStore.getState().setShowLogin(true));
    expect(screen.queryByRole('dialog', { name: 'Tutte le categorie' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(usePanelStore.getState().open).toBeNull();
  });

  it('shows a card per main category, sorted, each leading to /category with its state', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    await user.click(banner().getByRole('button', { name: 'Categorie' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Tutte le categorie' }));
    const cards = await dialog.findAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual(['Ortofrutta', 'Carni', 'Nuovo reparto']);
    expect(cards[0]?.querySelector('svg')).toHaveAttribute('data-icon', 'ORTOFRUTTA');
    expect(cards[2]?.querySelector('svg')).toHaveAttribute('data-icon', 'generic');

    await user.click(cards[0] as HTMLElement);
    const where = screen.getByTestId('where');
    expect(where).toHaveTextContent('/category?c=01');
    expect(stateOf(where)).toMatchObject({ activeKey: '01', category: { id: '01' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks whether the phone layout shows its search bar', async () => {
    const { router } = renderLayout('/home');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-mobile-search', 'hidden');
    act(() => usePanelStore.getState().openPanel('search'));
    expect(header).toHaveAttribute('data-mobile-search', 'shown');
    await act(() => router.navigate('/product/8001234567890'));
    expect(header).toHaveAttribute('data-mobile-search', 'shown');
  });
});
