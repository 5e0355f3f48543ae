import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. the label in front of a bare price. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
