/**
 * On a page the server drew (app/entry-server.tsx), the app's entry is not a script tag: its
 * modules would run as soon as the page is parsed, in one long task, and a phone whose cache
 * already holds them would then paint the app's render instead of the drawn screen, seconds
 * later. The page names the entry in `data-first-paint`; this starts it once the drawn
 * screen has had a frame to paint in (a timer as well, for a tab that is not painting).
 */
export function bootAfterFirstPaint(): void {
  const entry = document.documentElement.dataset.firstPaint;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ entry);
  };
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, 500);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterFrame, { once: true });
  } else afterFrame();
}
