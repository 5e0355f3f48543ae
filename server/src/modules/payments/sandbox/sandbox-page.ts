import { escapeHtml } from '../../mail';
import type { CardField } from './sandbox-boarding';
import { SANDBOX_PAGE_CSS } from './sandbox-page-css';

export interface BoardingPageState {
  action: string;
  cancelUrl: string;
  /** The expiry typed, shown again; the card number and code never are. */
  expiry?: string;
  errors?: Partial<Record<CardField, string>>;
  message?: string;
}

const TEST_CARD_ROWS: readonly [string, string][] = [
  ['4242 4242 4242 4242', 'Visa: collegata, i pagamenti vanno a buon fine'],
  ['5555 5555 5555 4444', 'Mastercard: collegata, i pagamenti vanno a buon fine'],
  ['4000 0000 0000 0002', 'rifiutata alla verifica'],
  ['4000 0000 0000 0069', 'carta scaduta'],
  ['4000 0000 0000 0341', 'collegata, ma le preautorizzazioni sono rifiutate'],
];

function field(
  name: CardField,
  label: string,
  attrs: string,
  state: BoardingPageState,
  value = '',
): string {
  const error = state.errors?.[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div class="field">
  <label for="${name}">${label}</label>
  <input id="${name}" name="${name}" ${attrs} required value="${escapeHtml(value)}"${described}>
  ${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${SANDBOX_PAGE_CSS}</style>
</head>
<body>
<header><p class="brand">Acquirer di prova <span>sandbox</span></p></header>
<main>
${body}
</main>
</body>
</html>`;
}

/** The acquirer's boarding page: card number, expiry and security code (Italian, labelled). */
export function boardingPage(state: BoardingPageState): string {
  const problems = state.message ?? (state.errors ? 'Controlla i dati della carta' : undefined);
  return page(
    'Collega la tua carta · Acquirer di prova',
    `<h1>Collega la tua carta a Spesa</h1>
<p>Per verificare la carta autorizziamo <strong>0,01 €</strong> e annulliamo subito l’operazione:
non ti verrà addebitato nulla.</p>
${problems ? `<div class="alert" role="alert"><p>${escapeHtml(problems)}</p></div>` : ''}
<form method="post" action="${escapeHtml(state.action)}" novalidate>
${field('number', 'Numero della carta', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', state)}
<div class="row">
${field('expiry', 'Scadenza (MM/AA)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7"', state, state.expiry)}
${field('cvc', 'Codice di sicurezza (CVC)', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', state)}
</div>
<button type="submit">Collega la carta</button>
</form>
<p class="cancel"><a href="${escapeHtml(state.cancelUrl)}">Annulla e torna al negozio</a></p>
<section aria-labelledby="test-cards">
<h2 id="test-cards">Carte di prova</h2>
<p>Questo è un ambiente di prova: accetta solo queste carte, con una scadenza futura e un codice
di 3 cifre qualsiasi.</p>
<table>
<thead><tr><th scope="col">Numero</th><th scope="col">Esito</th></tr></thead>
<tbody>
${TEST_CARD_ROWS.map(([n, what]) => `<tr><td>${n}</td><td>${what}</td></tr>`).join('\n')}
</tbody>
</table>
</section>`,
  );
}

/** An unknown, finished or expired boarding session. */
export function boardingGonePage(shopUrl: string): string {
  return page(
    'Sessione non valida · Acquirer di prova',
    `<h1>Sessione di collegamento non valida</h1>
<p>Questa pagina è scaduta o è già stata usata. Torna al negozio e riprova dalla pagina Pagamenti.</p>
<p class="cancel"><a href="${escapeHtml(shopUrl)}">Torna al negozio</a></p>`,
  );
}
