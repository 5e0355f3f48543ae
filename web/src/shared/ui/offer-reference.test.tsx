import type { Promotion } from '@spesa/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { OfferReference } from './offer-reference';
import { UnitPrice } from './unit-price';

const offer: Promotion = {
  id: '7',
  description: 'Offerta',
  valueType: 'FIXED_PRICE',
  value: 1.99,
  validFrom: '2026-06-01',
  validTo: '2026-06-14',
  lowestPrice30Days: 2.49,
  lowestPriceAbsence: null,
  discountPercent: 20,
};

afterEach(async () => {
  await i18n.changeLanguage('it');
});

describe('OfferReference (art. 17-bis)', () => {
  it('shows the lowest price of the last 30 days and the percentage from it', () => {
    renderWithProviders(<OfferReference promotion={offer} />);
    expect(screen.getByTestId('offer-reference')).toHaveTextContent(
      'Prezzo più basso degli ultimi 30 giorni: 2,49 €Sconto 20%',
    );
  });

  it('writes the price the English way in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<OfferReference promotion={offer} />);
    expect(screen.getByTestId('offer-reference')).toHaveTextContent(
      'Lowest price in the last 30 days: €2.4920% off',
    );
  });

  it('an exempt offer shows only its percentage', () => {
    renderWithProviders(
      <OfferReference
        promotion={{ ...offer, lowestPrice30Days: null, lowestPriceAbsence: 'PERISHABLE' }}
      />,
    );
    expect(screen.getByTestId('offer-reference')).toHaveTextContent(/^Sconto 20%$/);
  });

  it('shows nothing without an offer or without figures', () => {
    const { container } = renderWithProviders(
      <>
        <OfferReference promotion={undefined} />
        <OfferReference
          promotion={{ ...offer, lowestPrice30Days: undefined, discountPercent: undefined }}
        />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('UnitPrice', () => {
  it('writes euro per kilogram or litre', () => {
    renderWithProviders(<UnitPrice amount={1.29} umPerUm="LT" />);
    expect(screen.getByText('1,29 €/l')).toBeInTheDocument();
  });
});
