import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubCarouselEnvironment } from '@/testing/browser-stubs';
import { renderWithProviders } from '@/testing/render';
import { BannerCarousel } from './banner-carousel';

beforeEach(stubCarouselEnvironment);

const banner = (id: number, link: string | null) => ({
  id: String(id),
  imageUrl: `/cli/images/banners/${id}.webp`,
  title: `Banner ${id}`,
  link,
});

function renderCarousel(banners: ReturnType<typeof banner>[]) {
  const router = createMemoryRouter(
    [{ path: '/home', element: <BannerCarousel banners={banners} /> }],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('banner links (issue 25, item 10)', () => {
  it('lead into the shop, and an unsafe one leads nowhere', () => {
    renderCarousel([
      banner(1, '/search?onlyPromotions=true'),
      banner(2, '//evil.example'),
      banner(3, '/\\evil.example'),
      banner(4, 'https:/\\evil.example'),
      banner(5, 'javascript:alert(1)'),
      banner(6, 'https://www.coop.example/offerte'),
    ]);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/search?onlyPromotions=true',
      'https://www.coop.example/offerte',
    ]);
    // The pictures are still shown, only without a link.
    for (const id of [2, 3, 4, 5])
      expect(screen.getByRole('img', { name: `Banner ${id}`, hidden: true })).toBeInTheDocument();
  });
});
