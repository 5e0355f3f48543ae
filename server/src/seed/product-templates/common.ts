import type { Format } from './types';

export const STORAGE = {
  dry: 'Conservare in luogo fresco e asciutto, lontano da fonti di calore.',
  fridge: 'Conservare in frigorifero tra 0 °C e +4 °C. Dopo l’apertura consumare entro 3 giorni.',
  fresh: 'Conservare in frigorifero e consumare entro pochi giorni dall’acquisto.',
  frozen: 'Conservare in congelatore a -18 °C. Una volta scongelato non ricongelare.',
  fruit: 'Conservare in luogo fresco; alcune varietà si conservano più a lungo in frigorifero.',
  drinks: 'Conservare in luogo fresco e asciutto, al riparo dalla luce solare diretta.',
  household: 'Conservare fuori dalla portata dei bambini, in luogo asciutto.',
  none: 'Conservare in luogo asciutto.',
} as const;

export const RECYCLING = {
  pet: 'Vaschetta: plastica PET, raccolta plastica. Film: plastica, raccolta plastica.',
  bag: 'Sacchetto: plastica PP, raccolta plastica.',
  box: 'Astuccio: carta, raccolta carta.',
  boxAndBag: 'Astuccio: carta, raccolta carta. Sacchetto interno: plastica, raccolta plastica.',
  glass: 'Vasetto: vetro, raccolta vetro. Capsula: acciaio, raccolta metalli.',
  bottleGlass: 'Bottiglia: vetro, raccolta vetro. Tappo: alluminio, raccolta metalli.',
  bottlePet: 'Bottiglia: plastica PET, raccolta plastica. Tappo: plastica, raccolta plastica.',
  can: 'Lattina: alluminio, raccolta metalli.',
  tin: 'Barattolo: acciaio, raccolta metalli.',
  brick: 'Brick: poliaccoppiato a prevalenza carta, raccolta carta.',
  paperWrap: 'Carta alimentare: raccolta indifferenziata.',
  tray: 'Vaschetta: plastica, raccolta plastica. Etichetta: carta, raccolta carta.',
  flowpack: 'Incarto: plastica, raccolta plastica.',
  cup: 'Vasetto: plastica PS, raccolta plastica. Coperchio: alluminio, raccolta metalli.',
  bulk: 'Sacchetto compostabile: raccolta organico.',
  detergent: 'Flacone: plastica HDPE, raccolta plastica. Tappo: plastica PP, raccolta plastica.',
  blister: 'Blister: plastica, raccolta plastica. Cartoncino: carta, raccolta carta.',
  electric: 'Prodotto: RAEE, conferire all’isola ecologica. Confezione: carta, raccolta carta.',
} as const;

export const grams = (...sizes: number[]): Format[] =>
  sizes.map((g) => ({
    label: g >= 1000 ? `${String(g / 1000).replace('.', ',')} kg` : `${g} g`,
    net: g,
    unit: 'G',
  }));

export const millilitres = (...sizes: number[]): Format[] =>
  sizes.map((ml) => ({
    label: ml >= 1000 ? `${String(ml / 1000).replace('.', ',')} L` : `${ml} ml`,
    net: ml,
    unit: 'ML',
  }));

export const pieces = (...labels: [label: string, factor: number][]): Format[] =>
  labels.map(([label, factor]) => ({ label, factor }));
