import type { QuantityRule } from '@spesa/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { QuantityStepper } from './quantity-stepper';

function Harness({ rule, start }: { rule: QuantityRule; start: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper rule={rule} value={value} onChange={setValue} />;
}

const more = () => screen.getByRole('button', { name: 'Aumenta la quantità' });
const less = () => screen.getByRole('button', { name: 'Diminuisci la quantità' });

describe('QuantityStepper', () => {
  it('counts pieces by one up to maxAmount, then says the limit is reached', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rule={{ um: 'PZ', umStep: 1, maxAmount: 3 }} start={1} />);

    await user.click(more());
    expect(screen.getByTestId('quantity')).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(more());
    await user.click(more());
    expect(screen.getByTestId('quantity')).toHaveTextContent('3');
    expect(screen.getByRole('alert')).toHaveTextContent('Limite massimo acquistabile raggiunto');
  });

  it('never goes below one piece', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rule={{ um: 'PZ', umStep: 1, maxAmount: 3 }} start={2} />);
    await user.click(less());
    expect(screen.getByTestId('quantity')).toHaveTextContent('1');
    expect(less()).toBeDisabled();
  });

  it('steps weights by 0.25 kg rounded to 2 decimals, never below one step', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rule={{ um: 'KG', umStep: 0.25, maxAmount: 1 }} start={0.25} />);
    expect(less()).toBeDisabled();

    await user.click(more());
    expect(screen.getByTestId('quantity')).toHaveTextContent('0,5 kg');
    await user.click(more());
    await user.click(more());
    expect(screen.getByTestId('quantity')).toHaveTextContent('1 kg');
    await user.click(more());
    expect(screen.getByTestId('quantity')).toHaveTextContent('1 kg');
    expect(screen.getByRole('alert')).toBeVisible();

    for (let i = 0; i < 5; i += 1) if (!less().hasAttribute('disabled')) await user.click(less());
    expect(screen.getByTestId('quantity')).toHaveTextContent('0,25 kg');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rule={{ um: 'PZ', umStep: 1, maxAmount: 5 }} start={1} />);
    // At one piece '−' is disabled, so the first tab stop is '+'.
    await user.tab();
    expect(more()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(screen.getByTestId('quantity')).toHaveTextContent('3');
    await user.tab({ shift: true });
    expect(less()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('quantity')).toHaveTextContent('2');
  });

  it('gives the focus to + when − reaches the minimum and is disabled, never to the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rule={{ um: 'KG', umStep: 0.25, maxAmount: 2 }} start={0.5} />);
    await user.tab();
    expect(less()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('quantity')).toHaveTextContent('0,25 kg');
    expect(less()).toBeDisabled();
    expect(more()).toHaveFocus();
  });
});
