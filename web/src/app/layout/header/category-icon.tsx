import type { knownCategoryDescriptions } from '@spesa/contracts';

type KnownDescription = (typeof knownCategoryDescriptions)[number];

// One line drawing per known department (spec 2): path data on a 32×32 grid.
const drawings: Record<KnownDescription, string[]> = {
  ORTOFRUTTA: [
    'M16 10c-2.5-2-9-2.3-9 5.5C7 22 11 28 14 28c1 0 1.3-.6 2-.6s1 .6 2 .6c3 0 7-6 7-12.5 0-7.8-6.5-7.5-9-5.5z',
    'M16 10c0-3 1-5 3-6.5',
    'M16 8c-2.6.2-4.4-1.3-5-4 2.6-.2 4.4 1.3 5 4z',
  ],
  CARNI: [
    'M6 19c-1.5-6 3-13 11-13 5.5 0 9 3.5 9 8 0 6-6.5 11-13 11-3.5 0-6.2-2.2-7-6z',
    'M13 16.5a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  ],
  'DROGHERIA ALIMENTARE': [
    'M10 7h12v4H10z',
    'M9 11h14v15a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z',
    'M12 17h8M12 21h5',
  ],
  BEVANDE: [
    'M14 3h4v5c0 1.5 3 3 3 6.5V27a2 2 0 0 1-2 2h-6a2 2 0 0 1-2-2V14.5C11 11 14 9.5 14 8z',
    'M11 17h10M11 23h10',
  ],
  EXTRALIMENTARE: ['M5 10l11-5 11 5v13l-11 5-11-5z', 'M5 10l11 5 11-5M16 15v13'],
  'LATTICINI SALUMI E FORMAGGI': [
    'M4 22V15L20 7l8 8v7z',
    'M4 15h24',
    'M10 19a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M19 18.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
  ],
  FRESCO: ['M7 25C7 13 14 6 26 6c0 12-7 19-19 19z', 'M7 25L19 13'],
  'COLAZIONE SNACK E INTEGRATORI': [
    'M6 13h16v7a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6z',
    'M22 15h2a3 3 0 0 1 0 6h-2.5',
    'M11 5c-1 1.5 1 2.5 0 4M16 5c-1 1.5 1 2.5 0 4',
  ],
  FREDDO: ['M16 4v24M5.6 10l20.8 12M5.6 22l20.8-12', 'M13 6l3 3 3-3M13 26l3-3 3 3'],
  PESCE: [
    'M4 16c4-6 10-8 15-6 2.5 1 4.5 3 6 6-1.5 3-3.5 5-6 6-5 2-11 0-15-6z',
    'M25 16l4-4v8z',
    'M11 14.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
  ],
  CURAPERSONA: [
    'M10 13h12v13a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z',
    'M14 13V9h4v4M16 9V5h-5',
    'M13 19h6',
  ],
  CURACASA: [
    'M9 13h10l1 13a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z',
    'M12 13V8h4v5M12 8h7l3-3',
    'M22 9h3M22 12l2.5 1.5',
  ],
  PETCARE: [
    'M10 21c0-3.5 2.8-6 6-6s6 2.5 6 6c0 2.8-2.5 4-6 4s-6-1.2-6-4z',
    'M7 14.5a2 2.5 0 1 0 4 0 2 2.5 0 1 0-4 0M12 9.5a2 2.5 0 1 0 4 0 2 2.5 0 1 0-4 0',
    'M16 9.5a2 2.5 0 1 0 4 0 2 2.5 0 1 0-4 0M21 14.5a2 2.5 0 1 0 4 0 2 2.5 0 1 0-4 0',
  ],
  'ELETTRONICA E FAI DA TE': [
    'M16 4a8 8 0 0 0-5 14.3V22h10v-3.7A8 8 0 0 0 16 4z',
    'M12 25h8M13 28h6',
    'M16 22v-6l-2-2M16 16l2-2',
  ],
  'RICORRENZE E COLLECTION': [
    'M5 12h22v5H5zM7 17h18v10H7z',
    'M16 12v15',
    'M16 12c-2-4-7-5-7-2 0 2 4 2 7 2zM16 12c2-4 7-5 7-2 0 2-4 2-7 2z',
  ],
  'Nessuna classificazione': [
    'M5 12h22l-2.5 14a2 2 0 0 1-2 1.6h-13a2 2 0 0 1-2-1.6z',
    'M10 12l4-7M22 12l-4-7',
    'M12 17v6M16 17v6M20 17v6',
  ],
};

function isKnown(description: string): description is KnownDescription {
  return Object.hasOwn(drawings, description);
}

/** A department icon picked by its description; unknown ones get the generic basket. */
export function CategoryIcon({
  description,
  className,
}: {
  description: string;
  className?: string;
}) {
  const paths = drawings[isKnown(description) ? description : 'Nessuna classificazione'];
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={isKnown(description) ? description : 'generic'}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
