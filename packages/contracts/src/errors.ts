/**
 * The error catalogue of spec section 8, plus the transport-level codes the
 * server needs (validation, not found, rate limit, internal). A response code of
 * 0 or 200 is success; everything here is a failure.
 */
export const errorCatalogue = {
  USER_NOT_FOUND: { code: 2, status: 404, message: 'Utente non trovato' },
  INVALID_USERNAME: { code: 4, status: 400, message: 'Username non valido' },
  INVALID_PASSWORD: { code: 13, status: 400, message: 'Password non valida' },
  INVALID_ADDRESS: { code: 14, status: 400, message: 'Indirizzo non valido' },
  USER_ALREADY_REGISTERED: { code: 26, status: 409, message: 'Utente già registrato' },
  USER_ALREADY_REGISTERED_CARD: { code: 39, status: 409, message: 'Utente già registrato' },
  UNDERAGE: {
    code: 28,
    status: 400,
    message: 'Devi essere maggiorenne per poterti registrare al servizio',
  },
  INVALID_PHONE: { code: 30, status: 400, message: 'Numero di telefono non valido' },
  PROFILE_NOT_FOUND: { code: 35, status: 404, message: 'Profilo non trovato' },
  CARD_DISABLED: { code: 36, status: 400, message: 'Carta disabilitata' },
  /** Ours: a loyalty card typed at checkout that is not the customer's own (another's, unknown). */
  CARD_NOT_OWN: {
    code: 41,
    status: 400,
    message: 'Carta non valida: indica la carta fedeltà del tuo profilo',
  },
  /** Login with a wrong e-mail or password; the web shows 'Credenziali errate' (spec 4). */
  WRONG_CREDENTIALS: { code: 33, status: 401, message: 'Credenziali errate' },
  /** The password is right but the activation link was never opened (issue 4). */
  ACCOUNT_NOT_ACTIVE: {
    code: 37,
    status: 403,
    message: 'Profilo non ancora attivato: apri il link che ti abbiamo inviato per e-mail',
  },
  /** A change to data that stays as registered (the registration address). Not 403: spec 6 reads 403 as a lost session. */
  READ_ONLY: { code: 40, status: 409, message: 'Dato non modificabile' },
  /** A mailed link (password reset) that is unknown, already used or expired. */
  INVALID_LINK: { code: 38, status: 400, message: 'Link non valido o scaduto' },
  DELIVERY_NOT_ACTIVE_FOR_ADDRESS: {
    code: 42,
    status: 400,
    message: "Servizio di consegna non attivo per l'indirizzo inserito",
  },
  LAST_SHOPPING_LIST: {
    code: 2035,
    status: 400,
    message: "Non puoi eliminare l'ultima lista della spesa",
  },
  HOME_DELIVERY_NOT_ACTIVE_FOR_CITY: {
    code: 2222,
    status: 400,
    message: 'Consegna a domicilio non attiva per la città selezionata',
  },
  GENERIC: { code: 4000, status: 400, message: 'Errore generico' },
  CART_NOT_FOUND: { code: 4004, status: 404, message: 'Carrello non trovato' },
  SLOT_CUTOFF_PASSED: {
    code: 4029,
    status: 400,
    message: "Hai superato il limite di orario per prenotare l'ordine",
  },
  /** Ours, not the spec's: a slot with no place left, told apart from a passed cut-off. */
  SLOT_FULL: {
    code: 4028,
    status: 409,
    message: 'La fascia oraria scelta è al completo: scegline un’altra per la consegna o il ritiro',
  },
  PRODUCT_NOT_FOUND: { code: 4030, status: 404, message: 'Prodotto non trovato' },
  PRODUCT_NOT_VALID: { code: 4031, status: 400, message: 'Prodotto non valido' },
  MAX_QUANTITY: { code: 4034, status: 400, message: 'Massima quantità acquistabile raggiunta' },
  BILLING_ADDRESS_MISSING: {
    code: 4037,
    status: 400,
    message: 'Indirizzo di fatturazione mancante',
  },
  /** Ours, not the spec's: the message carries the spec's text with the store's minimum. */
  BELOW_MINIMUM_ORDER: {
    code: 4036,
    status: 400,
    message: "L'importo minimo per prenotare non è raggiunto",
  },
  MAX_BUNDLES: {
    code: 4038,
    status: 400,
    message: "Superato il numero massimo di buste per l'ordine",
  },
  CART_CHANGED: {
    code: 4105,
    status: 200,
    message: 'Alcuni prodotti hanno cambiato prezzo o non sono disponibili',
  },
  /** Ours, not the spec's: the card's bank refused the pre-authorisation; no order is placed. */
  PAYMENT_DECLINED: {
    code: 4060,
    status: 402,
    message:
      'Pagamento rifiutato dalla banca della carta: l’ordine non è stato registrato. Prova con un’altra carta o scegli un altro metodo di pagamento.',
  },
  /**
   * Ours, not the spec's: the prepared online-card order costs more than its pre-authorisation,
   * which can never be exceeded; the operator reduces the prepared amounts.
   */
  PREPARED_ABOVE_AUTHORISATION: {
    code: 4061,
    status: 409,
    message:
      'Il totale preparato supera l’importo preautorizzato sulla carta del cliente: riduci le quantità preparate',
  },
  /** Ours: a calendar change that would take places away from orders already booked. */
  SLOT_HAS_BOOKINGS: {
    code: 4062,
    status: 409,
    message: 'Modifica non consentita: ci sono ordini già prenotati in queste fasce',
  },
  /**
   * Ours: another checkout of the same cart is still talking to the card's bank (a double
   * submit from another tab); one cart never has two pre-authorisations at once.
   */
  PAYMENT_IN_PROGRESS: {
    code: 4063,
    status: 409,
    message:
      'Il pagamento di questo carrello è già in corso: attendi qualche secondo e controlla i tuoi ordini prima di riprovare.',
  },
  /** Ours: spec 4's rule that a profile cannot be deleted while an order is in progress. */
  ORDER_IN_PROGRESS: {
    code: 4064,
    status: 409,
    message: "Non puoi richiedere l'eliminazione del profilo con un ordine in corso",
  },
  WRONG_ORDER_STATUS: { code: 4205, status: 409, message: "Stato dell'ordine errato" },
  /** Ours: a write sent from another site's page (its Origin or Referer is not the shop's). */
  CROSS_SITE_REQUEST: {
    code: 43,
    status: 403,
    message: 'Richiesta rifiutata: proviene da un sito diverso dal negozio',
  },
  BAD_REQUEST: { code: 400, status: 400, message: 'Richiesta non valida' },
  UNAUTHORIZED: { code: 401, status: 401, message: 'Sessione scaduta' },
  FORBIDDEN: { code: 403, status: 403, message: 'Operazione non consentita' },
  NOT_FOUND: { code: 404, status: 404, message: 'Risorsa non trovata' },
  STORE_NOT_FOUND: { code: 404, status: 404, message: 'Negozio non trovato' },
  TOO_MANY_REQUESTS: { code: 429, status: 429, message: 'Troppe richieste, riprova più tardi' },
  INTERNAL: {
    code: 500,
    status: 500,
    message: "Errore di comunicazione con il server, contatta l'assistenza per maggiori info.",
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorKey = keyof typeof errorCatalogue;

/** The message a client shows for a response code it does not know. */
export const fallbackErrorMessage = errorCatalogue.INTERNAL.message;

export function isSuccessCode(code: number): boolean {
  return code === 0 || code === 200;
}

const messagesByCode = new Map<number, string>(
  Object.values(errorCatalogue).map((e) => [e.code, e.message]),
);

export function messageForCode(code: number): string {
  return messagesByCode.get(code) ?? fallbackErrorMessage;
}
