import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeSlotHold } from '@/testing/slot-hold-fixtures';
import { codeReply, okReply, stubApi } from '@/testing/stub-api';
import { SlotHoldPanel } from './slot-hold-panel';

const first = {
  id: '41',
  description: 'Martedì 1 dicembre',
  date: '2026-12-01',
  validFrom: '09:00',
  validTo: '11:00',
};

describe('the hold button of the cart page (issue 29)', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('holds the first free slot, then extends it once', async () => {
    const { callsTo } = stubApi({
      'GET /cli/ecommerce/slots/7/hold': okReply(null),
      'GET /cli/ecommerce/slots/first/available': okReply(first),
      'POST /cli/ecommerce/slots/7/hold': okReply(makeSlotHold(3600)),
      'POST /cli/ecommerce/slots/7/hold/extend': okReply(makeSlotHold(7200, { canExtend: false })),
    });
    renderWithProviders(<SlotHoldPanel cartId="7" />);
    expect(
      await screen.findByText('Prima fascia disponibile: Martedì 1 dicembre, 09:00-11:00'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tienila per me' }));
    expect(await screen.findByTestId('slot-hold-current')).toHaveTextContent(
      'Fascia tenuta per te: Martedì 1 dicembre, 09:00-11:00',
    );
    expect(callsTo('POST /cli/ecommerce/slots/7/hold')[0]?.body).toEqual({ timeSlotId: '41' });
    expect(screen.getByText(/^(1:00:0\d|59:5\d)$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Prolunga' }));
    await expect.poll(() => screen.queryByRole('button', { name: 'Prolunga' })).toBeNull();
    expect(callsTo('POST /cli/ecommerce/slots/7/hold/extend')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Libera la fascia' })).toBeEnabled();
  });

  it('tells the customer their hold lapsed, and offers the slot again', async () => {
    stubApi({
      'GET /cli/ecommerce/slots/7/hold': okReply(makeSlotHold(-60, { status: 'EXPIRED' })),
      'GET /cli/ecommerce/slots/first/available': okReply(first),
    });
    renderWithProviders(<SlotHoldPanel cartId="7" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fascia che avevi tenuto (Martedì 1 dicembre, 09:00-11:00) è scaduta',
    );
    expect(await screen.findByRole('button', { name: 'Tienila per me' })).toBeEnabled();
  });

  it('shows the refusal when only reserved places are left', async () => {
    stubApi({
      'GET /cli/ecommerce/slots/7/hold': okReply(null),
      'GET /cli/ecommerce/slots/first/available': okReply(first),
      'POST /cli/ecommerce/slots/7/hold': codeReply(4083),
    });
    renderWithProviders(<SlotHoldPanel cartId="7" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tienila per me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'I posti rimasti in questa fascia oraria sono riservati ai clienti con priorità',
    );
  });
});
