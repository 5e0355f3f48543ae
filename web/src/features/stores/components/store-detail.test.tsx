import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, makeStore } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { stubStoreApi } from '../testing/stub-store-api';
import { StoreDetail } from './store-detail';

vi.mock('leaflet', () => import('../testing/fake-leaflet'));

const days = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'];

const store = makeStore({
  name: 'Spesa Parma Montanara',
  address: {
    address: 'Via Montanara 120',
    city: 'Parma',
    zip: '43124',
    county: 'PR',
    stateId: '08',
    latitude: 44.78,
    longitude: 10.31,
  },
  phone: '+39 0521 123 456',
  email: 'parma@spesa.it',
  webUrl: 'https://www.spesa.it/negozi/parma',
  contacts: [{ type: 'whatsapp', value: '+39 349 000 1111' }],
  // The API numbers days from Sunday = 1.
  timetables: days.map((description, index) => ({
    weekDay: index + 1,
    description,
    hours: index === 0 ? '09:00-13:00' : '08:00-20:00',
  })),
  openings: [{ date: '2026-12-25', description: 'Chiusura per Natale', hours: 'Chiuso' }],
  services: ['arbi', 'banc', 'wifi'],
  departments: ['orto', 'pesc'],
  deliveryModes: ['AT_HOME', 'IN_STORE'],
});

function renderDetail() {
  const router = createMemoryRouter([{ path: '/', element: <StoreDetail store={store} /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('StoreDetail', () => {
  it('names the store and links its address to a zoom-18 map in a new tab', () => {
    stubStoreApi({ stores: [store] });
    renderDetail();

    expect(screen.getByRole('heading', { level: 2, name: 'Spesa Parma Montanara' })).toBeVisible();
    expect(screen.getByText(/Via Montanara 120, 43124 Parma \(PR\)/)).toBeVisible();
    const mapLink = screen.getByRole('link', { name: /Apri nella mappa/ });
    expect(mapLink).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=44.78&mlon=10.31#map=18/44.78/10.31',
    );
    expect(mapLink).toHaveAttribute('target', '_blank');
    expect(mapLink.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('region', { name: 'Mappa di Spesa Parma Montanara' })).toBeVisible();
  });

  it('links phone and e-mail contacts', () => {
    stubStoreApi({ stores: [store] });
    renderDetail();

    expect(screen.getByRole('link', { name: '+39 0521 123 456' })).toHaveAttribute(
      'href',
      'tel:+390521123456',
    );
    expect(screen.getByRole('link', { name: 'parma@spesa.it' })).toHaveAttribute(
      'href',
      'mailto:parma@spesa.it',
    );
    expect(screen.getByText('WhatsApp')).toBeVisible();
  });

  it('lists the timetable from Monday to Sunday', () => {
    stubStoreApi({ stores: [store] });
    renderDetail();

    const rows = screen.getAllByTestId('timetable-row');
    const names = rows.map((row) => within(row).getByRole('rowheader').textContent ?? '');
    expect(names.map((name) => name.replace(/ \(oggi\)$/, ''))).toEqual([
      'Lunedì',
      'Martedì',
      'Mercoledì',
      'Giovedì',
      'Venerdì',
      'Sabato',
      'Domenica',
    ]);
    expect(rows[6]).toHaveTextContent('09:00-13:00');
  });

  it('shows special openings with dd/MM/yyyy dates', () => {
    stubStoreApi({ stores: [store] });
    renderDetail();

    const opening = screen.getByText('Chiusura per Natale').closest('li');
    expect(opening).toHaveTextContent('25/12/2026');
    expect(opening).toHaveTextContent('Chiuso');
  });

  it('names services, departments and delivery modes', () => {
    stubStoreApi({ stores: [store] });
    renderDetail();

    const services = screen.getByRole('heading', { name: 'Servizi' }).closest('section');
    expect(services).not.toBeNull();
    expect(
      within(services as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Area bimbi', 'Bancomat', 'Wi-Fi']);
    const departments = screen.getByRole('heading', { name: 'Reparti' }).closest('section');
    expect(departments).toHaveTextContent('Ortofrutta');
    expect(departments).toHaveTextContent('Pescheria');
    expect(screen.getByText('Consegna a domicilio')).toBeVisible();
    expect(screen.getByText('Ritiro in negozio')).toBeVisible();
  });

  it('shows the store offers linking to their product pages', async () => {
    const offer = makeProduct({
      barcode: '8001',
      description: 'Arance Tarocco',
      price: 2.19,
      netPrice: 1.86,
    });
    const fetchMock = stubStoreApi({ stores: [store], offers: [offer] });
    renderDetail();

    const link = await screen.findByRole('link', { name: /Arance Tarocco/ });
    expect(link).toHaveAttribute('href', '/product/8001');
    expect(link).toHaveTextContent('1,86 €');
    expect(link.querySelector('del')).toHaveTextContent('2,19 €');
    const offersCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === `/cli/ecommerce/products/${store.id}`);
    expect(offersCall?.searchParams.get('onlyPromotions')).toBe('true');
    expect(offersCall?.searchParams.get('s')).toBe('4');
  });
});
