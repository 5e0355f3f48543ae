import { describe, expect, it } from 'vitest';
import {
  allergensNamedIn,
  annexIIAllergen,
  containsStatement,
  emphasiseAllergens,
} from './allergens';

const strong = (text: string) =>
  emphasiseAllergens(text)
    .filter((r) => r.strong)
    .map((r) => r.text);

describe('emphasiseAllergens (Reg. 1169/2011 art. 21)', () => {
  it('emphasises the Annex II allergens inside the ingredients, keeping the rest as written', () => {
    const text = 'Farina di FRUMENTO, zucchero, burro, uova fresche, nocciole (8%), sale.';
    expect(strong(text)).toEqual(['FRUMENTO', 'burro', 'uova', 'nocciole']);
    expect(
      emphasiseAllergens(text)
        .map((r) => r.text)
        .join(''),
    ).toBe(text);
  });

  it('finds each of the 14 allergens by its Italian words', () => {
    const text =
      'orzo, gamberi, uovo, pesce, arachidi, soia, lattosio, pistacchi, sedano, senape, sesamo, anidride solforosa, lupini, cozze';
    expect(allergensNamedIn(text)).toHaveLength(14);
  });

  it('leaves alone the look-alikes and parts of other words', () => {
    expect(
      strong('grano saraceno, noce moscata, burro di cacao, latte di cocco, lattuga, avenale'),
    ).toEqual([]);
  });

  it("turns Open Food Facts' _word_ markup into emphasis without the underscores", () => {
    const runs = emphasiseAllergens('semola di _grano_ duro, _sesamo_ tostato');
    expect(runs).toEqual([
      { text: 'semola di ', strong: false },
      { text: 'grano', strong: true },
      { text: ' duro, ', strong: false },
      { text: 'sesamo', strong: true },
      { text: ' tostato', strong: false },
    ]);
  });

  it("gives 'Contiene: ...' for a food without an ingredients list, null when it has none", () => {
    expect(containsStatement(['latte', 'uova'])).toBe('Contiene: latte, uova');
    expect(containsStatement([])).toBeNull();
  });

  it("reads an allergen as OFF tags it ('en:milk') or as written by hand", () => {
    expect(annexIIAllergen('en:milk')).toBe('latte');
    expect(annexIIAllergen('Frutta a guscio')).toBe('frutta a guscio');
    expect(annexIIAllergen('nocciole')).toBe('frutta a guscio');
    expect(annexIIAllergen('en:sulphur-dioxide-and-sulphites')).toBe('solfiti');
    expect(annexIIAllergen('cioccolato')).toBeNull();
  });
});
