import { describe, expect, it } from 'vitest';
import { nbsp, placedOrderFacts } from '../../../testing/order-mail-facts';
import { confirmationMail } from './confirmation-mail';

describe('confirmation mail', () => {
  it('in Italian: number, slot, store, every line with its amount, totals and the card hold', () => {
    const mail = confirmationMail(placedOrderFacts());
    expect(mail.to).toBe('giulia@example.it');
    expect(mail.subject).toBe('Ordine n. 100123 confermato');
    const { text } = mail;
    expect(text).toMatch(/^Ciao Giulia,\n/);
    expect(text).toContain('grazie per il tuo ordine n. 100123');
    expect(text).toContain('Servizio: Ritiro in negozio');
    expect(text).toContain('Fascia oraria: venerdì 27 novembre, dalle 10:00 alle 12:00');
    expect(text).toContain('Punto vendita: Spesa Mazzini, Via Mazzini 10, 40137 Bologna (BO)');
    expect(text).toContain('Pagamento: Carta online');
    expect(text).toContain(nbsp('- Mele Golden, 1 kg: 2,50 €'));
    expect(text).toContain(nbsp('- Latte intero 1 l, 2 pz: 2,58 €'));
    expect(text).toContain(nbsp('- Yogurt bianco, 1 pz: 0,99 €'));
    expect(text).toContain(nbsp('- Prosciutto <crudo> & "dolce", 150 g: 4,20 €'));
    expect(text).toContain(nbsp('Spesa: 10,27 €'));
    expect(text).toContain(nbsp('Sacchetti: 0,20 €'));
    expect(text).not.toContain('Consegna:');
    expect(text).toContain(nbsp('Totale: 10,47 €'));
    expect(text).toContain(nbsp('Sulla tua carta abbiamo bloccato 11,52 €'));
  });

  it('in English, with the same lines and totals', () => {
    const { subject, text } = confirmationMail(placedOrderFacts({ language: 'en' }));
    expect(subject).toBe('Order no. 100123 confirmed');
    expect(text).toMatch(/^Hello Giulia,\n/);
    expect(text).toContain('Time slot: Friday 27 November, 10:00 to 12:00');
    expect(text).toContain('Service: Collection in store');
    expect(text).toContain('- Mele Golden, 1 kg: €2.50');
    expect(text).toContain('- Latte intero 1 l, 2 pcs: €2.58');
    expect(text).toContain('- Prosciutto <crudo> & "dolce", 150 g: €4.20');
    expect(text).toContain('Total: €10.47');
    expect(text).toContain('We have placed a hold of €11.52 on your card');
  });

  it('escapes every product name in the HTML part and keeps the lines in a table', () => {
    const { html } = confirmationMail(placedOrderFacts());
    expect(html).toContain('<td style');
    expect(html).toContain('Prosciutto &lt;crudo&gt; &amp; &quot;dolce&quot;');
    expect(html).not.toContain('<crudo>');
    expect(html).toContain(nbsp('10,47 €'));
    expect(html).toContain('<html lang="it">');
  });

  it('for a home delivery paid in cash: the address, the fee and payment on delivery', () => {
    const facts = placedOrderFacts({
      mode: 'AT_HOME',
      deliveryAddress: 'Via Rizzoli 1, 40125 Bologna (BO)',
      paymentMode: 'CASH',
      card: null,
    });
    facts.money.deliveryFeeCents = 390;
    const { text } = confirmationMail(facts);
    expect(text).toContain('Indirizzo: Via Rizzoli 1, 40125 Bologna (BO)');
    expect(text).not.toContain('Punto vendita:');
    expect(text).toContain(nbsp('Consegna: 3,90 €'));
    expect(text).toContain('Pagamento: Contanti');
    expect(text).toContain('Pagherai alla consegna');
    expect(text).not.toContain('bloccato');
  });

  it('greets an account with no name yet without one', () => {
    expect(confirmationMail(placedOrderFacts({ firstName: null })).text).toMatch(/^Ciao,\n/);
  });
});
