import { describe, expect, it } from 'vitest';
import { orderMailEventOf, orderMailKey } from './order-mail';

describe('order mail events', () => {
  it('maps each status the customer hears of to its event, and the store-only ones to none', () => {
    expect(orderMailEventOf('TO_BE_PREPARED')).toBe('confirmed');
    expect(orderMailEventOf('IN_PREPARATION')).toBeNull();
    expect(orderMailEventOf('ISSUING_RECEIPT')).toBeNull();
    expect(orderMailEventOf('TO_BE_DELIVERED')).toBe('ready');
    expect(orderMailEventOf('TO_BE_COLLECTED')).toBe('ready');
    expect(orderMailEventOf('DELIVERED')).toBe('completed');
    expect(orderMailEventOf('COLLECTED')).toBe('completed');
    for (const ending of ['ABORTED', 'CANCELLED', 'REFUSED', 'NOT_COLLECTED'])
      expect(orderMailEventOf(ending)).toBe('cancelled');
  });

  it('keys a mail by order and event: the final statuses share one, an order ends once', () => {
    expect(orderMailKey(42, 'confirmed')).toBe('order:42:confirmed');
    expect(orderMailKey(42, 'cancelled')).toBe('order:42:cancelled');
  });
});
