import { describe, expect, it } from 'vitest';
import { nbsp, placedOrderFacts } from '../../../testing/order-mail-facts';
import { changeMail, holdFailedMail } from './change-mails';
import { orderMailKey } from './order-mail';

describe('the change mails (issue 29)', () => {
  it('tell the changed order in Italian, with the new hold', () => {
    const { subject, text } = changeMail(placedOrderFacts());
    expect(subject).toBe('Ordine n. 100123 modificato');
    expect(text).toContain('abbiamo registrato le modifiche al tuo ordine n. 100123');
    expect(text).toContain(nbsp('- Mele Golden, 1 kg: 2,50 €'));
    expect(text).toContain(nbsp('ora è bloccato 11,52 €'));
  });

  it('and in English', () => {
    const { subject, text } = changeMail(placedOrderFacts({ language: 'en' }));
    expect(subject).toBe('Order no. 100123 changed');
    expect(text).toContain('We have saved the changes to your order no. 100123');
  });

  it('tell a renewal the card declined', () => {
    expect(holdFailedMail(placedOrderFacts()).subject).toBe(
      'Ordine n. 100123: pagamento da rinnovare',
    );
    expect(holdFailedMail(placedOrderFacts({ language: 'en' })).subject).toBe(
      'Order no. 100123: payment needs renewing',
    );
  });

  it('are one per version: the key names it', () => {
    expect(orderMailKey(42, 'changed', 'v2')).toBe('order:42:changed:v2');
    expect(orderMailKey(42, 'confirmed')).toBe('order:42:confirmed');
  });
});
