import { describe, expect, it } from 'vitest';
import { nbsp, orderMailFacts } from '../../../testing/order-mail-facts';
import { readyMail } from './ready-mail';

const home = { mode: 'AT_HOME', deliveryAddress: 'Via Rizzoli 1, 40125 Bologna (BO)' } as const;

describe('ready mail', () => {
  it('for a pickup in Italian: ready at the store, lines ordered against prepared', () => {
    const { subject, text } = readyMail(orderMailFacts({ status: 'TO_BE_COLLECTED' }));
    expect(subject).toBe('Il tuo ordine n. 100123 è pronto per il ritiro');
    expect(text).toContain(
      'puoi ritirarlo presso Spesa Mazzini, Via Mazzini 10, 40137 Bologna (BO), venerdì 27 novembre, dalle 10:00 alle 12:00.',
    );
    expect(text).toContain(nbsp('- Mele Golden: ordinato 1 kg, preparato 950 g, 2,38 €'));
    expect(text).toContain(nbsp('- Latte intero 1 l: ordinato 2 pz, non disponibile, 0,00 €'));
    expect(text).toContain('Latte intero 1 l: non disponibile, non ti viene addebitato.');
    expect(text).toContain(
      nbsp('- Yogurt bianco: ordinato 1 pz, sostituito con Yogurt greco, 1 pz, 0,95 €'),
    );
    expect(text).toContain('Al posto di Yogurt bianco abbiamo messo Yogurt greco.');
    expect(text).toContain(nbsp('Spesa preparata: 7,81 €'));
    expect(text).toContain(nbsp('Totale: 8,01 €'));
    expect(text).toContain(
      nbsp(
        "Al ritiro addebiteremo sulla carta 8,01 € e sbloccheremo la differenza rispetto all'importo di 11,52 € bloccato all'ordine.",
      ),
    );
  });

  it('for a home delivery: on its way, in both languages', () => {
    const it_ = readyMail(orderMailFacts({ ...home, status: 'TO_BE_DELIVERED' }));
    expect(it_.subject).toBe('Il tuo ordine n. 100123 è in consegna');
    expect(it_.text).toContain('arriverà a Via Rizzoli 1, 40125 Bologna (BO) venerdì 27 novembre');
    expect(it_.text).toContain(nbsp('Alla consegna addebiteremo sulla carta 8,01 €'));
    const en = readyMail(orderMailFacts({ ...home, language: 'en', status: 'TO_BE_DELIVERED' }));
    expect(en.subject).toBe('Your order no. 100123 is on its way');
    expect(en.text).toContain(
      'it will reach Via Rizzoli 1, 40125 Bologna (BO) on Friday 27 November',
    );
    expect(en.text).toContain('- Mele Golden: ordered 1 kg, prepared 950 g, €2.38');
    expect(en.text).toContain('In place of Yogurt bianco we gave you Yogurt greco.');
    expect(en.text).toContain('Latte intero 1 l: unavailable, you are not charged for it.');
    expect(en.text).toContain(
      'On delivery we will charge €8.01 to your card and release the rest of the €11.52 held.',
    );
  });

  it('for a courier order: shipped', () => {
    const { subject } = readyMail(orderMailFacts({ ...home, mode: 'SHIPPED' }));
    expect(subject).toBe('Il tuo ordine n. 100123 è stato spedito');
  });

  it('in English for a pickup, paid at the store', () => {
    const { subject, text } = readyMail(
      orderMailFacts({ language: 'en', paymentMode: 'BANCOMAT', card: null }),
    );
    expect(subject).toBe('Your order no. 100123 is ready for collection');
    expect(text).toContain('you can collect it at Spesa Mazzini');
    expect(text).toContain('Total to pay: €8.01.');
  });
});
