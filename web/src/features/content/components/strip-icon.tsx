import type { StripLinkKind } from '../utils/strip-links';

// Line drawings for the known tiles; an unknown tag gets the generic leaf.
const tagPaths: Record<string, string> = {
  Bio: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l8-8',
  Senza_glutine:
    'M12 21V9M12 9c-2-1-3-3-3-5 2 1 3 3 3 5zM12 13c-2-1-3-3-3-5M12 13c2-1 3-3 3-5M4 4l16 16',
  Senza_lattosio: 'M9 3h6M10 3v3l-3 4v10h10V10l-3-4V3M7 13h10M4 4l16 16',
  Benessere: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  Vegano: 'M4 6l8 14 8-14M12 20c0-6 2-10 6-12',
  Territorio:
    'M12 21s-6-6-6-11a6 6 0 0 1 12 0c0 5-6 11-6 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
};
const kindPaths: Record<Exclude<StripLinkKind, 'tag'>, string> = {
  offers: 'M4 12l8-8h7v7l-8 8zM15 8.5h.01M9 13l4-4',
  branded: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
};

export function StripIcon({ kind, tagId }: { kind: StripLinkKind; tagId?: string }) {
  const path = kind === 'tag' ? (tagPaths[tagId ?? ''] ?? tagPaths.Bio) : kindPaths[kind];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
