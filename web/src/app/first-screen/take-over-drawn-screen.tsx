import { useEffect, type ReactNode } from 'react';

/**
 * Around the app when it hydrates a drawn screen (main.tsx): once the hydration has committed,
 * the screen is the app's, and #root loses the `inert` that kept the picture from taking
 * clicks and focus until then (server/src/http/web/first-paint-page.ts). Renders no element of
 * its own, so the markup it hydrates is the drawing's.
 */
export function TakeOverDrawnScreen({
  container,
  children,
}: {
  container: HTMLElement;
  children: ReactNode;
}) {
  useEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('data-drawn-screen');
  }, [container]);
  return children;
}
