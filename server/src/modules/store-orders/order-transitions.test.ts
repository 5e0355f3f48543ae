import { describe, expect, it } from 'vitest';
import {
  deliveryModes,
  orderStatuses,
  type DeliveryModeId,
  type OrderStatus,
} from '@spesa/contracts';
import { canTransition, FINAL_ORDER_STATUSES, nextStatuses } from './order-transitions';

/** The allowed moves written out by hand, per mode, independently of the implementation. */
const HOME: [OrderStatus, OrderStatus][] = [
  ['TO_BE_PREPARED', 'IN_PREPARATION'],
  ['IN_PREPARATION', 'ISSUING_RECEIPT'],
  ['ISSUING_RECEIPT', 'TO_BE_DELIVERED'],
  ['TO_BE_DELIVERED', 'DELIVERED'],
  ['TO_BE_DELIVERED', 'REFUSED'],
];
const PICKUP: [OrderStatus, OrderStatus][] = [
  ['TO_BE_PREPARED', 'IN_PREPARATION'],
  ['IN_PREPARATION', 'ISSUING_RECEIPT'],
  ['ISSUING_RECEIPT', 'TO_BE_COLLECTED'],
  ['TO_BE_COLLECTED', 'COLLECTED'],
  ['TO_BE_COLLECTED', 'NOT_COLLECTED'],
  ['TO_BE_COLLECTED', 'REFUSED'],
];
const CANCELLABLE: OrderStatus[] = [
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'ISSUING_RECEIPT',
  'TO_BE_DELIVERED',
  'TO_BE_COLLECTED',
];

function allowed(mode: DeliveryModeId): Set<string> {
  const moves = mode === 'AT_HOME' || mode === 'SHIPPED' ? HOME : PICKUP;
  return new Set([
    ...moves.map(([a, b]) => `${a}>${b}`),
    ...CANCELLABLE.map((a) => `${a}>CANCELLED`),
  ]);
}

describe('the order state machine', () => {
  for (const mode of deliveryModes) {
    it(`allows exactly the listed moves for ${mode} (all ${orderStatuses.length ** 2} pairs)`, () => {
      const expected = allowed(mode);
      let count = 0;
      for (const from of orderStatuses)
        for (const to of orderStatuses) {
          const ok = canTransition(from, to, mode);
          expect(ok, `${mode}: ${from} → ${to}`).toBe(expected.has(`${from}>${to}`));
          if (ok) count++;
        }
      expect(count).toBe(expected.size);
    });
  }

  it('lets nothing leave a final status and never targets ABORTED', () => {
    for (const mode of deliveryModes) {
      for (const from of FINAL_ORDER_STATUSES) expect(nextStatuses(from, mode)).toEqual([]);
      for (const from of orderStatuses) expect(nextStatuses(from, mode)).not.toContain('ABORTED');
    }
  });

  it('offers the forward move first and cancelling last', () => {
    expect(nextStatuses('ISSUING_RECEIPT', 'DRIVE')).toEqual(['TO_BE_COLLECTED', 'CANCELLED']);
    expect(nextStatuses('ISSUING_RECEIPT', 'SHIPPED')).toEqual(['TO_BE_DELIVERED', 'CANCELLED']);
    expect(nextStatuses('TO_BE_DELIVERED', 'AT_HOME')).toEqual([
      'DELIVERED',
      'REFUSED',
      'CANCELLED',
    ]);
  });
});
