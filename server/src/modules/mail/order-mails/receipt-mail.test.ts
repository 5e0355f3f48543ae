import { describe, expect, it } from 'vitest';
import { nbsp, orderMailFacts } from '../../../testing/order-mail-facts';
import { receiptMail } from './receipt-mail';

const captured = { authorisedCents: 1152, capturedCents: 801, released: false };

describe('receipt mail', () => {
  it('in Italian: ordered against prepared, weights, substitute, unavailable, capture and release', () => {
    const mail = receiptMail(orderMailFacts({ status: 'COLLECTED', card: captured }));
    expect(mail.subject).toBe('Ordine n. 100123 ritirato: lo scontrino');
    const { text, html } = mail;
    expect(text).toContain(nbsp('- Mele Golden: ordinato 1 kg, preparato 950 g, 2,38 €'));
    expect(text).toContain(
      nbsp('- Prosciutto <crudo> & "dolce": ordinato 150 g, preparato 160 g, 4,48 €'),
    );
    expect(text).toContain('ordinato 2 pz, non disponibile');
    expect(text).toContain('Al posto di Yogurt bianco abbiamo messo Yogurt greco.');
    expect(text).toContain(nbsp('Spesa preparata: 7,81 €'));
    expect(text).toContain(nbsp('Sacchetti: 0,20 €'));
    expect(text).toContain(nbsp('Totale: 8,01 €'));
    expect(text).toContain(
      nbsp(
        "Sulla carta abbiamo addebitato 8,01 € e sbloccato la differenza di 3,51 € rispetto all'importo di 11,52 € bloccato all'ordine.",
      ),
    );
    expect(html).toContain('<th style');
    expect(html).toContain('Prosciutto &lt;crudo&gt; &amp; &quot;dolce&quot;');
    expect(html).toContain('Non disponibile');
  });

  it('in English for a delivery', () => {
    const { subject, text } = receiptMail(
      orderMailFacts({ language: 'en', status: 'DELIVERED', mode: 'AT_HOME', card: captured }),
    );
    expect(subject).toBe('Order no. 100123 delivered: your receipt');
    expect(text).toContain('- Mele Golden: ordered 1 kg, prepared 950 g, €2.38');
    expect(text).toContain(
      '- Yogurt bianco: ordered 1 pc, substituted with Yogurt greco, 1 pc, €0.95',
    );
    expect(text).toContain('Total: €8.01');
    expect(text).toContain(
      'We have charged €8.01 to your card and released the remaining €3.51 of the €11.52 held.',
    );
  });

  it('paid at the store: the amount paid, no card words', () => {
    const { text } = receiptMail(orderMailFacts({ paymentMode: 'CASH', card: null }));
    expect(text).toContain(nbsp('Hai pagato 8,01 €.'));
    expect(text).not.toContain('carta');
  });

  it('nothing could be prepared: no fee, nothing charged, the whole hold released', () => {
    const base = orderMailFacts();
    const { text } = receiptMail(
      orderMailFacts({
        lines: base.lines.map((l) => ({ ...l, outcome: 'UNAVAILABLE' as const, prepared: null })),
        money: { ...base.money, preparedNetTotalCents: 0, preparedToPayCents: 0 },
        card: { authorisedCents: 1152, capturedCents: null, released: true },
      }),
    );
    expect(text).not.toContain('Sacchetti:');
    expect(text).toContain(nbsp('Totale: 0,00 €'));
    expect(text).toContain(
      nbsp("abbiamo sbloccato per intero l'importo di 11,52 € bloccato sulla carta"),
    );
  });

  it('a substitute refused at handover: said so, and not charged', () => {
    const base = orderMailFacts();
    const refused = (l: (typeof base.lines)[number]) =>
      l.outcome === 'SUBSTITUTED' ? { ...l, refused: true } : l;
    const it = receiptMail(orderMailFacts({ lines: base.lines.map(refused) })).text;
    expect(it).toContain('ordinato 1 pz, sostituto rifiutato (Yogurt greco)');
    expect(it).toContain(nbsp('sostituto rifiutato (Yogurt greco), 0,00 €'));
    expect(it).toContain(
      'Hai rifiutato Yogurt greco al posto di Yogurt bianco: non ti viene addebitato.',
    );
    const en = receiptMail(orderMailFacts({ language: 'en', lines: base.lines.map(refused) })).text;
    expect(en).toContain('ordered 1 pc, substitute refused (Yogurt greco), €0.00');
  });
});
