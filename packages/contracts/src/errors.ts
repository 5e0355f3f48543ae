/**
 * The error catalogue of spec section 8, our own business codes, and the transport-level codes
 * the server needs. A response code of 0 or 200 is success; everything here is a failure.
 *
 * HTTP status (issue 26, spec 8): this platform's clients read any HTTP 400 as "rejected" and a
 * 401 or 403 as a lost session, and show a code's message only when it arrives with HTTP 200. So
 * every business outcome is HTTP 200 with its code in `responseCode`; only the entries that are
 * not about the business carry a `status` of their own: a request that cannot be read or does not
 * fit the call's schema (400), a missing, expired or revoked session or token (401), a refused
 * permission or cross-site write (403), a URL that names nothing (404: an unknown route, a
 * picture or page asset that does not exist), throttling (429) and the server's own failure (500).
 */
export const errorCatalogue = {
  USER_NOT_FOUND: { code: 2, message: 'Utente non trovato' },
  INVALID_USERNAME: { code: 4, message: 'Username non valido' },
  INVALID_PASSWORD: { code: 13, message: 'Password non valida' },
  INVALID_ADDRESS: { code: 14, message: 'Indirizzo non valido' },
  USER_ALREADY_REGISTERED: { code: 26, message: 'Utente già registrato' },
  USER_ALREADY_REGISTERED_CARD: { code: 39, message: 'Utente già registrato' },
  UNDERAGE: {
    code: 28,
    message: 'Devi essere maggiorenne per poterti registrare al servizio',
  },
  INVALID_PHONE: { code: 30, message: 'Numero di telefono non valido' },
  PROFILE_NOT_FOUND: { code: 35, message: 'Profilo non trovato' },
  CARD_DISABLED: { code: 36, message: 'Carta disabilitata' },
  /** Ours: a loyalty card typed at checkout that is not the customer's own (another's, unknown). */
  CARD_NOT_OWN: {
    code: 41,
    message: 'Carta non valida: indica la carta fedeltà del tuo profilo',
  },
  /** Login with a wrong e-mail or password; the web shows 'Credenziali errate' (spec 4). */
  WRONG_CREDENTIALS: { code: 33, message: 'Credenziali errate' },
  /** The password is right but the activation link was never opened (issue 4). */
  ACCOUNT_NOT_ACTIVE: {
    code: 37,
    message: 'Profilo non ancora attivato: apri il link che ti abbiamo inviato per e-mail',
  },
  /** A change to data that stays as registered (the registration address). Not 403: spec 6 reads 403 as a lost session. */
  READ_ONLY: { code: 40, message: 'Dato non modificabile' },
  /** A mailed link (password reset) that is unknown, already used or expired. */
  INVALID_LINK: { code: 38, message: 'Link non valido o scaduto' },
  DELIVERY_NOT_ACTIVE_FOR_ADDRESS: {
    code: 42,
    message: "Servizio di consegna non attivo per l'indirizzo inserito",
  },
  LAST_SHOPPING_LIST: {
    code: 2035,
    message: "Non puoi eliminare l'ultima lista della spesa",
  },
  HOME_DELIVERY_NOT_ACTIVE_FOR_CITY: {
    code: 2222,
    message: 'Consegna a domicilio non attiva per la città selezionata',
  },
  GENERIC: { code: 4000, message: 'Errore generico' },
  CART_NOT_FOUND: { code: 4004, message: 'Carrello non trovato' },
  SLOT_CUTOFF_PASSED: {
    code: 4029,
    message: "Hai superato il limite di orario per prenotare l'ordine",
  },
  /** Ours, not the spec's: a slot with no place left, told apart from a passed cut-off. */
  SLOT_FULL: {
    code: 4028,
    message: 'La fascia oraria scelta è al completo: scegline un’altra per la consegna o il ritiro',
  },
  PRODUCT_NOT_FOUND: { code: 4030, message: 'Prodotto non trovato' },
  PRODUCT_NOT_VALID: { code: 4031, message: 'Prodotto non valido' },
  /** Ours (issue 31): a food lacking a mandatory particular of Reg. 1169/2011 is not put on sale. */
  PRODUCT_INCOMPLETE: {
    code: 4032,
    message:
      'Prodotto incompleto: mancano informazioni obbligatorie, non può essere messo in vendita',
  },
  MAX_QUANTITY: { code: 4034, message: 'Massima quantità acquistabile raggiunta' },
  BILLING_ADDRESS_MISSING: {
    code: 4037,
    message: 'Indirizzo di fatturazione mancante',
  },
  /**
   * Ours (issue 32): an invoice request whose billing data the Sistema di Interscambio would
   * refuse (a check digit, no codice destinatario nor PEC...); `errors` names each field.
   */
  INVOICE_DATA_REJECTED: {
    code: 4039,
    message:
      'Dati di fatturazione non validi per la fattura elettronica: correggi l’indirizzo di fatturazione',
  },
  /** Ours, not the spec's: the message carries the spec's text with the store's minimum. */
  BELOW_MINIMUM_ORDER: {
    code: 4036,
    message: "L'importo minimo per prenotare non è raggiunto",
  },
  MAX_BUNDLES: {
    code: 4038,
    message: "Superato il numero massimo di buste per l'ordine",
  },
  CART_CHANGED: {
    code: 4105,
    message: 'Alcuni prodotti hanno cambiato prezzo o non sono disponibili',
  },
  /** Ours, not the spec's: the card's bank refused the pre-authorisation; no order is placed. */
  PAYMENT_DECLINED: {
    code: 4060,
    message:
      'Pagamento rifiutato dalla banca della carta: l’ordine non è stato registrato. Prova con un’altra carta o scegli un altro metodo di pagamento.',
  },
  /**
   * Ours, not the spec's: the prepared online-card order costs more than its pre-authorisation,
   * which can never be exceeded; the operator reduces the prepared amounts.
   */
  PREPARED_ABOVE_AUTHORISATION: {
    code: 4061,
    message:
      'Il totale preparato supera l’importo preautorizzato sulla carta del cliente: riduci le quantità preparate',
  },
  /** Ours: a calendar change that would take places away from orders already booked. */
  SLOT_HAS_BOOKINGS: {
    code: 4062,
    message: 'Modifica non consentita: ci sono ordini già prenotati in queste fasce',
  },
  /**
   * Ours: another checkout of the same cart is still talking to the card's bank (a double
   * submit from another tab); one cart never has two pre-authorisations at once.
   */
  PAYMENT_IN_PROGRESS: {
    code: 4063,
    message:
      'Il pagamento di questo carrello è già in corso: attendi qualche secondo e controlla i tuoi ordini prima di riprovare.',
  },
  /** Ours: spec 4's rule that a profile cannot be deleted while an order is in progress. */
  ORDER_IN_PROGRESS: {
    code: 4064,
    message: "Non puoi richiedere l'eliminazione del profilo con un ordine in corso",
  },
  /** Issue 30: the customer wants no substitute for this line. */
  SUBSTITUTE_NOT_WANTED: {
    code: 4070,
    message: 'Sostituzione non consentita: il cliente non vuole sostituti per questo prodotto',
  },
  /** Issue 30: the customer named another product as the line's substitute. */
  SUBSTITUTE_NOT_CHOSEN: {
    code: 4071,
    message: 'Sostituzione non consentita: il cliente ha scelto un altro prodotto come sostituto',
  },
  /** Issue 30: the substitute contains or may contain an allergen the ordered product had not. */
  SUBSTITUTE_ADDS_ALLERGEN: {
    code: 4072,
    message:
      'Sostituzione non consentita: il sostituto contiene o può contenere un allergene che il prodotto ordinato non ha',
  },
  /** Issue 30: the substitute lacks a diet tag of the ordered product. */
  SUBSTITUTE_LACKS_DIET_TAG: {
    code: 4073,
    message:
      'Sostituzione non consentita: il sostituto non è senza glutine, senza lattosio, vegano o bio come il prodotto ordinato',
  },
  /** Issue 30: the substitute's unit price is outside the store's band. */
  SUBSTITUTE_PRICE_OUT_OF_BAND: {
    code: 4074,
    message:
      'Sostituzione non consentita: il prezzo unitario del sostituto è fuori dalla fascia del negozio',
  },
  /** Issue 30: a substitute refused at handover that is not there (or already captured). */
  SUBSTITUTE_NOT_REFUSABLE: {
    code: 4075,
    message: 'Il sostituto non può essere rifiutato',
  },
  /**
   * Ours (issue 31): a product photo the shop will not keep. The type is read from the bytes,
   * whatever the file's name or declared type says; `data` names what was found.
   */
  PHOTO_TYPE_REFUSED: {
    code: 4090,
    message: 'Foto non accettata: carica un’immagine JPEG, PNG o WebP (non animata)',
  },
  /** Issue 31: the file is larger than the upload limit (`data.maxBytes`). */
  PHOTO_TOO_LARGE: { code: 4091, message: 'Foto troppo grande: riducila e riprova' },
  /** Issue 31: more pixels than the limit (a decompression bomb or a huge scan). */
  PHOTO_TOO_MANY_PIXELS: {
    code: 4092,
    message: 'Foto con troppi pixel: riducine le dimensioni e riprova',
  },
  /** Issue 31: the product already has the most photos it may keep (`data.max`). */
  PHOTO_LIMIT: { code: 4093, message: 'Raggiunto il numero massimo di foto per il prodotto' },
  /** Ours (issue 29; 4090-4093 are the product photos'): a cart's slot hold is extended at most once. */
  SLOT_HOLD_ALREADY_EXTENDED: {
    code: 4081,
    message: 'Hai già prolungato una volta la fascia oraria tenuta per te',
  },
  /** Ours (issue 29): no live hold to extend or release (never held, or it lapsed). */
  SLOT_HOLD_NOT_FOUND: {
    code: 4082,
    message: 'La fascia oraria tenuta per te è scaduta: sceglila di nuovo',
  },
  /** Ours (issue 29): the places left are kept for priority customers. */
  SLOT_RESERVED: {
    code: 4083,
    message:
      'I posti rimasti in questa fascia oraria sono riservati ai clienti con priorità: scegline un’altra',
  },
  WRONG_ORDER_STATUS: { code: 4205, message: "Stato dell'ordine errato" },
  /** Ours: a write sent from another site's page (its Origin or Referer is not the shop's). */
  CROSS_SITE_REQUEST: {
    code: 43,
    status: 403,
    message: 'Richiesta rifiutata: proviene da un sito diverso dal negozio',
  },
  BAD_REQUEST: { code: 400, status: 400, message: 'Richiesta non valida' },
  UNAUTHORIZED: { code: 401, status: 401, message: 'Sessione scaduta' },
  FORBIDDEN: { code: 403, status: 403, message: 'Operazione non consentita' },
  /** A URL that names nothing: an unknown route, a picture or a page asset that does not exist. */
  NOT_FOUND: { code: 404, status: 404, message: 'Risorsa non trovata' },
  /** A record a call names (an order, an address, a list) that does not exist or is not the caller's. */
  RECORD_NOT_FOUND: { code: 404, message: 'Elemento non trovato' },
  STORE_NOT_FOUND: { code: 404, message: 'Negozio non trovato' },
  TOO_MANY_REQUESTS: { code: 429, status: 429, message: 'Troppe richieste, riprova più tardi' },
  INTERNAL: {
    code: 500,
    status: 500,
    message: "Errore di comunicazione con il server, contatta l'assistenza per maggiori info.",
  },
} as const satisfies Record<string, CatalogueEntry>;

interface CatalogueEntry {
  code: number;
  message: string;
  /** Only for the transport-level entries; a business outcome is HTTP 200. */
  status?: 400 | 401 | 403 | 404 | 429 | 500;
}

export type ErrorKey = keyof typeof errorCatalogue;

/** The HTTP status an entry is answered with: its own for a transport error, else 200. */
export function httpStatusOf(key: ErrorKey): number {
  const entry: CatalogueEntry = errorCatalogue[key];
  return entry.status ?? 200;
}

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
