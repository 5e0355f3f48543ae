import { describe, expect, it } from 'vitest';
import {
  defaultCopyTitle,
  SmartListCopyRequest,
  SmartListItemCreateRequest,
  SmartListItemUpdateRequest,
} from './smart-lists';

const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('smart-list contracts', () => {
  it("titles a copy 'Copia di ' + title, within the title limit", () => {
    expect(defaultCopyTitle('Spesa')).toBe('Copia di Spesa');
    expect(defaultCopyTitle('x'.repeat(60))).toHaveLength(60);
    expect(SmartListCopyRequest.parse({ id: 1, title: '  ' })).toEqual({ id: 1, title: undefined });
  });

  it('takes a product by barcode or a CUSTOM text, never both', () => {
    expect(
      SmartListItemCreateRequest.parse({ id: 1, barcode: '8000000000017', amount: 1 }),
    ).toEqual({ id: 1, type: 'PRODUCT', barcode: '8000000000017', amount: 1 });
    const custom = { id: 1, type: 'CUSTOM', description: ' Pane ', amount: 2 };
    expect(SmartListItemCreateRequest.parse(custom)).toMatchObject({ description: 'Pane' });
    expect(fields(SmartListItemCreateRequest.safeParse({ id: 1, amount: 1 }))).toEqual(['barcode']);
    const both = { ...custom, barcode: '8000000000017' };
    expect(fields(SmartListItemCreateRequest.safeParse(both))).toEqual(['barcode']);
  });

  it('keeps amounts at 1 or more', () => {
    for (const amount of [0, 0.5, -1])
      expect(fields(SmartListItemUpdateRequest.safeParse({ id: 1, itemId: 2, amount }))).toEqual([
        'amount',
      ]);
  });
});
