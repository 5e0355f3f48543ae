import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { PriorityPlaces } from './priority-places';

describe('PriorityPlaces (issue 29)', () => {
  it('asks for priority places with a reason, then says the request is waiting', async () => {
    const { callsTo } = stubApi({
      'GET /cli/profiles/priority': okReply({ status: 'NONE', reason: null }),
      'POST /cli/profiles/priority': okReply({ status: 'REQUESTED', reason: 'Ho 80 anni' }),
    });
    renderWithProviders(<PriorityPlaces />);
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Perché ti serve la priorità' }),
      'Ho 80 anni',
    );
    await user.click(screen.getByRole('button', { name: 'Chiedi la priorità' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Richiesta inviata: il negozio la sta valutando.',
    );
    expect(callsTo('POST /cli/profiles/priority')[0]?.body).toEqual({ reason: 'Ho 80 anni' });
  });

  it('tells a granted customer they may book reserved places', async () => {
    stubApi({ 'GET /cli/profiles/priority': okReply({ status: 'GRANTED', reason: 'Carer' }) });
    renderWithProviders(<PriorityPlaces />);
    expect(await screen.findByRole('status')).toHaveTextContent('Hai la priorità');
    expect(screen.queryByRole('button', { name: 'Chiedi la priorità' })).toBeNull();
  });
});
