import type { DeliveryModeId } from '@spesa/contracts';

// Simple line drawings, one per mode, so each card reads at a glance.
const paths: Record<DeliveryModeId, string> = {
  AT_HOME:
    'M3 7h11v9H3zM14 10h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01',
  IN_STORE: 'M4 9h16l-1.5 11h-13zM8.5 9a3.5 3.5 0 0 1 7 0M4 9l2-5h12l2 5',
  DRIVE: 'M4 15l1.5-5h13l1.5 5v3H4zM7 18v2M17 18v2M7.5 14h.01M16.5 14h.01M7 10l1.5-4h7l1.5 4',
  SHIPPED: 'M3 8l9-4 9 4v8l-9 4-9-4zM3 8l9 4 9-4M12 12v8',
};

export function ModeIcon({ mode }: { mode: DeliveryModeId }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={paths[mode]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
