import type { StaffProductPhoto } from '@spesa/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi } from '@/testing/stub-api';
import { ProductPhotos } from './product-photos';

const PATH = '/cli/staff/products/8001234567890/photos';

function photo(n: number, overrides: Partial<StaffProductPhoto> = {}): StaffProductPhoto {
  const sha256 = String(n).repeat(64);
  return {
    sha256,
    mime: 'image/jpeg',
    width: 1200,
    height: 800,
    byteSize: 150_000,
    position: n - 1,
    url: `/cli/media/products/${sha256}-400.webp`,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

function renderPhotos() {
  renderWithProviders(<ProductPhotos barcode="8001234567890" description="Pasta di semola" />);
  return userEvent.setup();
}

describe('ProductPhotos (issue 31)', () => {
  it('uploads the chosen file as the body, then lists it and says so', async () => {
    const { callsTo } = stubApi({
      [`GET ${PATH}`]: okReply([photo(1)]),
      [`POST ${PATH}`]: okReply([photo(1), photo(2, { mime: 'image/png' })]),
    });
    const user = renderPhotos();
    const input = await screen.findByLabelText('Aggiungi una foto');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAccessibleDescription('JPEG, PNG o WebP, non animate');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('img', { name: 'Foto 1 di Pasta di semola' })).toHaveAttribute(
      'src',
      photo(1).url,
    );

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', {
      type: 'image/png',
    });
    await user.upload(input, file);
    await vi.waitFor(() => expect(callsTo(`POST ${PATH}`)).toHaveLength(1));
    expect(callsTo(`POST ${PATH}`)[0]?.headers.get('content-type')).toBe('image/png');
    const sent = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sent?.[1]?.body).toBe(file);
    expect(await screen.findByRole('status')).toHaveTextContent('Foto caricata');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Rendi principale la foto 2' })).toBeEnabled();
  });

  it("announces the server's refusal as an alert with its code", async () => {
    stubApi({
      [`GET ${PATH}`]: okReply([]),
      [`POST ${PATH}`]: {
        body: {
          responseCode: 4090,
          message: 'Foto non accettata: carica un’immagine JPEG, PNG o WebP (non animata)',
          data: { found: 'unknown' },
        },
      },
    });
    const user = renderPhotos();
    expect(
      await screen.findByText('Nessuna foto: il negozio mostra l’immagine disegnata.'),
    ).toBeInTheDocument();
    const file = new File(['<html></html>'], 'finta.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Aggiungi una foto'), file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Foto non accettata');
    expect(alert).toHaveTextContent('4090');
  });

  it('deletes a photo and makes another the main one', async () => {
    const { callsTo } = stubApi({
      [`GET ${PATH}`]: okReply([photo(1), photo(2)]),
      [`PUT ${PATH}/order`]: okReply([photo(2, { position: 0 }), photo(1, { position: 1 })]),
      [`DELETE ${PATH}/${photo(1).sha256}`]: okReply([photo(2, { position: 0 })]),
    });
    const user = renderPhotos();
    await user.click(await screen.findByRole('button', { name: 'Rendi principale la foto 2' }));
    await vi.waitFor(() => expect(callsTo(`PUT ${PATH}/order`)).toHaveLength(1));
    expect(callsTo(`PUT ${PATH}/order`)[0]?.body).toEqual({
      order: [photo(2).sha256, photo(1).sha256],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Foto principale cambiata');
    await user.click(screen.getByRole('button', { name: 'Elimina la foto 2' }));
    await vi.waitFor(() => expect(callsTo(`DELETE ${PATH}/${photo(1).sha256}`)).toHaveLength(1));
    expect(await screen.findByText('Foto eliminata')).toBeInTheDocument();
  });
});
