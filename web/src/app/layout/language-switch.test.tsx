import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('marks the current language and switches on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />);

    // The accessible name holds the visible code first (WCAG 2.5.3), then the full name.
    const italian = screen.getByRole('button', { name: 'IT Italiano' });
    const english = screen.getByRole('button', { name: 'EN English' });
    expect(italian).toHaveTextContent(/^IT/);
    expect(screen.getByRole('group', { name: 'Lingua' })).toBeVisible();
    expect(italian).toHaveAttribute('aria-pressed', 'true');

    await user.click(english);

    // The English texts are a chunk of their own: the switch completes once it has arrived.
    expect(await screen.findByRole('group', { name: 'Language' })).toBeVisible();
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(italian).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.lang).toBe('en');
  });
});
