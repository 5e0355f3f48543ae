import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from '@/features/checkout/state/checkout-store';
import { makeContact, makeSlot, makeSlotDays } from '@/features/checkout/testing/checkout-fixtures';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useUserStore } from '@/shared/state/user-store';
import { makeCart, makeCartItem } from '@/testing/cart-fixtures';
import { makeOrder } from '@/testing/order-fixtures';
import { codeReply, okReply, stubApi, type StubReply } from '@/testing/stub-api';
import { stubCarouselEnvironment } from '@/testing/browser-stubs';
import { renderCheckout } from './checkout-testing';

const cart = makeCart({ items: [makeCartItem()], itemsCount: 2, netTotal: 2.58, totalToPay: 7.48 });

function stubSummary(freeze: StubReply, current = cart) {
  return stubApi({
    'GET /cli/ecommerce/cart/current': okReply(current),
    'GET /cli/ecommerce/configuration/deliveryMode/AT_HOME': okReply({
      id: 'AT_HOME',
      paymentModes: ['CASH', 'BANCOMAT'],
    }),
    'POST /cli/ecommerce/cart/freeze': freeze,
    [`GET /cli/ecommerce/slots/${cart.id}/days`]: okReply([]),
  });
}

/** Holds the calls whose URL contains `part` until the returned function is called. */
function holdCalls(part: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(part)) await held;
    return stubbed(input, init);
  });
  return release;
}

async function choose(user: ReturnType<typeof renderCheckout>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Contanti alla consegna' }));
  await user.click(screen.getByRole('radio', { name: 'No, non sostituirlo' }));
}

describe('/checkout/summary', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser() });
    useCheckoutStore.getState().reset();
    useCheckoutStore.setState({ day: '2026-11-24', slot: makeSlot(), contact: makeContact() });
    window.dataLayer = [];
    stubCarouselEnvironment();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers only the allowed payment modes and waits for both choices', async () => {
    stubSummary(okReply(makeOrder()));
    const { user } = renderCheckout('/checkout/summary');
    const order = await screen.findByRole('button', { name: "Conferma l'ordine" });
    expect(await screen.findAllByRole('radio', { name: /alla consegna/ })).toHaveLength(2);
    expect(order).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Contanti alla consegna' }));
    expect(order).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'No, non sostituirlo' }));
    expect(order).toBeEnabled();
  });

  // Issue 27.11: the summary named only 'Prodotti 16'; the lines are one tap away.
  it('lists the lines on request: name, quantity to the gram and line total', async () => {
    const lines = makeCart({
      items: [
        makeCartItem({
          id: '1',
          description: 'Latte fresco intero 1 L',
          amount: 2,
          um: 'PZ',
          rowNetPrice: 3.18,
        }),
        makeCartItem({
          id: '2',
          description: 'Mele Golden',
          amount: 0.795,
          weight: 0.795,
          um: 'KG',
          rowNetPrice: 1.98,
        }),
      ],
      itemsCount: 2,
    });
    stubSummary(okReply(makeOrder()), lines);
    const { user } = renderCheckout('/checkout/summary');
    const toggle = await screen.findByText("Mostra l'elenco dei prodotti");
    const list = screen.getByRole('list', { name: 'Prodotti del carrello' });
    expect(list).not.toBeVisible();
    await user.click(toggle);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Latte fresco intero 1 L', '2 pz', '3,18 €'],
      ['Mele Golden', '0,795 kg', '1,98 €'],
    ]);
  });

  // Issue 27.4: on a slow link the modes take a while; that is no reason to say there are none.
  it('says the payment modes are loading until they come, not that there are none', async () => {
    stubSummary(okReply(makeOrder()));
    const release = holdCalls('/configuration/deliveryMode/');
    renderCheckout('/checkout/summary');
    expect(await screen.findByText('Caricamento dei metodi di pagamento…')).toBeVisible();
    expect(screen.queryByText(/Nessun metodo di pagamento/)).toBeNull();
    release();
    expect(await screen.findAllByRole('radio', { name: /alla consegna/ })).toHaveLength(2);
    expect(screen.queryByText('Caricamento dei metodi di pagamento…')).toBeNull();
    expect(screen.queryByText(/Nessun metodo di pagamento/)).toBeNull();
  });

  it('says there is no payment mode only when the answer has none', async () => {
    stubApi({
      'GET /cli/ecommerce/cart/current': okReply(cart),
      'GET /cli/ecommerce/configuration/deliveryMode/AT_HOME': okReply({
        id: 'AT_HOME',
        paymentModes: [],
      }),
    });
    renderCheckout('/checkout/summary');
    expect(
      await screen.findByText('Nessun metodo di pagamento disponibile per questo servizio'),
    ).toBeVisible();
  });

  it('says the payment modes failed to load and asks again on Riprova', async () => {
    let answer = codeReply(503, null, 503);
    const { callsTo } = stubApi({
      'GET /cli/ecommerce/cart/current': okReply(cart),
      'GET /cli/ecommerce/configuration/deliveryMode/AT_HOME': () => answer,
    });
    const { user } = renderCheckout('/checkout/summary');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non siamo riusciti a caricare i metodi di pagamento.');
    expect(screen.queryByText(/Nessun metodo di pagamento/)).toBeNull();
    answer = okReply({ id: 'AT_HOME', paymentModes: ['CASH'] });
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('radio', { name: 'Contanti alla consegna' })).toBeVisible();
    expect(callsTo('GET /cli/ecommerce/configuration/deliveryMode/AT_HOME')).toHaveLength(2);
  });

  it('refuses a cart below the minimum order', async () => {
    stubSummary(okReply(makeOrder()), { ...cart, minNetTotal: 30 });
    const { user } = renderCheckout('/checkout/summary');
    await choose(user);
    expect(screen.getByText("l'importo minimo per prenotare è: 30,00€")).toBeVisible();
    expect(screen.getByRole('button', { name: "Conferma l'ordine" })).toBeDisabled();
  });

  it('places the order, reports the purchase and confirms it', async () => {
    const placed = makeOrder({ id: '80', code: 1080 });
    const { callsTo } = stubSummary(okReply(placed));
    const { user } = renderCheckout('/checkout/summary');
    await choose(user);
    await user.click(screen.getByRole('button', { name: "Conferma l'ordine" }));

    expect(await screen.findByRole('heading', { name: 'Ordine confermato' })).toBeVisible();
    expect(screen.getByText('Ordine effettuato con successo!')).toBeVisible();
    expect(callsTo('POST /cli/ecommerce/cart/freeze')[0]?.body).toEqual({
      cartId: cart.id,
      ...makeContact(),
      timeSlotId: '501',
      paymentMode: 'CASH',
      enableProductsReplacement: false,
      clientWeb: true,
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'purchase',
        ecommerce: expect.objectContaining({
          currency: 'EUR',
          transaction_id: '1080',
          value: placed.totalToPay,
        }),
      }),
    );
  });

  // Issue 17.5: a full slot or a passed cut-off is that slot's reason, not the whole day's.
  it.each([
    [4029, 400, "Hai superato il limite di orario per prenotare l'ordine"],
    [
      4028,
      409,
      'La fascia oraria scelta è al completo: scegline un’altra per la consegna o il ritiro',
    ],
  ])(
    'says why slot %i was refused and shows that day again, refreshed',
    async (code, status, text) => {
      let slotReads = 0;
      const { callsTo } = stubApi({
        'GET /cli/ecommerce/cart/current': okReply(cart),
        'GET /cli/ecommerce/configuration/deliveryMode/AT_HOME': okReply({
          id: 'AT_HOME',
          paymentModes: ['CASH', 'BANCOMAT'],
        }),
        'POST /cli/ecommerce/cart/freeze': codeReply(code, null, status),
        [`GET /cli/ecommerce/slots/${cart.id}/days`]: okReply(makeSlotDays()),
        [`GET /cli/ecommerce/slots/${cart.id}`]: () => {
          slotReads += 1;
          return okReply([
            makeSlot({ id: '501', available: false }),
            makeSlot({ id: '502', validFrom: '11:00', validTo: '13:00' }),
          ]);
        },
      });
      const { user } = renderCheckout('/checkout/summary');
      await choose(user);
      await user.click(screen.getByRole('button', { name: "Conferma l'ordine" }));

      expect(await screen.findByText(text)).toBeVisible();
      expect(
        screen.queryByText('Il giorno selezionato per la consegna non è più disponibile'),
      ).toBeNull();
      expect(
        await screen.findByRole('heading', { name: 'Scegli quando ricevere la spesa' }),
      ).toBeVisible();
      expect(useCheckoutStore.getState().slot).toBeNull();
      // The same day stays chosen, its slots asked again: the refused one is off, the other free.
      expect(useCheckoutStore.getState().day).toBe('2026-11-24');
      expect(await screen.findByRole('radio', { name: /09:00 - 11:00/ })).toBeDisabled();
      expect(screen.getByRole('radio', { name: '11:00 - 13:00' })).toBeEnabled();
      expect(slotReads).toBeGreaterThan(0);
      expect(
        callsTo(`GET /cli/ecommerce/slots/${cart.id}`).at(-1)?.url.searchParams.get('date'),
      ).toBe('2026-11-24');
    },
  );

  it('stays on the summary with the minimum-order refusal', async () => {
    stubSummary({
      status: 200,
      body: { responseCode: 4036, message: "l'importo minimo per prenotare è: 30,00€", data: null },
    });
    const { user } = renderCheckout('/checkout/summary');
    await choose(user);
    await user.click(screen.getByRole('button', { name: "Conferma l'ordine" }));
    expect(await screen.findAllByText("l'importo minimo per prenotare è: 30,00€")).not.toHaveLength(
      0,
    );
    expect(screen.getByRole('heading', { name: "Riepilogo dell'ordine" })).toBeVisible();
    expect(useCheckoutStore.getState().slot).not.toBeNull();
  });

  it('shows a refusal about billing as its message and stays', async () => {
    stubSummary(codeReply(4037));
    const { user } = renderCheckout('/checkout/summary');
    await choose(user);
    await user.click(screen.getByRole('button', { name: "Conferma l'ordine" }));
    expect(await screen.findByText('Indirizzo di fatturazione mancante')).toBeVisible();
    expect(screen.getByRole('heading', { name: "Riepilogo dell'ordine" })).toBeVisible();
  });

  it('lists the changes of a 4105 answer in the Attenzione! popup', async () => {
    const changes = {
      cart,
      updatedItems: [
        {
          barcode: '8001234567890',
          ref: 'REF1',
          description: 'Pasta di semola 500 g',
          imageUrl: '',
          um: 'PZ',
          oldPrice: 1.29,
          newPrice: 1.49,
        },
      ],
      removedItems: [],
    };
    stubSummary(codeReply(4105, changes));
    const { user } = renderCheckout('/checkout/summary');
    await choose(user);
    await user.click(screen.getByRole('button', { name: "Conferma l'ordine" }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    expect(within(dialog).getByText('Pasta di semola 500 g')).toBeVisible();
    expect(within(dialog).getByText('1,49 €')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Continua' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: "Riepilogo dell'ordine" })).toBeVisible();
  });
});

describe('/checkout/confirm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the success overlay for 3 seconds, then goes home', async () => {
    vi.useFakeTimers();
    stubApi({});
    useCheckoutStore.setState({ placed: makeOrder({ code: 1080 }), slot: makeSlot() });
    const { router } = renderCheckout('/checkout/confirm');
    expect(screen.getByText('Grazie! Il tuo ordine n. 1080 è stato ricevuto.')).toBeVisible();
    expect(screen.getByText('Ordine effettuato con successo!')).toBeVisible();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(router.state.location.pathname).toBe('/checkout/confirm');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(router.state.location.pathname).toBe('/home');
    expect(useCheckoutStore.getState().slot).toBeNull();
  });

  it('tells the amount pre-authorised on the online card', () => {
    stubApi({});
    useCheckoutStore.setState({
      placed: makeOrder({
        code: 1081,
        paymentMode: 'ONLINE_CARD',
        onlinePayment: { status: 'AUTHORISED', authorised: 35.11, captured: null },
      }),
      slot: makeSlot(),
    });
    renderCheckout('/checkout/confirm');
    expect(screen.getByTestId('order-preauthorised')).toHaveTextContent('35,11 €');
    expect(screen.getByTestId('order-preauthorised')).toHaveTextContent('preautorizzato');
  });

  it('says nothing of a pre-authorisation for an order paid on delivery', () => {
    stubApi({});
    useCheckoutStore.setState({ placed: makeOrder({ code: 1082 }), slot: makeSlot() });
    renderCheckout('/checkout/confirm');
    expect(screen.queryByTestId('order-preauthorised')).toBeNull();
  });

  it('has nothing to confirm without an order just placed', () => {
    stubApi({});
    useCheckoutStore.getState().reset();
    const { router } = renderCheckout('/checkout/confirm');
    expect(router.state.location.pathname).toBe('/home');
  });
});
