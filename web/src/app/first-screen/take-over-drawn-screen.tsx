import { useEffect, type ReactNode } from 'react';

/**
 * Around the app on a drawn screen (main.tsx): once the app's first render has committed (a
 * hydration, or a customer's own screen rendered over the drawing), the screen is the app's,
 * and #root loses the `inert` that kept the drawing from taking clicks and focus until then
 * (server/src/http/web/first-paint-page.ts). Renders no element of its own, so the markup it
 * hydrates is the drawing's.
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
