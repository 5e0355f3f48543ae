import { screen, within } from '@testing-library/react';
import type { InvoiceItem } from '@spesa/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart } from '@/testing/cart-fixtures';
import { makeOrder, makeOrderSummary } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { OrdersRoute } from './orders';

const invoice: InvoiceItem = {
  id: '7',
  orderId: '2',
  orderCode: 1002,
  kind: 'TD01',
  number: '2026/7',
  date: '2026-11-27',
  buyerName: 'Studio Grafico Lombardi',
  buyerKind: 'BUSINESS',
  taxable: 4.51,
  vat: 0.47,
  total: 4.98,
  fileName: 'IT03512340377_60007.xml',
  problems: [],
  relatedNumber: null,
};

function renderOrder(invoiced: boolean, invoices: InvoiceItem[]) {
  const order = makeOrder({ id: '2', code: 1002, status: 'COLLECTED' });
  stubApi({
    'GET /cli/ecommerce/orders': okReply([makeOrderSummary({ id: '2', code: 1002 })], {
      totalPages: 1,
      number: 0,
      last: true,
    }),
    'GET /cli/ecommerce/orders/2/fetch': okReply({
      ...order,
      cart: makeCart({ ...order.cart, invoice: invoiced }),
    }),
    'GET /cli/ecommerce/orders/2/invoices': okReply(invoices),
  });
  const router = createMemoryRouter([{ path: '/orders', Component: OrdersRoute }], {
    initialEntries: ['/orders'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('/orders: the invoice of an invoiced order (issue 32)', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCartStore.getState().reset();
  });

  it('offers the XML and the readable copy of each document', async () => {
    renderOrder(true, [invoice]);
    const section = within(await screen.findByRole('region', { name: 'Fattura' }));
    expect(
      await section.findByText('Fattura n. 2026/7 del 27/11/2026', { selector: 'li > span' }),
    ).toBeVisible();
    const xml = section.getByRole('link', { name: /^Scarica XML/ });
    expect(xml).toHaveAttribute('href', '/cli/ecommerce/orders/2/invoices/7/xml');
    expect(xml).toHaveAttribute('download', invoice.fileName);
    const copy = section.getByRole('link', { name: /^Copia leggibile/ });
    expect(copy).toHaveAttribute('href', '/cli/ecommerce/orders/2/invoices/7/copy');
  });

  it('says when the invoice will come', async () => {
    renderOrder(true, []);
    const section = within(await screen.findByRole('region', { name: 'Fattura' }));
    expect(
      await section.findByText(/sarà disponibile quando l'ordine sarà completato/),
    ).toBeVisible();
  });

  it('has no invoice section for an order that asked for none', async () => {
    renderOrder(false, []);
    await screen.findByRole('region', { name: /Dettaglio ordine/ });
    expect(screen.queryByRole('region', { name: 'Fattura' })).toBeNull();
  });
});
