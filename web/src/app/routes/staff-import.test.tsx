import type { CatalogueImportReport } from '@spesa/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useStaffStore } from '@/features/staff/stores/staff-store';
import { makeStaffSession } from '@/features/staff/testing/staff-fixtures';
import { renderWithProviders } from '@/testing/render';
import { okReply, stubApi, type StubCall } from '@/testing/stub-api';
import { StaffImportRoute } from './staff-import';

const counts = {
  lines: 2,
  unchanged: 0,
  newInStore: 0,
  priceChanges: 1,
  madeAvailable: 0,
  madeUnavailable: 1,
  promotionsSet: 0,
  promotionsEnded: 0,
};

function report(overrides: Partial<CatalogueImportReport> = {}): CatalogueImportReport {
  return {
    dryRun: true,
    applied: false,
    errors: [],
    counts,
    changes: [
      {
        line: 2,
        barcode: '8001234567890',
        description: 'Pasta di semola 500 g',
        price: { from: 1.29, to: 1.19 },
        available: null,
        promotion: null,
      },
      {
        line: 3,
        barcode: '2000000000015',
        description: 'Melanzane',
        price: null,
        available: { from: true, to: false },
        promotion: null,
      },
    ],
    ...overrides,
  };
}

function renderImport() {
  const router = createMemoryRouter([{ path: '/staff/import', Component: StaffImportRoute }], {
    initialEntries: ['/staff/import'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return userEvent.setup();
}

const csv = () =>
  new File(['barcode;price\n8001234567890;1,19\n'], 'listino.csv', { type: 'text/csv' });

describe('/staff/import', () => {
  beforeEach(() => {
    useStaffStore.setState({ session: makeStaffSession(), storeId: null });
  });

  it('checks the file first, lists the changes, then applies it', async () => {
    const dryRuns: boolean[] = [];
    const answer = (call: StubCall) => {
      const dryRun = call.url.searchParams.get('dryRun') === 'true';
      dryRuns.push(dryRun);
      return okReply(report({ dryRun, applied: !dryRun }));
    };
    stubApi({ 'POST /cli/staff/stores/3/catalogue/import': answer });
    const user = renderImport();
    const apply = screen.getByRole('button', { name: 'Applica le modifiche' });
    expect(apply).toBeDisabled();
    await user.upload(screen.getByLabelText('File CSV'), csv());
    await user.click(screen.getByRole('button', { name: 'Verifica il file' }));

    expect(
      await screen.findByRole('heading', { name: /Verifica riuscita: nessun errore/ }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Modifiche' })).toHaveTextContent('Melanzane');
    expect(screen.getByText('Ora non disponibile')).toBeVisible();
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(await screen.findByRole('heading', { name: 'Importazione eseguita' })).toBeVisible();
    expect(dryRuns).toEqual([true, false]);
  });

  it('shows the bad lines of a file and never offers to apply it', async () => {
    const { calls } = stubApi({
      'POST /cli/staff/stores/4/catalogue/import': okReply(
        report({
          errors: [{ line: 3, field: 'price', message: 'prezzo non valido' }],
          changes: [],
        }),
      ),
    });
    const user = renderImport();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Negozio' }), '4');
    await user.upload(screen.getByLabelText('File CSV'), csv());
    await user.click(screen.getByRole('button', { name: 'Verifica il file' }));
    expect(
      await screen.findByRole('heading', { name: '1 errore nel file: niente è stato applicato' }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Errori riga per riga' })).toHaveTextContent(
      '3priceprezzo non valido',
    );
    expect(screen.getByRole('button', { name: 'Applica le modifiche' })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url.pathname).toBe('/cli/staff/stores/4/catalogue/import');
  });
});
