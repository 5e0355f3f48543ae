import type { CatalogueImportReport } from '@spesa/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ImportReport } from './import-report';

const offer = { price: 2.79, validFrom: '2026-06-08', validTo: '2026-06-15' };
const report: CatalogueImportReport = {
  dryRun: true,
  applied: false,
  errors: [],
  counts: {
    lines: 2,
    unchanged: 0,
    newInStore: 0,
    priceChanges: 0,
    madeAvailable: 0,
    madeUnavailable: 0,
    promotionsSet: 2,
    promotionsEnded: 0,
  },
  changes: [
    {
      line: 2,
      barcode: '8099999000024',
      description: 'Caffè',
      price: null,
      available: null,
      promotion: {
        from: null,
        to: { ...offer, lowestPrice30Days: 3.19, lowestPriceAbsence: null },
      },
    },
    {
      line: 3,
      barcode: '8099999000031',
      description: 'Parmigiano',
      price: null,
      available: null,
      perishable: { from: false, to: true },
      promotion: {
        from: null,
        to: { ...offer, lowestPrice30Days: null, lowestPriceAbsence: 'PERISHABLE' },
      },
    },
  ],
};

describe('ImportReport and the 30-day reference price', () => {
  it('shows the reference each new offer will carry, or why it has none', () => {
    renderWithProviders(<ImportReport report={report} />);
    expect(screen.getByText(/prezzo più basso degli ultimi 30 giorni: 3,19 €/)).toBeInTheDocument();
    expect(
      screen.getByText(/senza prezzo dei 30 giorni \(deperibile\) · Ora deperibile/),
    ).toBeInTheDocument();
  });
});
