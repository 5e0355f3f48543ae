import type { ReactElement } from 'react';

// Stroke drawings on a 24-unit grid; colour comes from the surrounding text.
const drawings: Record<string, ReactElement> = {
  arbi: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M6 10l6 1 6-1M12 11v5M9 21l3-5 3 5" />
    </>
  ),
  bain: (
    <>
      <circle cx="7" cy="4.5" r="1.8" />
      <circle cx="17" cy="4.5" r="1.8" />
      <path d="M5 21v-5H4l1.5-7h3L10 16H9v5M15 21V9h4v12M12 3v18" />
    </>
  ),
  banc: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 14.5h4" />
    </>
  ),
  bar_: <path d="M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 11h2a2 2 0 0 1 0 4h-2M8 3v3M12 3v3" />,
  wifi: (
    <>
      <path d="M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19.5" r="1" />
    </>
  ),
  park: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="3" />
      <path d="M10 17V7h3a3 3 0 0 1 0 6h-3" />
    </>
  ),
  farm: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  enot: <path d="M8 3h8v5a4 4 0 0 1-8 0zM12 12v8M8 20.5h8" />,
  fipi: (
    <>
      <circle cx="12" cy="5" r="2" />
      <circle cx="9" cy="8" r="2" />
      <circle cx="15" cy="8" r="2" />
      <path d="M12 11v10M12 17c-2-2-4-2-5-1M12 15c2-2 4-2 5-1" />
    </>
  ),
  gast: <path d="M6 14a4 4 0 1 1 2-7.5 4 4 0 0 1 8 0A4 4 0 1 1 18 14v6H6zM6 17h12" />,
  orto: (
    <path d="M12 7c-3-2-8-1-8 5s4 9 6 9c1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 6-3 6-9s-5-7-8-5zM12 7V4M12 5c1-2 3-2 4-2" />
  ),
  pane: <path d="M4 11a4 4 0 0 1 3-6h10a4 4 0 0 1 3 6v8H4zM9 9v3M12 9v3M15 9v3" />,
  past: (
    <path d="M4 21h16v-8H4zM4 16c2 1.5 4 1.5 5.3 0 1.4 1.5 4 1.5 5.4 0 1.3 1.5 3.3 1.5 5.3 0M12 13V8M12 5.5V4" />
  ),
  pesc: (
    <>
      <path d="M3 12c3-5 10-6 14-1l4-3v8l-4-3c-4 5-11 4-14-1z" />
      <circle cx="8" cy="11" r="0.8" />
    </>
  ),
};

const fallback = <circle cx="12" cy="12" r="4" />;

/** Decorative: the label next to it names the service or department. */
export function FacilityIcon({ code, className }: { code: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={code}
    >
      {drawings[code] ?? fallback}
    </svg>
  );
}
