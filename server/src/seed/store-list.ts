import type { DeliveryModeId } from './delivery-modes';

export interface StoreSpec {
  name: string;
  address: string;
  /** As the comune is named in the ISTAT list. */
  comune: string;
  zip: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** Neighbouring comuni (same province) reached by home delivery. */
  deliversTo: readonly string[];
  modes: readonly DeliveryModeId[];
  services: readonly string[];
  departments: readonly string[];
  sundayHours: string;
  /** Carries roughly 97% of the catalogue: smaller shop floor. */
  partialRange?: boolean;
  /** Prices a little above or below the list price (fraction). */
  priceLevel: number;
}

const ALL_DEPARTMENTS = ['enot', 'fipi', 'gast', 'orto', 'pane', 'past', 'pesc'];

/** Emilia-Romagna first (the cooperative's home), then two cities further out. */
export const STORE_LIST: readonly StoreSpec[] = [
  {
    name: 'Spesa Bologna Mazzini',
    address: 'Via Giuseppe Mazzini 146',
    comune: 'Bologna',
    zip: '40138',
    latitude: 44.4887,
    longitude: 11.3676,
    phone: '+39 051 6352 410',
    deliversTo: [
      'San Lazzaro di Savena',
      'Casalecchio di Reno',
      'Castel Maggiore',
      "Granarolo dell'Emilia",
    ],
    modes: ['AT_HOME', 'IN_STORE', 'DRIVE', 'SHIPPED'],
    services: ['arbi', 'bain', 'banc', 'bar_', 'wifi', 'park'],
    departments: ALL_DEPARTMENTS,
    sundayHours: '09:00-13:00',
    priceLevel: 0,
  },
  {
    name: 'Spesa Bologna Bolognina',
    address: 'Via di Corticella 58',
    comune: 'Bologna',
    zip: '40128',
    latitude: 44.5129,
    longitude: 11.3468,
    phone: '+39 051 3702 118',
    deliversTo: ['Castel Maggiore', "Granarolo dell'Emilia"],
    modes: ['AT_HOME', 'IN_STORE'],
    services: ['banc', 'wifi', 'farm'],
    departments: ['fipi', 'gast', 'orto', 'pane'],
    sundayHours: '09:00-13:00',
    partialRange: true,
    priceLevel: 0.01,
  },
  {
    name: 'Spesa Modena Giardini',
    address: 'Viale Giardini 240',
    comune: 'Modena',
    zip: '41124',
    latitude: 44.6291,
    longitude: 10.9221,
    phone: '+39 059 3468 200',
    deliversTo: ['Formigine', 'Castelnuovo Rangone', 'Carpi'],
    modes: ['AT_HOME', 'IN_STORE', 'DRIVE'],
    services: ['arbi', 'bain', 'banc', 'bar_', 'park'],
    departments: ALL_DEPARTMENTS,
    sundayHours: '08:30-13:00',
    priceLevel: -0.01,
  },
  {
    name: 'Spesa Reggio Emilia Ospizio',
    address: 'Via Emilia Ospizio 95',
    comune: "Reggio nell'Emilia",
    zip: '42122',
    latitude: 44.7069,
    longitude: 10.6517,
    phone: '+39 0522 512 344',
    deliversTo: ['Scandiano', 'Casalgrande', 'Cavriago'],
    modes: ['AT_HOME', 'IN_STORE'],
    services: ['bain', 'banc', 'park', 'wifi'],
    departments: ['enot', 'gast', 'orto', 'pane', 'pesc'],
    sundayHours: 'Chiuso',
    priceLevel: -0.02,
  },
  {
    name: 'Spesa Parma Montanara',
    address: 'Via Montanara 50',
    comune: 'Parma',
    zip: '43124',
    latitude: 44.7814,
    longitude: 10.3221,
    phone: '+39 0521 960 155',
    deliversTo: ['Collecchio', 'Noceto', 'Fontanellato'],
    modes: ['AT_HOME', 'IN_STORE'],
    services: ['arbi', 'banc', 'bar_', 'park'],
    departments: ALL_DEPARTMENTS,
    sundayHours: '09:00-13:00',
    priceLevel: 0.01,
  },
  {
    name: 'Spesa Ferrara Bologna',
    address: 'Via Bologna 302',
    comune: 'Ferrara',
    zip: '44122',
    latitude: 44.8196,
    longitude: 11.6011,
    phone: '+39 0532 771 208',
    deliversTo: ['Vigarano Mainarda', 'Copparo'],
    modes: ['IN_STORE'],
    services: ['banc', 'park'],
    departments: ['orto', 'pane', 'gast'],
    sundayHours: 'Chiuso',
    partialRange: true,
    priceLevel: -0.03,
  },
  {
    name: 'Spesa Ravenna Darsena',
    address: 'Via Trieste 84',
    comune: 'Ravenna',
    zip: '48122',
    latitude: 44.4214,
    longitude: 12.2247,
    phone: '+39 0544 453 019',
    deliversTo: ['Russi', 'Bagnacavallo', 'Cervia'],
    modes: ['AT_HOME', 'IN_STORE'],
    services: ['bain', 'banc', 'wifi', 'park'],
    departments: ['fipi', 'gast', 'orto', 'pane', 'pesc'],
    sundayHours: '08:30-13:00',
    priceLevel: 0,
  },
  {
    name: 'Spesa Rimini Marecchia',
    address: 'Via Marecchiese 45',
    comune: 'Rimini',
    zip: '47923',
    latitude: 44.0521,
    longitude: 12.5523,
    phone: '+39 0541 782 330',
    deliversTo: ['Riccione', 'Santarcangelo di Romagna', 'Bellaria-Igea Marina'],
    modes: ['AT_HOME', 'IN_STORE'],
    services: ['arbi', 'bain', 'banc', 'bar_', 'wifi', 'park'],
    departments: ALL_DEPARTMENTS,
    sundayHours: '08:00-20:00',
    priceLevel: 0.02,
  },
  {
    name: 'Spesa Firenze Novoli',
    address: 'Viale Guidoni 112',
    comune: 'Firenze',
    zip: '50127',
    latitude: 43.7967,
    longitude: 11.2224,
    phone: '+39 055 4378 260',
    deliversTo: ['Sesto Fiorentino', 'Scandicci'],
    modes: ['AT_HOME', 'IN_STORE', 'DRIVE'],
    services: ['bain', 'banc', 'bar_', 'wifi', 'park', 'farm'],
    departments: ['enot', 'fipi', 'gast', 'orto', 'pane', 'past'],
    sundayHours: '09:00-20:00',
    priceLevel: 0.03,
  },
  {
    name: 'Spesa Milano Lambrate',
    address: 'Via Rombon 20',
    comune: 'Milano',
    zip: '20134',
    latitude: 45.4873,
    longitude: 9.2417,
    phone: '+39 02 2151 7840',
    deliversTo: ['Segrate', 'Cologno Monzese', 'Peschiera Borromeo'],
    modes: ['AT_HOME', 'IN_STORE'],
    services: ['banc', 'bar_', 'wifi'],
    departments: ['fipi', 'gast', 'orto', 'pane', 'pesc'],
    sundayHours: '09:00-20:00',
    priceLevel: 0.04,
  },
];
