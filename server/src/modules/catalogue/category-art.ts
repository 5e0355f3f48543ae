/** A department's look: a soft background, an accent, and a pictogram in a 100×100 box. */
export interface CategoryArt {
  background: string;
  accent: string;
  pictogram: string;
}

const stroke = (colour: string, width = 4) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const basket: CategoryArt = {
  background: '#eef1f4',
  accent: '#5b6b7a',
  pictogram:
    `<path d="M14 42h72l-9 42H23z" fill="#5b6b7a"/><path d="M30 42l12-24M70 42L58 18" ${stroke('#5b6b7a', 5)}/>` +
    `<path d="M32 52v22M50 52v22M68 52v22" ${stroke('#eef1f4', 4)}/>`,
};

/** Keyed by the department descriptions the shop knows (spec section 2). */
const ART: Record<string, CategoryArt> = {
  ORTOFRUTTA: {
    background: '#e8f5e1',
    accent: '#d9483b',
    pictogram:
      '<circle cx="38" cy="58" r="26" fill="#d9483b"/><circle cx="62" cy="58" r="26" fill="#d9483b"/>' +
      `<path d="M50 36c0-10 4-18 10-22" ${stroke('#6b4a2b', 4)}/><ellipse cx="66" cy="24" rx="12" ry="6" fill="#4c9a2a" transform="rotate(-25 66 24)"/>`,
  },
  CARNI: {
    background: '#fbe9e7',
    accent: '#b23a3a',
    pictogram:
      '<path d="M20 40c6-20 44-26 60-8s4 44-22 44c-14 0-20-8-28-12s-14-10-10-24z" fill="#b23a3a"/>' +
      '<path d="M30 44c8-10 30-14 40-4" fill="none" stroke="#f4c2b8" stroke-width="5" stroke-linecap="round"/>',
  },
  'DROGHERIA ALIMENTARE': {
    background: '#fdf3e1',
    accent: '#c98a2b',
    pictogram:
      '<rect x="26" y="30" width="48" height="56" rx="10" fill="#c98a2b"/><rect x="30" y="16" width="40" height="14" rx="4" fill="#8a5a17"/>' +
      '<rect x="34" y="48" width="32" height="20" rx="3" fill="#fdf3e1"/>',
  },
  BEVANDE: {
    background: '#e3f2fd',
    accent: '#1e78c2',
    pictogram:
      '<path d="M42 10h16v14c0 6 12 10 12 24v38c0 4-3 6-6 6H36c-3 0-6-2-6-6V48c0-14 12-18 12-24z" fill="#1e78c2"/>' +
      '<rect x="36" y="54" width="28" height="18" rx="3" fill="#e3f2fd"/>',
  },
  EXTRALIMENTARE: {
    background: '#f1ecf8',
    accent: '#7652a8',
    pictogram: `<rect x="20" y="36" width="60" height="52" rx="6" fill="#7652a8"/><path d="M36 36v-8a14 14 0 0 1 28 0v8" ${stroke('#7652a8', 5)}/>`,
  },
  'LATTICINI SALUMI E FORMAGGI': {
    background: '#fff8dc',
    accent: '#a87d00',
    pictogram:
      '<path d="M12 70L78 30l10 16v32H12z" fill="#f2c230"/><path d="M12 70l66-40 10 16" fill="none" stroke="#c99200" stroke-width="3"/>' +
      '<circle cx="40" cy="66" r="6" fill="#fff8dc"/><circle cx="64" cy="58" r="5" fill="#fff8dc"/><circle cx="72" cy="72" r="4" fill="#fff8dc"/>',
  },
  FRESCO: {
    background: '#e6f6f4',
    accent: '#2a9d8f',
    pictogram:
      '<path d="M30 34l10-18h20l10 18v52H30z" fill="#2a9d8f"/><path d="M40 16h20v-6H40z" fill="#1f7268"/>' +
      '<rect x="36" y="50" width="28" height="22" rx="3" fill="#e6f6f4"/>',
  },
  'COLAZIONE SNACK E INTEGRATORI': {
    background: '#f7ede4',
    accent: '#8d5a3b',
    pictogram:
      `<path d="M20 44h50v22a20 20 0 0 1-20 20H40a20 20 0 0 1-20-20z" fill="#8d5a3b"/><path d="M70 50h6a10 10 0 0 1 0 20h-6" ${stroke('#8d5a3b', 5)}/>` +
      `<path d="M36 36c-4-6 4-10 0-18M52 36c-4-6 4-10 0-18" ${stroke('#c9a58a', 3)}/>`,
  },
  FREDDO: {
    background: '#e8f4fb',
    accent: '#3a8fc4',
    pictogram: `<path d="M50 12v76M17 31l66 38M17 69l66-38M40 18l10 10 10-10M40 82l10-10 10 10" ${stroke('#3a8fc4', 5)}/>`,
  },
  PESCE: {
    background: '#e4f1f9',
    accent: '#2f6f9f',
    pictogram:
      '<path d="M14 50c14-22 46-26 62 0-16 26-48 22-62 0z" fill="#2f6f9f"/><path d="M74 50l16-14v28z" fill="#2f6f9f"/>' +
      '<circle cx="32" cy="46" r="4" fill="#e4f1f9"/>',
  },
  CURAPERSONA: {
    background: '#fcebf3',
    accent: '#c2457f',
    pictogram:
      '<rect x="30" y="40" width="40" height="48" rx="10" fill="#c2457f"/><rect x="44" y="24" width="12" height="16" fill="#9b2f62"/>' +
      `<path d="M50 24h20v6" ${stroke('#9b2f62', 5)}/>`,
  },
  CURACASA: {
    background: '#e9f3ec',
    accent: '#3f8a5b',
    pictogram:
      '<path d="M50 14L12 46h10v40h56V46h10z" fill="#3f8a5b"/><rect x="42" y="60" width="16" height="26" fill="#e9f3ec"/>',
  },
  PETCARE: {
    background: '#f6efe6',
    accent: '#9a6a3c',
    pictogram:
      '<ellipse cx="50" cy="66" rx="20" ry="16" fill="#9a6a3c"/><circle cx="26" cy="44" r="8" fill="#9a6a3c"/><circle cx="40" cy="30" r="8" fill="#9a6a3c"/>' +
      '<circle cx="60" cy="30" r="8" fill="#9a6a3c"/><circle cx="74" cy="44" r="8" fill="#9a6a3c"/>',
  },
  'ELETTRONICA E FAI DA TE': {
    background: '#fff4e0',
    accent: '#b86e00',
    pictogram: '<path d="M56 8L22 56h24l-6 36 38-50H54z" fill="#e38b06"/>',
  },
  'RICORRENZE E COLLECTION': {
    background: '#fdeaea',
    accent: '#c62f3f',
    pictogram:
      '<rect x="18" y="40" width="64" height="46" rx="4" fill="#c62f3f"/><rect x="14" y="30" width="72" height="14" rx="3" fill="#a3202f"/>' +
      `<path d="M50 30v56" ${stroke('#f6d365', 6)}/><path d="M50 30c-8-16-24-12-16 0M50 30c8-16 24-12 16 0" ${stroke('#f6d365', 4)}/>`,
  },
  'Nessuna classificazione': basket,
};

export function categoryArt(mainCategoryName: string): CategoryArt {
  return ART[mainCategoryName] ?? basket;
}
