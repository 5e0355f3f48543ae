import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { InfoPageRoute } from './info-page';
import { PrivacyRoute } from './privacy';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/info/:page', Component: InfoPageRoute },
      { path: '/privacy', Component: PrivacyRoute },
    ],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('footer pages', () => {
  it.each([
    ['offerte', 'Offerte e promozioni'],
    ['punti-vendita', 'I nostri punti vendita'],
    ['news', 'News dalla cooperativa'],
    ['blog', 'Il blog della spesa'],
    ['cookie-policy', 'Cookie policy'],
    ['termini', "Termini e condizioni d'uso"],
    ['accessibilita', 'Dichiarazione di accessibilità'],
  ])('/info/%s has a heading, sections and paragraphs', (page, title) => {
    renderAt(`/info/${page}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(1);
    expect(document.querySelectorAll('article p').length).toBeGreaterThanOrEqual(3);
    expect(document.title).toBe(`${title} | Spesa`);
  });

  it('links the offers to the promotions search and the stores page to the locator', () => {
    renderAt('/info/offerte');
    expect(screen.getByRole('link', { name: 'Vedi tutti i prodotti in offerta' })).toHaveAttribute(
      'href',
      '/search?q=&onlyPromotions=true',
    );
  });

  it('shows not found for an unknown page', () => {
    renderAt('/info/segreti');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });

  it('speaks English when switched', async () => {
    await i18n.changeLanguage('en');
    renderAt('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  });
});
