/**
 * The cooperative's demo card registry: members who hold a loyalty card before any online
 * account. Card numbers, mobile phones and tax codes are derived from these rows (see
 * loyalty-cards.ts), so each member keeps the same card on every machine.
 *
 * The members the demo, the README and the browser tests rely on come first:
 * - Chiara Lombardi (Bologna): the card of the demo customer demo@spesa.it (linked).
 * - Davide Ferri (Modena): the card of the demo customer demo2@spesa.it (linked).
 * - Luca Ferrari, born 1985-04-12: a free card, to register with an existing card.
 * - Paola Neri, born 1962-11-30: the disabled card (code 36).
 * - Matteo Gallo: born 17 years before the seed day, so under 18 (code 28).
 * - Niccolò D'Angelo: accent and apostrophe, matched as 'Niccolo Dangelo' too.
 * - Elena Brunner: born abroad (Zurich), tax code with the Z code of Switzerland.
 * The others are free cards, living mostly in towns the demo stores serve.
 */
export interface CardMember {
  firstName: string;
  lastName: string;
  gender: 'MALE' | 'FEMALE';
  /** yyyy-MM-dd, or 'minor': 17 years before the seed day. */
  birthDate: string;
  /** The birth comune as the ISTAT list names it, or a foreign birth place. */
  birthPlace: string | { nationId: string; city: string; cadastralCode: string };
  /** The registry address: comune (ISTAT name), street, number and one of its CAPs. */
  home: { comune: string; street: string; streetNumber: string; zip: string };
  enabled?: false;
}

/** Card of demo@spesa.it and demo2@spesa.it (their accounts are seeded in demo-customers.ts). */
export const DEMO_CARD_HOLDERS = {
  demo: { firstName: 'Chiara', lastName: 'Lombardi' },
  demo2: { firstName: 'Davide', lastName: 'Ferri' },
} as const;

const m = (
  firstName: string,
  lastName: string,
  gender: 'M' | 'F',
  birthDate: string,
  birthPlace: CardMember['birthPlace'],
  [comune, street, streetNumber, zip]: [string, string, string, string],
  enabled?: false,
): CardMember => ({
  firstName,
  lastName,
  gender: gender === 'M' ? 'MALE' : 'FEMALE',
  birthDate,
  birthPlace,
  home: { comune, street, streetNumber, zip },
  ...(enabled === false ? { enabled } : {}),
});

// prettier-ignore
export const CARD_MEMBERS: readonly CardMember[] = [
  m('Chiara', 'Lombardi', 'F', '1986-09-23', 'Bologna', ['Bologna', 'Via Guglielmo Marconi', '12', '40122']),
  m('Davide', 'Ferri', 'M', '1979-02-11', 'Modena', ['Modena', 'Via Emilia Centro', '120', '41121']),
  m('Luca', 'Ferrari', 'M', '1985-04-12', 'Bologna', ['San Lazzaro di Savena', 'Via Emilia', '251', '40068']),
  m('Paola', 'Neri', 'F', '1962-11-30', 'Ferrara', ['Ferrara', 'Corso della Giovecca', '80', '44121'], false),
  m('Matteo', 'Gallo', 'M', 'minor', 'Parma', ['Parma', 'Via della Repubblica', '45', '43121']),
  m('Niccolò', "D'Angelo", 'M', '1991-07-04', 'Napoli', ['Bologna', 'Via Saragozza', '95', '40135']),
  m('Elena', 'Brunner', 'F', '1975-05-19', { nationId: 'CH', city: 'Zurigo', cadastralCode: 'Z133' }, ['Rimini', 'Viale Regina Elena', '33', '47921']),
  m('Sofia', 'Russo', 'F', '1995-01-28', 'Palermo', ['Bologna', 'Via Zamboni', '22', '40126']),
  m('Francesca', 'Esposito', 'F', '1969-03-08', 'Salerno', ['Casalecchio di Reno', 'Via Porrettana', '310', '40033']),
  m('Giorgio', 'Colombo', 'M', '1958-10-02', 'Milano', ['Milano', 'Via Rombon', '41', '20134']),
  m('Elena', 'Ricci', 'F', '1990-12-15', 'Firenze', ['Firenze', 'Viale Alessandro Guidoni', '88', '50127']),
  m('Alessandro', 'Marino', 'M', '1983-06-21', 'Catania', ['Modena', 'Viale Storchi', '210', '41124']),
  m('Sara', 'Greco', 'F', '1999-08-30', 'Lecce', ['Bologna', 'Via del Pratello', '40', '40122']),
  m('Andrea', 'Bruno', 'M', '1972-04-17', 'Torino', ["Reggio nell'Emilia", 'Via Emilia San Pietro', '15', '42121']),
  m('Valentina', 'Gatti', 'F', '1988-02-29', "Reggio nell'Emilia", ['Scandiano', 'Via Roma', '7', '42019']),
  m('Simone', 'Conti', 'M', '1994-11-05', 'Parma', ['Parma', 'Via Montanara', '120', '43124']),
  m('Martina', 'De Luca', 'F', '1997-09-09', 'Bari', ['Ravenna', 'Via di Roma', '50', '48121']),
  m('Federico', 'Mancini', 'M', '1966-01-23', 'Roma', ['Cervia', 'Viale Roma', '18', '48015']),
  m('Giada', 'Costa', 'F', '2002-03-03', 'Modena', ['Carpi', 'Corso Alberto Pio', '14', '41012']),
  m('Lorenzo', 'Giordano', 'M', '1980-07-30', 'Genova', ['Formigine', 'Via Giardini Sud', '8', '41043']),
  m('Beatrice', 'Rizzo', 'F', '1993-05-11', 'Verona', ['Rimini', "Corso d'Augusto", '101', '47921']),
  m('Riccardo', 'Lombardo', 'M', '1977-12-24', 'Cagliari', ['Riccione', 'Viale Ceccarini', '60', '47838']),
  m('Alice', 'Moretti', 'F', '2004-06-18', 'Imola', ['Imola', 'Via Emilia', '180', '40026']),
  m('Tommaso', 'Barbieri', 'M', '1960-09-14', 'Ferrara', ['Ferrara', 'Via Bologna', '150', '44122']),
  m('Ilaria', 'Fontana', 'F', '1984-10-26', 'Padova', ['Sesto Fiorentino', 'Via Antonio Gramsci', '300', '50019']),
  m('Stefano', 'Santoro', 'M', '1952-02-07', 'Bologna', ['Bologna', 'Via Giuseppe Mazzini', '60', '40137']),
  m('Anna', 'Mariani', 'F', '1943-08-15', 'Piacenza', ['Bologna', 'Via Castiglione', '40', '40124']),
  m('Pietro', 'Rinaldi', 'M', '1989-03-31', 'Trento', ['Milano', 'Via Giovanni Pacini', '20', '20131']),
  m('Maria Grazia', 'Caputo', 'F', '1971-06-02', 'Forlì', ['Segrate', 'Via Cassanese', '55', '20090']),
  m('Gian Luca', 'Benedetti', 'M', '1965-11-11', 'Modena', ['Modena', 'Viale Buon Pastore', '30', '41125']),
];
