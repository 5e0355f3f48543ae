import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AllergenGroups } from './allergen-groups';

describe('AllergenGroups', () => {
  it("lists allergens under 'Contiene', 'Potrebbe contenere' and 'Non contiene'", () => {
    renderWithProviders(
      <AllergenGroups
        advice={{
          contains: ['latte'],
          mayContain: ['frutta a guscio', 'soia'],
          doesNotContain: ['glutine'],
        }}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Contiene', 'Potrebbe contenere', 'Non contiene']);
    const definitions = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(definitions).toEqual(['latte', 'frutta a guscio, soia', 'glutine']);
  });

  it('leaves out empty groups and renders nothing without allergens', () => {
    const { container, rerender } = renderWithProviders(
      <AllergenGroups advice={{ contains: [], mayContain: [], doesNotContain: ['uova'] }} />,
    );
    expect(
      within(container)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Non contiene']);
    rerender(<AllergenGroups advice={{ contains: [], mayContain: [], doesNotContain: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
