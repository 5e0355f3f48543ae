import { describe, expect, it } from 'vitest';
import { nbsp, placedOrderFacts } from '../../../testing/order-mail-facts';
import { cancellationMail } from './cancellation-mail';

describe('cancellation mail', () => {
  it("the customer's own cancellation in Italian: the lines, totals and the hold released", () => {
    const { subject, text } = cancellationMail(placedOrderFacts({ status: 'ABORTED' }));
    expect(subject).toBe('Ordine n. 100123 annullato');
    expect(text).toContain('come hai chiesto, abbiamo annullato il tuo ordine n. 100123.');
    expect(text).toContain(nbsp('- Mele Golden, 1 kg: 2,50 €'));
    expect(text).toContain(nbsp('Totale: 10,47 €'));
    expect(text).toContain(nbsp("abbiamo sbloccato l'importo di 11,52 € bloccato sulla tua carta"));
  });

  it("the store's cancellation, in both languages", () => {
    const it_ = cancellationMail(placedOrderFacts({ status: 'CANCELLED' }));
    expect(it_.subject).toBe('Ordine n. 100123 annullato');
    expect(it_.text).toContain('il punto vendita ha dovuto annullare il tuo ordine n. 100123');
    const en = cancellationMail(placedOrderFacts({ status: 'CANCELLED', language: 'en' }));
    expect(en.subject).toBe('Order no. 100123 cancelled');
    expect(en.text).toContain('the store had to cancel your order no. 100123');
    expect(en.text).toContain('- Latte intero 1 l, 2 pcs: €2.58');
    expect(en.text).toContain('we have released the €11.52 held on your card');
  });

  it('refused and not collected have their own words; paid in person, nothing to pay', () => {
    const refused = cancellationMail(placedOrderFacts({ status: 'REFUSED', card: null }));
    expect(refused.subject).toBe('Ordine n. 100123 rifiutato');
    expect(refused.text).toContain('Non devi pagare nulla.');
    const missed = cancellationMail(
      placedOrderFacts({ status: 'NOT_COLLECTED', language: 'en', card: null }),
    );
    expect(missed.subject).toBe('Order no. 100123 not collected');
    expect(missed.text).toContain('You have nothing to pay.');
  });
});
