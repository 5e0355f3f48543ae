import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/state/user-store';
import { renderLayout } from './testing/render-layout';
import { resetShellState } from './testing/reset-shell-state';
import { stubShellApi } from './testing/stub-api';

describe('AppLayout', () => {
  beforeEach(() => {
    resetShellState();
    stubShellApi();
  });

  describe('embedded mode', () => {
    it.each(['/app', '/app/'])('hides search and categories under %s', (path) => {
      renderLayout(path);
      const header = within(screen.getByRole('banner'));
      expect(header.queryByRole('search')).not.toBeInTheDocument();
      expect(header.queryByRole('button', { name: 'Categorie' })).not.toBeInTheDocument();
      expect(header.getByRole('link', { name: 'Carrello' })).toBeVisible();
    });

    it('keeps search and categories elsewhere', () => {
      renderLayout('/home');
      const header = within(screen.getByRole('banner'));
      expect(header.getByRole('search')).toBeVisible();
      expect(header.getByRole('button', { name: 'Categorie' })).toBeVisible();
    });

    it('hides header and footer with origin=APP, for the rest of the visit', async () => {
      const { router } = renderLayout('/home?origin=APP');
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      await act(() => router.navigate('/stores'));
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent('/stores');
    });

    it('shows the embedded privacy notice without header and footer', () => {
      renderLayout('/app/privacy');
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    });
  });

  it('pushes a page view with the full path on each route change', async () => {
    const { router } = renderLayout('/home');
    await act(() => router.navigate('/info/news'));
    const views = (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view');
    expect(views).toEqual([
      { event: 'page_view', page_path: '/app/home', page_title: document.title },
      { event: 'page_view', page_path: '/app/info/news', page_title: document.title },
    ]);
  });

  it('scrolls to the top on location change', async () => {
    const { router } = renderLayout('/home');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await act(() => router.navigate('/stores'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the loading overlay while the user state asks for it', () => {
    renderLayout('/home');
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    act(() => useUserStore.getState().setShowOverlay(true));
    expect(screen.getByTestId('loading-overlay')).toBeVisible();
  });

  it('has every footer item of spec 1', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: '800 123 456' })).toHaveAttribute(
      'href',
      'tel:+39800123456',
    );
    expect(footer.getByText('Numero verde')).toBeVisible();
    expect(footer.getByRole('link', { name: 'servizioclienti@spesa.example.it' })).toHaveAttribute(
      'href',
      'mailto:servizioclienti@spesa.example.it',
    );
    expect(footer.getByText('Lunedì - Venerdì 8.30-12.30 e 14.30-18.00')).toBeVisible();
    expect(
      footer.getByText("Spesa Società Cooperativa, Via dell'Industria 12, 40138 Bologna (BO)"),
    ).toBeVisible();
    expect(footer.getByText('P.IVA 01234567890')).toBeVisible();

    for (const name of [/Sito istituzionale/, /FAQ/, /Condizioni generali di vendita/]) {
      const link = footer.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    for (const name of [/Facebook/, /Instagram/, /YouTube/]) {
      expect(footer.getByRole('link', { name }).getAttribute('rel')).toContain('noopener');
    }
    expect(footer.getByRole('link', { name: 'Informativa privacy' })).toHaveAttribute(
      'href',
      '/app/privacy',
    );
    const pages = [
      'offerte',
      'punti-vendita',
      'news',
      'blog',
      'cookie-policy',
      'termini',
      'accessibilita',
    ];
    for (const page of pages) {
      expect(
        footer
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === `/app/info/${page}`),
      ).toBe(true);
    }

    await user.click(footer.getByRole('button', { name: 'Gestione cookie' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Gestione cookie' }));
    expect(dialog.getByRole('switch', { name: /Cookie necessari/ })).toBeChecked();
    expect(dialog.getByRole('switch', { name: /Cookie necessari/ })).toBeDisabled();
    await user.click(dialog.getByRole('switch', { name: /Cookie statistici/ }));
    await user.click(dialog.getByRole('button', { name: 'Salva le preferenze' }));
    expect(JSON.parse(localStorage.getItem('cookie-consent') ?? 'null')).toEqual({
      analytics: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
